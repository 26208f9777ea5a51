export { default as rolesRoutes } from "./roles.routes";
