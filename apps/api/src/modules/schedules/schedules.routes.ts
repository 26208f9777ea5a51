import type { FastifyInstance } from 'fastify';
import { schedulesApi } from '@hris/contracts';
import * as schedules from './schedules.service';
import * as requests from './schedule-requests.service';
import * as calendar from './calendar.service';
import { serve } from '../../lib/serve';

export default function schedulesRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['work schedules'];
  const admin = { access: schedules.MANAGE_SCHEDULES, tags };
  // Own, department head or eDATS admin for a person's assignments is decided in the service.
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, schedulesApi.list, admin, () => schedules.listSchedules(deps));
  serve(app, schedulesApi.add, admin, (req) => schedules.createSchedule(deps, req.actor!, req.body));
  serve(app, schedulesApi.edit, admin, (req) => schedules.updateSchedule(deps, req.actor!, req.params.id, req.body));
  serve(app, schedulesApi.remove, admin, (req) => schedules.deleteSchedule(deps, req.actor!, req.params.id));
  serve(app, schedulesApi.personSchedules, signedIn, (req) => schedules.assignmentsOf(deps, req.actor!, req.params.id));
  serve(app, schedulesApi.assign, admin, (req) => schedules.assignSchedule(deps, req.actor!, req.params.id, req.body));
  serve(app, schedulesApi.request, signedIn, (req) => requests.requestSchedule(deps, req.actor!, req.body));
  serve(app, schedulesApi.myRequests, signedIn, (req) => requests.listRequests(deps, req.actor!, { scope: 'mine', page: 1, per_page: 999 }));
  serve(app, schedulesApi.requests, signedIn, (req) => requests.listRequests(deps, req.actor!, req.query));
  serve(app, schedulesApi.oneRequest, signedIn, (req) => requests.getRequest(deps, req.actor!, req.params.id));
  serve(app, schedulesApi.options, signedIn, () => schedules.scheduleOptions(deps));
  serve(app, schedulesApi.assignees, admin, (req) => schedules.assigneesOf(deps, req.params.id));

  const calendarTags = ['holidays and suspensions'];
  const calendarAdmin = { ...admin, tags: calendarTags };
  const calendarReaders = { ...signedIn, tags: calendarTags };
  serve(app, schedulesApi.holidays, calendarReaders, (req) => calendar.listHolidays(deps, req.query.year));
  serve(app, schedulesApi.holiday, calendarReaders, (req) => calendar.getHoliday(deps, req.params.id));
  serve(app, schedulesApi.addHoliday, calendarAdmin, (req) => calendar.createHoliday(deps, req.actor!, req.body));
  serve(app, schedulesApi.editHoliday, calendarAdmin, (req) => calendar.updateHoliday(deps, req.actor!, req.params.id, req.body));
  serve(app, schedulesApi.removeHoliday, calendarAdmin, (req) => calendar.deleteHoliday(deps, req.actor!, req.params.id));
  serve(app, schedulesApi.suspensions, calendarReaders, (req) => calendar.listSuspensions(deps, req.query.month));
  serve(app, schedulesApi.suspension, calendarReaders, (req) => calendar.getSuspension(deps, req.params.id));
  serve(app, schedulesApi.addSuspension, calendarAdmin, (req) => calendar.createSuspension(deps, req.actor!, req.body));
  serve(app, schedulesApi.editSuspension, calendarAdmin, (req) => calendar.updateSuspension(deps, req.actor!, req.params.id, req.body));
  serve(app, schedulesApi.removeSuspension, calendarAdmin, (req) => calendar.deleteSuspension(deps, req.actor!, req.params.id));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
