import { randomUUID } from 'node:crypto';
import { withTransaction, type Database, type Queryable } from '@hris/db';
import {
  IMPORT_KIND_LABELS,
  LIMITS,
  MESSAGES,
  ZPayrollFileSettings,
  ZUniversityProfileBody,
  type TImportKind,
  type TSetupItem,
  type TSetupProgress,
  type TUniversityProfile,
  type TUniversityProfileBody,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { readSetting, SETTING_DEFAULTS, writeSetting } from '../../lib/settings';
import { signedFileUrl } from '../../lib/signed-files';
import { acceptUpload, EXTENSION } from '../../lib/upload-check';
import { approvalRolesNobodyHolds, requestTypesNotReady } from '../approvals';
import { importStates } from '../imports';
import * as repo from './setup.repo';

// Setting up the system (issue 41): what must exist before the product works, checked against the database as it stands
// (nothing is remembered as "done": a head who leaves makes the item open again), and the university's profile.

// ── The university's profile ────────────────────────────────────────────────────────────────────────────

const text = async (
  deps: Pick<Deps, 'db'>,
  key: 'university_name' | 'university_address' | 'university_logo' | 'employer_tin' | 'employer_branch' | 'employer_rdo',
) => String((await readSetting(deps.db, key)) ?? '');

async function payrollFiles(db: Queryable) {
  const saved = ZPayrollFileSettings.safeParse(await readSetting(db, 'payroll_files'));
  return saved.success ? saved.data : { ...SETTING_DEFAULTS.payroll_files };
}

async function kept(deps: Pick<Deps, 'db'>) {
  const [university_name, university_address, logo, employer_tin, employer_branch, employer_rdo, files] = await Promise.all([
    text(deps, 'university_name'),
    text(deps, 'university_address'),
    text(deps, 'university_logo'),
    text(deps, 'employer_tin'),
    text(deps, 'employer_branch'),
    text(deps, 'employer_rdo'),
    payrollFiles(deps.db),
  ]);
  return { university_name, university_address, logo, employer_tin, employer_branch, employer_rdo, bank_agency_code: files.bank_agency_code };
}

async function present(deps: Deps): Promise<TUniversityProfile> {
  const { logo, ...rest } = await kept(deps);
  return { ...rest, logo_path: signedFileUrl(deps, logo || null) };
}

export async function profile(deps: Deps): Promise<{ profile: TUniversityProfile }> {
  return { profile: await present(deps) };
}

/**
 * Saves the profile into the settings the forms read: the BIR employer data is the same setting Payroll → BIR edits, the
 * agency code the one the payroll files' settings edit (one value, whichever page changed it last).
 */
export async function saveProfile(deps: Deps, actor: Actor, input: TUniversityProfileBody) {
  const body = ZUniversityProfileBody.parse(input);
  const before = await kept(deps);
  await withTransaction(deps.db, async (tx) => {
    await writeSetting(tx, 'university_name', body.university_name);
    await writeSetting(tx, 'university_address', body.university_address);
    await writeSetting(tx, 'employer_tin', body.employer_tin);
    await writeSetting(tx, 'employer_branch', body.employer_branch);
    await writeSetting(tx, 'employer_rdo', body.employer_rdo);
    await writeSetting(tx, 'payroll_files', { ...(await payrollFiles(tx)), bank_agency_code: body.bank_agency_code });
  });
  const { logo: _logo, ...was } = before;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'system_setting',
    entityId: 'university_profile',
    before: was,
    after: body,
    ip: actor.ip,
  });
  return { message: "The university's profile has been saved.", profile: await present(deps) };
}

// Kept scaled into 512×512, as an office's logo: printed about an inch wide at the top of a form.
const LOGO_FIT = { width: 512, height: 512 };

/** The logo printed on the letterhead: png or jpeg up to 2 MB, checked from its bytes by the one upload check. */
export async function uploadLogo(deps: Deps, actor: Actor, bytes: Buffer | null) {
  if (!bytes) throw AppError.validation('logo', MESSAGES.saveWithoutFile);
  const { kind, bytes: accepted } = await acceptUpload(bytes, { kinds: ['png', 'jpeg'], maxBytes: LIMITS.avatarBytes, field: 'logo', fit: LOGO_FIT });
  const before = await text(deps, 'university_logo');
  const key = `logos/university-${randomUUID()}.${EXTENSION[kind]}`;
  await deps.storage.put(key, accepted);
  await writeSetting(deps.db, 'university_logo', key);
  if (before) await deps.storage.remove(before).catch(() => undefined);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'logo_changed',
    entity: 'system_setting',
    entityId: 'university_logo',
    before,
    after: key,
    ip: actor.ip,
  });
  return { message: "The university's logo has been saved.", profile: await present(deps) };
}

// ── The checklist ──────────────────────────────────────────────────────────────────────────────────────────

