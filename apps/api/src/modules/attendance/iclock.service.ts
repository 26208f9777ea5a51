import type { Deps } from '../../lib/deps';
import * as repo from './attendance.repo';
import { instantProblem } from './attendance.service';

// The ZKTeco ADMS ("iclock") push protocol: devices hand-shake, then post their ATTLOG table as
// tab-separated lines in their local time. Devices here keep Philippine time (UTC+08:00, no DST).

/** A device answered for: registered and active; touching it records that it was seen. */
export async function knownDevice(deps: Deps, serial: string | undefined): Promise<number | null> {
  if (!serial) return null;
  return (await repo.touchActiveDevice(deps.db, serial))?.id ?? null;
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
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  // Reject rolled-over dates such as 2026-02-30 by reading the local parts back.
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const same = local.getUTCFullYear() === y && local.getUTCMonth() + 1 === mo && local.getUTCDate() === d && local.getUTCHours() === h && local.getUTCMinutes() === mi && local.getUTCSeconds() === s;
  return same ? at : null;
}

/**
 * Stores an ATTLOG upload: `PIN\tYYYY-MM-DD HH:MM:SS\tstatus\tverify…` per line. A malformed line or a
 * PIN with no mapping is skipped and logged; the answer counts the lines accepted (new or already stored),
 * which the device takes as received.
 */
export async function receiveAttendanceLog(deps: Deps, deviceId: number, serial: string, body: string): Promise<number> {
  const lines = body.split(/\r?\n/).filter((l) => l.trim() !== '');
  const parsed: { pin: string; at: Date; line: number }[] = [];
  lines.forEach((text, line) => {
    const [pin, time] = text.split('\t');
    const at = time === undefined ? null : deviceTime(time);
    const problem = at ? instantProblem(at) : 'no valid time';
    if (!pin || !/^[A-Za-z0-9]{1,30}$/.test(pin.trim()) || !at || problem) {
      deps.log.warn(`iclock ${serial}: skipped malformed ATTLOG line ${line + 1} (${problem ?? 'bad PIN'}): ${JSON.stringify(text.slice(0, 120))}`);
      return;
    }
    parsed.push({ pin: pin.trim(), at, line });
  });
  const people = await repo.pinMap(deps.db, deviceId, [...new Set(parsed.map((p) => p.pin))]);
  const batch: repo.Punches = { personnelIds: [], instants: [], indexes: [] };
  for (const p of parsed) {
    const personnelId = people.get(p.pin);
    if (personnelId === undefined) {
      deps.log.warn(`iclock ${serial}: skipped ATTLOG line ${p.line + 1}: PIN ${p.pin} is not mapped to anyone on this device`);
      continue;
    }
    batch.personnelIds.push(personnelId);
    batch.instants.push(p.at);
    batch.indexes.push(p.line);
  }
  if (!batch.indexes.length) return 0;
  const { inserted } = await repo.insertPunches(deps.db, batch, { source: 'device', deviceId });
  deps.log.info(`iclock ${serial}: ${batch.indexes.length} ATTLOG line(s) accepted, ${inserted} new`);
  return batch.indexes.length;
}
