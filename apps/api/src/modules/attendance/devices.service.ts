import { randomBytes } from 'node:crypto';
import type { TDeviceBody, TDeviceUpdate, TDeviceUserBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './attendance.repo';

// Biometric devices and who their users are: set up by the eDATS admin before a device may push.

export const MANAGE_ATTENDANCE = ['EDATSADMIN'] as const;

async function mustFind(deps: Deps, id: number) {
  const row = await repo.findDevice(deps.db, id);
  if (!row) throw AppError.notFound('The biometric device was not found.');
  return row;
}

async function check(deps: Deps, v: repo.DeviceValues, selfId?: number) {
  const same = await repo.deviceIdBySerial(deps.db, v.serial_number);
  if (same && same !== selfId) throw AppError.validation('serial_number', 'The serial number has already been taken.');
  if (!(await repo.campusExists(deps.db, v.campus_id))) throw AppError.validation('campus_id', 'The selected campus is invalid.');
}

export async function listDevices(deps: Deps) {
  return { devices: await repo.listDevices(deps.db) };
}

export async function createDevice(deps: Deps, actor: Actor, body: TDeviceBody) {
  const values: repo.DeviceValues = {
    name: body.name,
    serial_number: body.serial_number,
    campus_id: body.campus_id,
    location: body.location ?? null,
    // The device's comm key where the model has one; HR copies it into the device's settings.
    secret: body.secret ?? randomBytes(12).toString('base64url'),
    is_active: body.is_active ?? true,
  };
  await check(deps, values);
  const id = await repo.insertDevice(deps.db, values);
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'biometric_devices', entityId: id, after, ip: actor.ip });
  return { message: 'The biometric device has been saved.', device: after };
}

export async function updateDevice(deps: Deps, actor: Actor, id: number, body: TDeviceUpdate) {
  const before = await mustFind(deps, id);
  const values: repo.DeviceValues = {
    name: body.name ?? before.name,
    serial_number: body.serial_number ?? before.serial_number,
    campus_id: body.campus_id ?? before.campus_id,
    location: body.location === undefined ? before.location : body.location,
    secret: body.secret ?? before.secret,
    is_active: body.is_active ?? before.is_active,
  };
  await check(deps, values, id);
  await repo.updateDevice(deps.db, id, values);
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'biometric_devices', entityId: id, before, after, ip: actor.ip });
  return { message: 'The biometric device has been updated.', device: after };
}

export async function listDeviceUsers(deps: Deps, deviceId: number) {
  await mustFind(deps, deviceId);
  return { users: await repo.listDeviceUsers(deps.db, deviceId) };
}

export async function addDeviceUser(deps: Deps, actor: Actor, deviceId: number, body: TDeviceUserBody) {
  await mustFind(deps, deviceId);
  if (!(await repo.personnelExists(deps.db, body.personnel_id))) throw AppError.validation('personnel_id', 'The selected personnel is invalid.');
  if (await repo.pinTaken(deps.db, deviceId, body.device_user_id)) {
    throw AppError.validation('device_user_id', 'This device user ID is already mapped on this device.');
  }
  const id = await repo.insertDeviceUser(deps.db, deviceId, body.device_user_id, body.personnel_id);
  const after = await repo.findDeviceUser(deps.db, deviceId, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'device_users', entityId: id, after, ip: actor.ip });
  return { message: 'The device user has been mapped.', user: after };
}

export async function removeDeviceUser(deps: Deps, actor: Actor, deviceId: number, id: number) {
  const before = await repo.findDeviceUser(deps.db, deviceId, id);
  if (!before) throw AppError.notFound('The device user was not found.');
  await repo.deleteDeviceUser(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'device_users', entityId: id, before, ip: actor.ip });
  return { message: 'The device user has been removed.' };
}
