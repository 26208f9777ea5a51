export { default as notificationsRoutes } from "./notifications.routes";
export { notify } from "./notifications.service";