type Check = { done: boolean; message: string; link: string };
/** One thing to set up: a check of the database as it stands. Adding an item is adding an entry to CHECKS. */
type SetupCheck = { key: string; title: string; check: (deps: Deps) => Promise<Check> };

/** "a, b and c", or the first few and how many more. */
export function namedFew(names: readonly string[], few = 3): string {
  if (names.length <= few) return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, few).join(', ')} and ${names.length - few} more`;
}

const PROFILE_LINK = '/settings/university';

async function profileCheck(deps: Deps): Promise<Check> {
  const p = await kept(deps);
  const missing = [
    !p.university_name.trim() || p.university_name === SETTING_DEFAULTS.university_name ? "the university's name" : null,
    !p.university_address.trim() ? 'its address' : null,
    !p.logo ? 'its logo' : null,
    !p.employer_tin.trim() ? 'its TIN' : null,
    !p.employer_rdo.trim() ? 'its RDO code' : null,
    !p.bank_agency_code.trim() ? "the bank's agency code" : null,
  ].filter((m): m is string => m !== null);
  return missing.length
    ? { done: false, message: `Missing: ${namedFew(missing, 6)}. The forms, the BIR forms and the bank file print them.`, link: PROFILE_LINK }
    : { done: true, message: `${p.university_name}, TIN ${p.employer_tin}, RDO ${p.employer_rdo}.`, link: PROFILE_LINK };
}

async function campusesCheck(deps: Deps): Promise<Check> {
  const link = '/settings/departments';
  const [{ campuses, without_acronym }, pattern] = await Promise.all([repo.campusesOf(deps.db), repo.employeeNumberPattern(deps.db)]);
  if (!campuses) return { done: false, message: 'No campus exists: every office and person belongs to one.', link };
  if (pattern?.includes('{CAMPUS}') && without_acronym.length)
    return {
      done: false,
      message: `The employee numbers use the campus acronym, and ${namedFew(without_acronym)} ${without_acronym.length === 1 ? 'has' : 'have'} none.`,
      link,
    };
  return { done: true, message: `${campuses} ${campuses === 1 ? 'campus' : 'campuses'}.`, link };
}

async function officeHeadsCheck(deps: Deps): Promise<Check> {
  const link = '/settings/departments';
  const [people, offices] = await Promise.all([repo.activePeopleInOffices(deps.db), repo.officesWithoutHead(deps.db)]);
  if (!people) return { done: false, message: 'Nobody works in any office yet: import the personnel, then name each office’s head.', link };
  if (!offices.length) return { done: true, message: 'Every office with people has a head or officer-in-charge who can act.', link };
  const names = offices.map((o) => o.fullname);
  return {
    done: false,
    message:
      names.length === 1
        ? `Leave cannot be filed in the ${names[0]}: it has no head.`
        : `Leave cannot be filed in ${names.length} offices: ${namedFew(names)} have no head.`,
    link,
  };
}

async function roleHoldersCheck(deps: Deps): Promise<Check> {
  const link = '/settings/admin/users';
  const roles = await approvalRolesNobodyHolds(deps);
  if (!roles.length) return { done: true, message: 'Every role the approval chains name has someone to act.', link };
  const [first] = roles;
  return {
    done: false,
    message: `Nobody holds ${roles.length === 1 ? 'the role' : 'the roles'} ${namedFew(roles.map((r) => r.name))}: ${namedFew(first!.requests, 2)} ${
      first!.requests.length === 1 ? 'stops' : 'stop'
    } at the ${first!.name}'s step.`,
    link,
  };
}

async function chainsCheck(deps: Deps): Promise<Check> {
  const link = '/settings/approval-request';
  const blocked = await requestTypesNotReady(deps);
  if (!blocked.length) return { done: true, message: 'Every request type has an approval chain whose steps someone can act on.', link };
  const types = [...new Set(blocked.map((b) => b.label))];
  const [first] = blocked;
  return {
    done: false,
    message: `${types.length === 1 ? 'One request type cannot' : `${types.length} request types cannot`} be filed yet: ${first!.label}: ${first!.problem}.${
      types.length > 1 ? ` Also ${namedFew(types.slice(1), 3)}.` : ''
    }`,
    link,
  };
}

async function schedulesCheck(deps: Deps): Promise<Check> {
  const link = '/edats/work-schedules';
  const { has_default, without_schedule } = await repo.schedulesOf(deps.db, deps.clock.today());
  if (has_default) return { done: true, message: 'A default work schedule is followed by everyone without one of their own.', link };
  if (!without_schedule) return { done: true, message: 'Everyone has a work schedule.', link };
  return {
    done: false,
    message: `There is no default work schedule, and ${without_schedule} ${without_schedule === 1 ? 'person has' : 'people have'} none of their own: their DTRs cannot be computed.`,
    link,
  };
}

