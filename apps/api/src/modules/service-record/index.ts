export { default as serviceRecordRoutes } from './service-record.routes';
export { openLineOf, closeOpenLine } from './service-record.repo';
