export { default as dtrRoutes } from './dtr.routes';
export { READ_ALL_DTR } from './dtr.service';
