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
// Each device has a key (devices.service.ts) that it must send with every request, in whichever way its
// firmware allows: in its server address as a path (<host>/device/<key>, so it asks /device/<key>/iclock/cdata),
// in the path /iclock/<key>/cdata, as ?key=, or as the pushcommkey (the comm key) firmwares add to requests. A device may also be
// held to a list of addresses.

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

/**
 * Whether a request comes from a registered, active device: its key (compared in constant time) and, when
 * it has a list, its address. A device let in is recorded as seen; a refused one is not touched.
 */
export async function admitDevice(deps: Deps, serial: string, key: string | null, ip: string): Promise<DeviceAdmission> {
  const device = await repo.findActiveDevice(deps.db, serial);
  if (!device) return { ok: false, status: 403, answer: 'Unknown device' };
  if (device.allowed_ips.length && !addressList(device.allowed_ips)?.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')) {
    return { ok: false, status: 403, answer: 'Address not allowed' };
  }
  if (!key) return { ok: false, status: 401, answer: 'Device key required' };
  let expected: string | null;
  try {
    expected = openSecret(deps.config.dataKey, device.secret);
  } catch {
    expected = null; // sealed under another DATA_KEY: no key matches until the admin sets a new one
  }
  if (expected === null || !sameSecret(key, expected)) return { ok: false, status: 401, answer: 'Wrong device key' };
  await repo.touchDevice(deps.db, device.id);
  return { ok: true, id: device.id };
}

/** Non-empty lines of a device body. */
export function bodyLines(body: string): string[] {
  return body.split(/\r?\n/).filter((l) => l.trim() !== '');
}

/**
 * The options a device asks for at start (GET /iclock/cdata?options=all). ATTLOGStamp=None makes it
 * send every log it holds once: storing is idempotent, so nothing is counted twice.
 */
export function handshake(serial: string): string {
  return [
    `GET OPTION FROM: ${serial}`,
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
  ].join('\n');
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
  announcePunches(deps, inserted);
  deps.log.info(`iclock ${serial}: ${batch.indexes.length} ATTLOG line(s) accepted, ${inserted} new`);
  return batch.indexes.length;
}
