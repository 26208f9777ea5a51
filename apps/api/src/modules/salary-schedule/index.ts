export { default as salaryScheduleRoutes } from "./salary-schedule.routes";
