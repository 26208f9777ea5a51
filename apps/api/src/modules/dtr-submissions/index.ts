// The chain's decisions reach the submissions from the start (registerRequestHandler).
import './dtr-submissions.chain';

export { default as dtrSubmissionsRoutes } from './dtr-submissions.routes';
