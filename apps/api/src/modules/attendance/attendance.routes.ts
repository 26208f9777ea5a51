import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAttendanceIngestResult,
  ZAttendanceLogList,
  ZAttendanceLogQuery,
  ZAttendanceLogSaved,
  ZAttendanceLogsBody,
  ZDeviceBody,
  ZDeviceList,
  ZDeviceSaved,
  ZDeviceUpdate,
  ZDeviceUserBody,
  ZDeviceUserList,
  ZDeviceUserParams,
  ZDeviceUserSaved,
  ZIdParams,
  ZManualLogBody,
  ZMessage,
  ZMyLogs,
  ZMyLogsQuery,
  ZWfhBody,
} from '@hris/contracts';
import * as devices from './devices.service';
import * as logs from './attendance.service';

export default function attendanceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['attendance'];
  const admin = { access: devices.MANAGE_ATTENDANCE };
  const employee = { access: ['PDS', 'EDATS'] as const };

  app.get('/api/attendance/devices', { config: admin, schema: { tags, summary: 'Biometric devices', response: { 200: ZDeviceList } } }, () =>
    devices.listDevices(deps),
  );
  app.post(
    '/api/attendance/devices',
    { config: admin, schema: { tags, summary: 'Add a biometric device (secret generated when left out)', body: ZDeviceBody, response: { 200: ZDeviceSaved } } },
    (req) => devices.createDevice(deps, req.actor!, req.body),
  );
  app.put(
    '/api/attendance/devices/:id',
    { config: admin, schema: { tags, summary: 'Edit a biometric device', params: ZIdParams, body: ZDeviceUpdate, response: { 200: ZDeviceSaved } } },
    (req) => devices.updateDevice(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/attendance/devices/:id/secret',
    { config: admin, schema: { tags, summary: 'Give a device a new key (the old one stops working)', params: ZIdParams, response: { 200: ZDeviceSaved } } },
    (req) => devices.regenerateDeviceKey(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/attendance/devices/:id/users',
    { config: admin, schema: { tags, summary: "A device's users (PIN → personnel)", params: ZIdParams, response: { 200: ZDeviceUserList } } },
    (req) => devices.listDeviceUsers(deps, req.params.id),
  );
  app.post(
    '/api/attendance/devices/:id/users',
    {
      config: admin,
      schema: { tags, summary: 'Map a device user ID (PIN) to a person', params: ZIdParams, body: ZDeviceUserBody, response: { 200: ZDeviceUserSaved } },
    },
    (req) => devices.addDeviceUser(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/attendance/devices/:id/users/:userId',
    { config: admin, schema: { tags, summary: 'Remove a device user mapping (by its id)', params: ZDeviceUserParams, response: { 200: ZMessage } } },
    (req) => devices.removeDeviceUser(deps, req.actor!, req.params.id, req.params.userId),
  );

  app.get(
    '/api/attendance/logs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Time logs received (personnel_id, from, to, source, paging)',
        querystring: ZAttendanceLogQuery,
        response: { 200: ZAttendanceLogList },
      },
    },
    (req) => logs.listLogs(deps, req.query),
  );
  app.post(
    '/api/attendance/logs',
    {
      config: admin,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import time logs ({ logs: [{ personnel_id, timestamp with offset }] }, at most 10,000)',
        body: ZAttendanceLogsBody,
        response: { 200: ZAttendanceIngestResult },
      },
    },
    (req) => logs.ingestLogs(deps, req.actor!, req.body.logs),
  );
  app.post(
    '/api/attendance/logs/manual',
    { config: admin, schema: { tags, summary: 'Add a time log by hand, with the reason', body: ZManualLogBody, response: { 200: ZAttendanceLogSaved } } },
    (req) => logs.addManualLog(deps, req.actor!, req.body),
  );
  app.get(
    '/api/attendance/logs/mine',
    {
      config: employee,
      schema: { tags, summary: 'My time logs of a month (YYYY-MM, this month by default)', querystring: ZMyLogsQuery, response: { 200: ZMyLogs } },
    },
    (req) => logs.myLogs(deps, req.actor!, req.query.month),
  );
  app.post(
    '/api/attendance/wfh',
    { config: employee, schema: { tags, summary: 'Log work from home now (server time)', body: ZWfhBody, response: { 200: ZAttendanceLogSaved } } },
    (req) => logs.logWorkFromHome(deps, req.actor!, req.body?.address),
  );
  return Promise.resolve();
}
