export { default as demographicsRoutes } from "./demographics.routes";
