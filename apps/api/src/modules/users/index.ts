export { default as usersRoutes } from "./users.routes";
export { buildCurrentUser } from "./users.service";
