export { default as approvalsRoutes } from './approvals.routes';
export { startRequest, registerRequestHandler } from './approvals.service';
