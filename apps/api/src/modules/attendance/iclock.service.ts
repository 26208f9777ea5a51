import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Deps } from '../../lib/deps';
import { openSecret } from '../../lib/secret-box';
import { sameSecret } from '../../lib/tokens';
import * as repo from './attendance.repo';
import { announcePunches } from '../attendance-reports';
import { instantProblem } from './attendance.service';

// The ZKTeco ADMS ("iclock") push protocol: devices hand-shake, then post their ATTLOG table as
// tab-separated lines in their local time. Devices here keep Philippine time (UTC+08:00, no DST).
//
// The protocol signs nothing, and a serial number is printed on the device: a serial alone proves nothing.
// Each device has a key (devices.service.ts) that it proves in whichever way its firmware allows: in its
// server address as a path (<host>/device/<key>, so it asks /device/<key>/iclock/cdata), in the path
// /iclock/<key>/cdata, or as ?key= — all three on every request — or as the comm key, which push firmware sends
// as ?pushcommkey= on its hand-shake (GET /iclock/cdata?options=all) only: its uploads, polls and command
// replies carry the serial number and nothing else. A request that proves the key therefore opens a session
// for the serial number at the request's address (DEVICE_SESSION_MS), in which that address's keyless
// requests are let in. A device may also be held to a list of addresses.

/**
 * How long a device's session lasts after its last request let in. Each request let in renews it, so a device
 * keeps its session while it keeps calling: it polls every Delay=10 s of the hand-shake answer and retries every
 * ErrorDelay=30 s when the network fails, so ten minutes is sixty polls. We found no documentation of a periodic
 * new hand-shake, so a session ending a fixed time after the hand-shake would refuse a working device's punches
 * again; an idle end bounds instead what a stolen serial number can do: only from the device's own address, and
 * only while the device is alive or for ten minutes after it went silent. A device silent longer hand-shakes
 * when it starts again; one refused goes back to its hand-shake after ErrorDelay, as the field notes on the
 * registry below show the firmware doing after a refused step (and if a firmware did not, the devices page
 * shows its refusals).
 */
export const DEVICE_SESSION_MS = 10 * 60_000;

/** The most lines one device body may hold; a bigger one is refused whole (the device sends it again in parts). */
export const MAX_LINES_PER_BODY = 5_000;
/** The skipped lines of one body that are logged one by one; the rest are counted. */
const LOGGED_LINES_PER_BODY = 10;

/** An address list as a BlockList (addresses and CIDR ranges, IPv4 or IPv6); null when an entry is neither. */
export function addressList(addresses: string[]): BlockList | null {
  const list = new BlockList();
  for (const entry of addresses) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return null;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    try {
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    } catch {
      return null;
    }
  }
  return list;
}

export type DeviceAdmission = { ok: true; id: number } | { ok: false; status: 401 | 403; answer: string };

/** Who sent a request: the serial number it names, the key it carries (if any), its address, and whether it is the hand-shake. */
export type DeviceRequest = { serial: string; key: string | null; ip: string; handshake: boolean };

/**
 * Whether a request comes from a registered, active device: its key (compared in constant time) or, without
 * a key, the session a request with the key opened at the same address; and, when it has a list, its address.
 * A request let in renews the session and records the device as seen; a refusal is recorded for the devices
 * page (an unknown serial number touches nothing).
 */
export async function admitDevice(deps: Deps, request: DeviceRequest): Promise<DeviceAdmission> {
  const device = await repo.findActiveDevice(deps.db, request.serial);
  if (!device) return { ok: false, status: 403, answer: 'Unknown device' };
  const now = deps.clock.now();
  const problem = refusalOf(deps, device, request, now);
  if (problem) {
    await repo.refused(deps.db, device.id, now);
    return { ok: false, ...problem };
  }
  await repo.admitted(deps.db, device.id, { now, ip: request.ip, sessionUntil: new Date(now.getTime() + DEVICE_SESSION_MS), handshake: request.handshake });
  return { ok: true, id: device.id };
}

/** Why a registered device's request is refused, or null when it is let in. */
function refusalOf(deps: Deps, device: repo.ActiveDevice, request: DeviceRequest, now: Date): { status: 401 | 403; answer: string } | null {
  const { key, ip } = request;
  if (device.allowed_ips.length && !addressList(device.allowed_ips)?.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')) {
    return { status: 403, answer: 'Address not allowed' };
  }
  if (!key) {
    const inSession = device.session_ip === ip && device.session_until !== null && Date.parse(device.session_until) > now.getTime();
    return inSession ? null : { status: 401, answer: 'Device key required' };
  }
  let expected: string | null;
  try {
    expected = openSecret(deps.config.dataKey, device.secret);
  } catch {
    expected = null; // sealed under another DATA_KEY: no key matches until the admin sets a new one
  }
  return expected !== null && sameSecret(key, expected) ? null : { status: 401, answer: 'Wrong device key' };
}

/** Non-empty lines of a device body. */
export function bodyLines(body: string): string[] {
  return body.split(/\r?\n/).filter((l) => l.trim() !== '');
}

/**
 * The options a device asks for at start (GET /iclock/cdata?options=all). ATTLOGStamp=None makes it
 * send every log it holds once: storing is idempotent, so nothing is counted twice.
 */
const OPTIONS = [
  'Stamp=None',
  'ATTLOGStamp=None',
  'OpStamp=9999',
  'OPERLOGStamp=9999',
  'PhotoStamp=9999',
  'ATTPHOTOStamp=9999',
  'ErrorDelay=30',
  'Delay=10',
  'TransTimes=00:00;14:05',
  'TransInterval=1',
  'TransFlag=TransData AttLog',
  'TimeZone=8',
  'Realtime=1',
  'Encrypt=None',
];

