export { default as edatsSettingsRoutes } from './edats-settings.routes';
