import type { TDeviceBody, TDeviceUpdate, TDeviceUserBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { newDeviceKey, openSecret, sealSecret } from '../../lib/secret-box';
import * as repo from './attendance.repo';
import { addressList } from './iclock.service';

// Biometric devices and who their users are: set up by the eDATS admin before a device may push.
// A device proves itself with its key (iclock.service.ts): stored sealed, shown in clear only to the admin,
// and never written to the audit trail.

export const MANAGE_ATTENDANCE = ['EDATSADMIN'] as const;

/** The device as the admin sees it: its key in clear (null when it cannot be opened: DATA_KEY changed; set a new one). */
function present(deps: Deps, row: repo.DeviceRow) {
  let secret: string | null;
  try {
    secret = openSecret(deps.config.dataKey, row.secret);
  } catch {
    secret = null;
  }
  return { ...row, secret };
}

/** The device as the audit trail keeps it: without its key. */
const audited = ({ secret: _secret, ...row }: repo.DeviceRow) => row;

async function mustFind(deps: Deps, id: number) {
  const row = await repo.findDevice(deps.db, id);
  if (!row) throw AppError.notFound('The biometric device was not found.');
  return row;
}

async function check(deps: Deps, v: repo.DeviceValues, selfId?: number) {
  const same = await repo.deviceIdBySerial(deps.db, v.serial_number);
  if (same && same !== selfId) throw AppError.validation('serial_number', 'The serial number has already been taken.');
  if (!(await repo.campusExists(deps.db, v.campus_id))) throw AppError.validation('campus_id', 'The selected campus is invalid.');
  v.allowed_ips.forEach((address, i) => {
    // The form checks the shape; this is the check the push itself uses.
    if (!addressList([address])) throw AppError.validation(`allowed_ips.${i}`, 'Each address must be an IP address or a range such as 10.20.0.0/16.');
  });
}

export async function listDevices(deps: Deps) {
  return { devices: (await repo.listDevices(deps.db)).map((row) => present(deps, row)) };
}

export async function createDevice(deps: Deps, actor: Actor, body: TDeviceBody) {
  const values: repo.DeviceValues = {
    name: body.name,
    serial_number: body.serial_number,
    campus_id: body.campus_id,
    location: body.location ?? null,
    // HR copies the key into the device's server path (or its comm key): sealed before it is stored.
    secret: sealSecret(deps.config.dataKey, body.secret ?? newDeviceKey()),
    allowed_ips: body.allowed_ips ?? [],
    is_active: body.is_active ?? true,
  };
  await check(deps, values);
  const id = await repo.insertDevice(deps.db, values);
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'biometric_devices', entityId: id, after: audited(after), ip: actor.ip });
  return { message: 'The biometric device has been saved.', device: present(deps, after) };
}

export async function updateDevice(deps: Deps, actor: Actor, id: number, body: TDeviceUpdate) {
  const before = await mustFind(deps, id);
  const values: repo.DeviceValues = {
    name: body.name ?? before.name,
    serial_number: body.serial_number ?? before.serial_number,
    campus_id: body.campus_id ?? before.campus_id,
    location: body.location === undefined ? before.location : body.location,
    // The form sends the key it shows: sealed anew only when it changed.
    secret: body.secret === undefined || body.secret === present(deps, before).secret ? before.secret : sealSecret(deps.config.dataKey, body.secret),
    allowed_ips: body.allowed_ips ?? before.allowed_ips,
    is_active: body.is_active ?? before.is_active,
  };
  await check(deps, values, id);
  await repo.updateDevice(deps.db, id, values);
  const after = await mustFind(deps, id);
  const keyChanged = values.secret !== before.secret;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'biometric_devices',
    entityId: id,
    before: audited(before),
    after: { ...audited(after), ...(keyChanged ? { key_changed: true } : {}) },
    ip: actor.ip,
  });
  return { message: 'The biometric device has been updated.', device: present(deps, after) };
}

/** Gives a device a new random key (the old one stops working at once); the admin copies it into the device. */
export async function regenerateDeviceKey(deps: Deps, actor: Actor, id: number) {
  await mustFind(deps, id);
  await repo.setDeviceSecret(deps.db, id, sealSecret(deps.config.dataKey, newDeviceKey()));
  const after = await mustFind(deps, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'regenerate_key', entity: 'biometric_devices', entityId: id, ip: actor.ip });
  return { message: 'A new key was made. Enter it in the device: the old key no longer works.', device: present(deps, after) };
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
  return { message: 'The device user has been mapped.', user: after! };
}

export async function removeDeviceUser(deps: Deps, actor: Actor, deviceId: number, id: number) {
  const before = await repo.findDeviceUser(deps.db, deviceId, id);
  if (!before) throw AppError.notFound('The device user was not found.');
  await repo.deleteDeviceUser(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'device_users', entityId: id, before, ip: actor.ip });
  return { message: 'The device user has been removed.' };
}
