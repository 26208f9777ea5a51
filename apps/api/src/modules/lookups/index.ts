export { default as lookupsRoutes } from "./index.routes";
