// The routes import the service, which registers the overtime and make-up class request handlers.
export { default as overtimeRoutes } from './overtime.routes';
export { creditDueOvertime, runOvertimeCreditsOnce } from './overtime.job';
