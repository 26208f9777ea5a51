export { default as plantillaRoutes } from './plantilla.routes';
export { fillItem, mustFindVacantItem } from './plantilla.service';
