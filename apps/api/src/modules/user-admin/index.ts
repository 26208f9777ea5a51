export { default as userAdminRoutes } from "./user-admin.routes";