async function holidaysCheck(deps: Deps): Promise<Check> {
  const link = '/edats/work-schedules';
  const today = deps.clock.today();
  const year = Number(today.slice(0, 4));
  // Next year's holidays are due once it is December: the proclamation is out and the DTRs of January need them.
  const years = today.slice(5, 7) === '12' ? [year, year + 1] : [year];
  const counts = await repo.holidaysPerYear(deps.db, years);
  const missing = years.filter((y) => !counts.get(y));
  if (missing.length)
    return { done: false, message: `No holidays are entered for ${namedFew(missing.map(String))}: the DTRs would count them as absences.`, link };
  return { done: true, message: years.map((y) => `${counts.get(y)} holidays in ${y}`).join(', ') + '.', link };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function devicesCheck(deps: Deps): Promise<Check> {
  const link = '/edats/devices';
  const { registered, seen } = await repo.devicesOf(deps.db, new Date(deps.clock.now().getTime() - WEEK_MS));
  if (!registered) return { done: false, message: 'No biometric terminal or face kiosk is registered: nobody’s time in and out reaches the DTR.', link };
  if (!seen)
    return {
      done: false,
      message: `${registered === 1 ? 'The registered device has' : `None of the ${registered} registered devices has`} been heard from in the last week.`,
      link,
    };
  return { done: true, message: `${seen} of ${registered} ${registered === 1 ? 'device' : 'devices'} heard from in the last week.`, link };
}

/** The checklist, in the order the first administrator works through it. */
/** The records a university brings from its spreadsheets on day one (issue 41), each an item: on file, or to import. */
const DAY_ONE_IMPORTS = ['personnel', 'plantilla-items', 'service-records', 'leave-balances', 'deductions'] as const satisfies readonly TImportKind[];
const WHAT_IS_ON_FILE: Record<(typeof DAY_ONE_IMPORTS)[number], [string, string]> = {
  personnel: ['person', 'people'],
  'plantilla-items': ['plantilla item', 'plantilla items'],
  'service-records': ['service record line', 'service record lines'],
  'leave-balances': ['opening leave balance', 'opening leave balances'],
  deductions: ['loan or deduction', 'loans and deductions'],
};

function importCheck(kind: (typeof DAY_ONE_IMPORTS)[number]): SetupCheck['check'] {
  return async (deps) => {
    const [state] = await importStates(deps, [kind]);
    const [one, many] = WHAT_IS_ON_FILE[kind];
    const link = `/personnels/imports?kind=${kind}`;
    if (!state || state.records === 0) return { done: false, message: `No ${many} yet: import them from the office's spreadsheet.`, link };
    const last = state.last ? `; last imported from ${state.last.file_name} on ${manilaDate(state.last.created_at)}` : '';
    return { done: true, message: `${state.records.toLocaleString('en-US')} ${state.records === 1 ? one : many} on file${last}.`, link };
  };
}

const manilaDate = (instant: string) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant));

export const CHECKS: readonly SetupCheck[] = [
  { key: 'profile', title: "The university's profile", check: profileCheck },
  { key: 'campuses', title: 'Campuses', check: campusesCheck },
  { key: 'office_heads', title: 'Offices and their heads', check: officeHeadsCheck },
  { key: 'role_holders', title: 'Who holds the approving roles (HR office, accounting, head of agency)', check: roleHoldersCheck },
  { key: 'approval_chains', title: 'Approval chains for every request', check: chainsCheck },
  { key: 'work_schedules', title: 'Work schedules', check: schedulesCheck },
  { key: 'holidays', title: 'Holidays', check: holidaysCheck },
  { key: 'devices', title: 'Attendance devices', check: devicesCheck },
  ...DAY_ONE_IMPORTS.map((kind) => ({ key: `import_${kind}`, title: IMPORT_KIND_LABELS[kind], check: importCheck(kind) })),
];

/**
 * Every item checked on one connection, one question after another: some twenty small statements that take ~20 ms on a
 * connection already open. Sent together, they opened a connection each after a quiet moment, a new PostgreSQL process
 * with empty caches (110–130 ms for an administrator's dashboard, which carries the checklist's progress).
 */
export async function checklist(deps: Deps): Promise<{ items: TSetupItem[] }> {
  const answers = await withTransaction(deps.db, async (tx) => {
    const on = { ...deps, db: tx as Database };
    const done: Check[] = [];
    for (const c of CHECKS) done.push(await c.check(on));
    return done;
  });
  return { items: CHECKS.map((c, i) => ({ key: c.key, title: c.title, ...answers[i]! })) };
}

/** How far the checklist is done and its first open item, for the dashboard's card; null once everything is done. */
export async function setupProgress(deps: Deps): Promise<TSetupProgress | null> {
  const { items } = await checklist(deps);
  const next = items.find((item) => !item.done);
  return next ? { done: items.filter((item) => item.done).length, total: items.length, next } : null;
}
