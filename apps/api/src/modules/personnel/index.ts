export { default as personnelRoutes } from "./personnel.routes";
