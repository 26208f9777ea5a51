import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZHolidayBody,
  ZHolidayQuery,
  ZIdParams,
  ZScheduleAssignmentBody,
  ZScheduleRequestBody,
  ZWorkScheduleBody,
  ZWorkSuspensionBody,
  ZWorkSuspensionQuery,
  ZMessage,
  ZWorkScheduleList,
  ZWorkScheduleSaved,
  ZPersonSchedules,
  ZScheduleAssigned,
  ZScheduleRequestSaved,
  ZScheduleRequestList,
  ZScheduleRequestAnswer,
  ZScheduleOptions,
  ZScheduleAssignees,
  ZHolidayList,
  ZHolidayAnswer,
  ZHolidaySaved,
  ZWorkSuspensionList,
  ZWorkSuspensionAnswer,
  ZWorkSuspensionSaved,
  ZScheduleRequestQuery,
} from '@hris/contracts';
import * as schedules from './schedules.service';
import * as requests from './schedule-requests.service';
import * as calendar from './calendar.service';

export default function schedulesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const admin = { access: schedules.MANAGE_SCHEDULES };
  // Own, department head or eDATS admin for a person's assignments is decided in the service.
  const signedIn = { access: 'signed-in' as const };

  let tags = ['work schedules'];
  app.get('/api/work-schedules', { config: admin, schema: { tags, summary: 'Work schedules, the default first', response: { 200: ZWorkScheduleList } } }, () =>
    schedules.listSchedules(deps),
  );
  app.post(
    '/api/work-schedules',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a work schedule (is_default moves the default flag to it)',
        body: ZWorkScheduleBody,
        response: { 200: ZWorkScheduleSaved },
      },
    },
    (req) => schedules.createSchedule(deps, req.actor!, req.body),
  );
  app.put(
    '/api/work-schedules/:id',
    { config: admin, schema: { tags, summary: 'Edit a work schedule', params: ZIdParams, body: ZWorkScheduleBody, response: { 200: ZWorkScheduleSaved } } },
    (req) => schedules.updateSchedule(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/work-schedules/:id',
    { config: admin, schema: { tags, summary: 'Delete a work schedule (not the default, not one assigned)', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => schedules.deleteSchedule(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/personnels/:id/work-schedules',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A person's schedule assignments, newest first, and the one that applies today",
        params: ZIdParams,
        response: { 200: ZPersonSchedules },
      },
    },
    (req) => schedules.assignmentsOf(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/personnels/:id/work-schedules',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Assign a schedule from a date (an open earlier assignment is closed the day before)',
        params: ZIdParams,
        body: ZScheduleAssignmentBody,
        response: { 200: ZScheduleAssigned },
      },
    },
    (req) => schedules.assignSchedule(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/work-schedules/requests',
    {
      config: signedIn,
      schema: { tags, summary: 'Ask for a work schedule (department head, then HR)', body: ZScheduleRequestBody, response: { 200: ZScheduleRequestSaved } },
    },
    (req) => requests.requestSchedule(deps, req.actor!, req.body),
  );
  app.get(
    '/api/work-schedules/requests/mine',
    { config: signedIn, schema: { tags, summary: 'My work schedule requests, newest first', response: { 200: ZScheduleRequestList } } },
    (req) => requests.listRequests(deps, req.actor!, { scope: 'mine', page: 1, per_page: 999 }),
  );
  app.get(
    '/api/work-schedules/requests',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Schedule requests: mine, my department's (head or OIC) or all (eDATS admin)",
        querystring: ZScheduleRequestQuery,
        response: { 200: ZScheduleRequestList },
      },
    },
    (req) => requests.listRequests(deps, req.actor!, req.query),
  );
  app.get(
    '/api/work-schedules/requests/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'One schedule request with the schedule asked for', params: ZIdParams, response: { 200: ZScheduleRequestAnswer } },
    },
    (req) => requests.getRequest(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/work-schedules/options',
    { config: signedIn, schema: { tags, summary: 'The schedules an employee may ask for', response: { 200: ZScheduleOptions } } },
    () => schedules.scheduleOptions(deps),
  );
  app.get(
    '/api/work-schedules/:id/assignments',
    { config: admin, schema: { tags, summary: 'Who follows a schedule, the latest start first', params: ZIdParams, response: { 200: ZScheduleAssignees } } },
    (req) => schedules.assigneesOf(deps, req.params.id),
  );

  tags = ['holidays and suspensions'];
  app.get(
    '/api/holidays',
    { config: signedIn, schema: { tags, summary: 'Holidays of a year (this year by default)', querystring: ZHolidayQuery, response: { 200: ZHolidayList } } },
    (req) => calendar.listHolidays(deps, req.query.year),
  );
  app.get('/api/holidays/:id', { config: signedIn, schema: { tags, summary: 'One holiday', params: ZIdParams, response: { 200: ZHolidayAnswer } } }, (req) =>
    calendar.getHoliday(deps, req.params.id),
  );
  app.post(
    '/api/holidays',
    { config: admin, schema: { tags, summary: 'Add a holiday (national when campus_id is empty)', body: ZHolidayBody, response: { 200: ZHolidaySaved } } },
    (req) => calendar.createHoliday(deps, req.actor!, req.body),
  );
  app.put(
    '/api/holidays/:id',
    { config: admin, schema: { tags, summary: 'Edit a holiday', params: ZIdParams, body: ZHolidayBody, response: { 200: ZHolidaySaved } } },
    (req) => calendar.updateHoliday(deps, req.actor!, req.params.id, req.body),
  );
  app.delete('/api/holidays/:id', { config: admin, schema: { tags, summary: 'Delete a holiday', params: ZIdParams, response: { 200: ZMessage } } }, (req) =>
    calendar.deleteHoliday(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/work-suspensions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Work suspensions of a month (YYYY-MM, this month by default)',
        querystring: ZWorkSuspensionQuery,
        response: { 200: ZWorkSuspensionList },
      },
    },
    (req) => calendar.listSuspensions(deps, req.query.month),
  );
  app.get(
    '/api/work-suspensions/:id',
    { config: signedIn, schema: { tags, summary: 'One work suspension', params: ZIdParams, response: { 200: ZWorkSuspensionAnswer } } },
    (req) => calendar.getSuspension(deps, req.params.id),
  );
  app.post(
    '/api/work-suspensions',
    {
      config: admin,
      schema: { tags, summary: 'Suspend work on a campus from a time of day', body: ZWorkSuspensionBody, response: { 200: ZWorkSuspensionSaved } },
    },
    (req) => calendar.createSuspension(deps, req.actor!, req.body),
  );
  app.put(
    '/api/work-suspensions/:id',
    {
      config: admin,
      schema: { tags, summary: 'Edit a work suspension', params: ZIdParams, body: ZWorkSuspensionBody, response: { 200: ZWorkSuspensionSaved } },
    },
    (req) => calendar.updateSuspension(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/work-suspensions/:id',
    { config: admin, schema: { tags, summary: 'Delete a work suspension', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => calendar.deleteSuspension(deps, req.actor!, req.params.id),
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
