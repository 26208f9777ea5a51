// The routes import the services, which register the request-to-hire handler with the approval chain.
export { default as recruitmentRoutes } from './recruitment.routes';
export { recordApplicationEvent, tellApplicant } from './application-events';
