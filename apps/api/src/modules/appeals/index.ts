export { default as appealsRoutes } from './appeals.routes';
