export { default as offboardingRoutes } from './offboarding.routes';
export { applyDueSeparations, runDueSeparationsOnce } from './offboarding.due';
