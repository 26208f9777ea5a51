export { default as departmentsRoutes } from "./departments.routes";
