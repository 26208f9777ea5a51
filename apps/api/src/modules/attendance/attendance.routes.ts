import type { FastifyInstance } from 'fastify';
import { attendanceApi } from '@hris/contracts';
import * as devices from './devices.service';
import * as logs from './attendance.service';
import { serve } from '../../lib/serve';

export default function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['attendance'];
  const admin = { access: devices.MANAGE_ATTENDANCE, tags };
  const employee = { access: ['PDS', 'EDATS'] as const, tags };

  serve(app, attendanceApi.devices, admin, () => devices.listDevices(deps));
  serve(app, attendanceApi.addDevice, admin, (req) => devices.createDevice(deps, req.actor!, req.body));
  serve(app, attendanceApi.editDevice, admin, (req) => devices.updateDevice(deps, req.actor!, req.params.id, req.body));
  serve(app, attendanceApi.newDeviceKey, admin, (req) => devices.regenerateDeviceKey(deps, req.actor!, req.params.id));
  serve(app, attendanceApi.deviceUsers, admin, (req) => devices.listDeviceUsers(deps, req.params.id));
  serve(app, attendanceApi.addDeviceUser, admin, (req) => devices.addDeviceUser(deps, req.actor!, req.params.id, req.body));
  serve(app, attendanceApi.removeDeviceUser, admin, (req) => devices.removeDeviceUser(deps, req.actor!, req.params.id, req.params.userId));

  serve(app, attendanceApi.logs, admin, (req) => logs.listLogs(deps, req.actor!, req.query));
  serve(app, attendanceApi.importLogs, { ...admin, bodyLimit: 2 * 1024 * 1024 }, (req) => logs.ingestLogs(deps, req.actor!, req.body.logs));
  serve(app, attendanceApi.addLog, admin, (req) => logs.addManualLog(deps, req.actor!, req.body));
  serve(app, attendanceApi.myLogs, employee, (req) => logs.myLogs(deps, req.actor!, req.query.month));
  serve(app, attendanceApi.workFromHome, employee, (req) => logs.logWorkFromHome(deps, req.actor!, req.body?.address));
  return Promise.resolve();
}
