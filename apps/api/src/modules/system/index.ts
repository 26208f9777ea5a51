export { default as systemRoutes } from "./system.routes";
export { isMaintenanceOn } from "./system.service";
