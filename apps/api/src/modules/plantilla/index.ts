export { default as plantillaRoutes } from './plantilla.routes';
export { fillItem, mustFindVacantItem, vacateItemOf } from './plantilla.service';
