export { default as serviceRecordRoutes } from './service-record.routes';
export { openLineOf, closeOpenLine, recordSeparationOnLastLine } from './service-record.repo';
export { mustSeeRecord, MANAGE_SERVICE_RECORD } from './service-record.service';
