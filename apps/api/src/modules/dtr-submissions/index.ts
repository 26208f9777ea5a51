export { default as dtrSubmissionsRoutes } from './dtr-submissions.routes';
