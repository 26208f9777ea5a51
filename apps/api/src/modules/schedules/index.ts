export { default as schedulesRoutes } from './schedules.routes';
export { runHolidaySeedingOnce, seedNextYearsHolidays } from './holidays.job';
