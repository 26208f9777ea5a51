export { default as auditTrailRoutes } from "./audit-trail.routes";
