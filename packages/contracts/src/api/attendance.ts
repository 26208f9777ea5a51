import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';
import {
  ZAttendanceBulkResult,
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
  ZManualLogBody,
  ZMyLogs,
  ZMyLogsQuery,
  ZWfhBody,
} from '../attendance';
import { ZAttendanceImportResult } from '../attendance-admin';

/** Biometric devices, time logs and their imports (SPEC.md §2 eDATS); the devices' own iclock routes are outside /api. */
export const attendanceApi = {
  devices: route({
    method: 'GET',
    path: '/api/attendance/devices',
    summary: 'Biometric devices',
    response: ZDeviceList,
  }),
  addDevice: route({
    method: 'POST',
    path: '/api/attendance/devices',
    summary: 'Add a biometric device (secret generated when left out)',
    body: ZDeviceBody,
    response: ZDeviceSaved,
  }),
  editDevice: route({
    method: 'PUT',
    path: '/api/attendance/devices/:id',
    summary: 'Edit a biometric device',
    params: ZIdParams,
    body: ZDeviceUpdate,
    response: ZDeviceSaved,
  }),
  newDeviceKey: route({
    method: 'POST',
    path: '/api/attendance/devices/:id/secret',
    summary: 'Give a device a new key (the old one stops working)',
    params: ZIdParams,
    response: ZDeviceSaved,
  }),
  deviceUsers: route({
    method: 'GET',
    path: '/api/attendance/devices/:id/users',
    summary: "A device's users (PIN → personnel)",
    params: ZIdParams,
    response: ZDeviceUserList,
  }),
  addDeviceUser: route({
    method: 'POST',
    path: '/api/attendance/devices/:id/users',
    summary: 'Map a device user ID (PIN) to a person',
    params: ZIdParams,
    body: ZDeviceUserBody,
    response: ZDeviceUserSaved,
  }),
  removeDeviceUser: route({
    method: 'DELETE',
    path: '/api/attendance/devices/:id/users/:userId',
    summary: 'Remove a device user mapping (by its id)',
    params: ZDeviceUserParams,
    response: ZMessage,
  }),
  logs: route({
    method: 'GET',
    path: '/api/attendance/logs',
    summary: 'Time logs received (personnel_id, from, to, source, paging)',
    query: ZAttendanceLogQuery,
    response: ZAttendanceLogList,
  }),
  importLogs: route({
    method: 'POST',
    path: '/api/attendance/logs',
    summary: 'Import time logs ({ logs: [{ personnel_id, timestamp with offset }] }, at most 10,000)',
    body: ZAttendanceLogsBody,
    response: ZAttendanceIngestResult,
  }),
  /** The body is text (CSV or NDJSON lines), read by the route's own parser: no JSON body schema. */
  importBulk: route({
    method: 'POST',
    path: '/api/attendance/logs/bulk',
    summary: 'Import time logs in bulk: lines of personnel_id,timestamp (text/csv) or NDJSON, timestamps with offset, at most 200,000 lines',
    response: ZAttendanceBulkResult,
  }),
  addLog: route({
    method: 'POST',
    path: '/api/attendance/logs/manual',
    summary: 'Add a time log by hand, with the reason',
    body: ZManualLogBody,
    response: ZAttendanceLogSaved,
  }),
  myLogs: route({
    method: 'GET',
    path: '/api/attendance/logs/mine',
    summary: 'My time logs of a month (YYYY-MM, this month by default)',
    query: ZMyLogsQuery,
    response: ZMyLogs,
  }),
  workFromHome: route({
    method: 'POST',
    path: '/api/attendance/wfh',
    summary: 'Log work from home now (server time)',
    body: ZWfhBody,
    response: ZAttendanceLogSaved,
  }),
  importFile: route({
    method: 'POST',
    path: '/api/attendance/imports',
    summary: 'Import a device export file (multipart: file .dat/.csv up to 20 MB, device_id — required for .dat —, dry_run=true for a preview)',
    body: 'multipart',
    response: ZAttendanceImportResult,
  }),
};