/** Lines as the firmware reads them: it takes an option only at its line's end, so the last line ends too. */
const asLines = (all: string[]) => all.map((line) => `${line}\n`).join('');

/** The answer to the hand-shake. */
export function handshake(serial: string): string {
  return asLines([`GET OPTION FROM: ${serial}`, ...OPTIONS]);
}

// Push firmware 3.x registers after the hand-shake (POST /iclock/registry, its parameters as the body) and
// works only once answered a RegistryCode, then asks /iclock/push for the options. Our source is ZKTeco's
// "Security PUSH Communication Protocol" (push 3.1.2, §7.1 to §7.5) as open-source ADMS servers quote it, and
// their field notes, not the vendor's document itself: one records a SenseFace 2A (ZAM70-NF24HA-Ver3.0.15)
// answered anything but a RegistryCode repeating hand-shake, registry, wait, every ErrorDelay, and never
// uploading. The code only needs to be stable for the device.

/** The answer to a registration: a code of the device's own, the same each time (not its key). */
export function registryAnswer(deviceId: number, serial: string): string {
  const code = createHash('sha256').update(`iclock-registry:${deviceId}:${serial}`).digest('hex').slice(0, 16).toUpperCase();
  return asLines([`RegistryCode=${code}`]);
}

/** The answer to /iclock/push (3.x): the options of the hand-shake. */
export function pushOptions(): string {
  return asLines(OPTIONS);
}

const LINE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A device's local "YYYY-MM-DD HH:MM:SS" as an instant, or null when it is no real time. */
export function deviceTime(text: string): Date | null {
  const m = LINE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  // Reject rolled-over dates such as 2026-02-30 by reading the local parts back.
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const same =
    local.getUTCFullYear() === y &&
    local.getUTCMonth() + 1 === mo &&
    local.getUTCDate() === d &&
    local.getUTCHours() === h &&
    local.getUTCMinutes() === mi &&
    local.getUTCSeconds() === s;
  return same ? at : null;
}

/** Why an ATTLOG line cannot be read, as the import report says it. */
export const ATTLOG_REASONS = {
  fields: 'The line does not have the fields of an attendance log.',
  time: 'The timestamp is not a valid date and time.',
} as const;

/** PIN, then the device's local time; the PIN is often right-aligned with spaces, the fields tab-separated. */
const ATTLOG_LINE = /^\s*([A-Za-z0-9]{1,30})\s+(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:\s|$)/;

/**
 * One ATTLOG line (`PIN\tYYYY-MM-DD HH:MM:SS\tverify\tstatus…`, as pushed or in an attlog.dat export)
 * read as the PIN and the instant, or why it cannot be. Whether the instant is plausible is the caller's check.
 */
export function parseAttlogLine(text: string): { pin: string; at: Date } | { reason: string } {
  const m = ATTLOG_LINE.exec(text);
  if (!m) return { reason: ATTLOG_REASONS.fields };
  const at = deviceTime(m[2]!);
  return at ? { pin: m[1]!, at } : { reason: ATTLOG_REASONS.time };
}

/**
 * Stores an ATTLOG upload: `PIN\tYYYY-MM-DD HH:MM:SS\tstatus\tverify…` per line. A malformed line or a
 * PIN with no mapping is skipped and logged; the answer counts the lines accepted (new or already stored),
 * which the device takes as received.
 */
export async function receiveAttendanceLog(deps: Deps, deviceId: number, serial: string, lines: string[]): Promise<number> {
  const parsed: { pin: string; at: Date; line: number }[] = [];
  const now = deps.clock.now().getTime();
  // One bad body must not fill the server log: the first few skipped lines are logged, the rest counted.
  let skipped = 0;
  const skip = (message: string) => {
    skipped++;
    if (skipped <= LOGGED_LINES_PER_BODY) deps.log.warn(`iclock ${serial}: ${message}`);
  };
  lines.forEach((text, line) => {
    const read = parseAttlogLine(text);
    const problem = 'reason' in read ? read.reason : instantProblem(read.at, now);
    if ('reason' in read || problem) {
      skip(`skipped malformed ATTLOG line ${line + 1} (${problem}): ${JSON.stringify(text.slice(0, 120))}`);
      return;
    }
    parsed.push({ pin: read.pin, at: read.at, line });
  });
  const people = await repo.pinMap(deps.db, deviceId, [...new Set(parsed.map((p) => p.pin))]);
  const batch: repo.Punches = { personnelIds: [], instants: [], indexes: [] };
  for (const p of parsed) {
    const personnelId = people.get(p.pin);
    if (personnelId === undefined) {
      skip(`skipped ATTLOG line ${p.line + 1}: PIN ${p.pin} is not mapped to anyone on this device`);
      continue;
    }
    batch.personnelIds.push(personnelId);
    batch.instants.push(p.at);
    batch.indexes.push(p.line);
  }
  if (skipped > LOGGED_LINES_PER_BODY) deps.log.warn(`iclock ${serial}: skipped ${skipped - LOGGED_LINES_PER_BODY} more line(s) of this body`);
  if (!batch.indexes.length) return 0;
  const { inserted } = await repo.insertPunches(deps.db, batch, { source: 'device', deviceId });
  await repo.punchesReceived(deps.db, deviceId, deps.clock.now());
  announcePunches(deps, inserted);
  deps.log.info(`iclock ${serial}: ${batch.indexes.length} ATTLOG line(s) accepted, ${inserted} new`);
  return batch.indexes.length;
}
