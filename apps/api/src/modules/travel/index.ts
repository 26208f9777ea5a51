// The service registers the official_business request handler when it loads: importing the routes loads it.
export { default as travelRoutes } from './travel.routes';
