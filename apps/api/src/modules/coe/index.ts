export { default as coeRoutes } from './coe.routes';
