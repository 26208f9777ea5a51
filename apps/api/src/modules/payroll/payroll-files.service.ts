import { PAYROLL_FILES, ZPayrollFileSettings, type TPayrollFile, type TPayrollFileSettings, type TPayslip } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readSetting, SETTING_DEFAULTS, writeSetting } from '../../lib/settings';
import {
  bankFile,
  GSIS_LOAN_PREFIX,
  gsisRemittance,
  MEMBER_NUMBER_DIGITS,
  PAGIBIG_MP2_CODE,
  PAGIBIG_STL_CODES,
  pagibigLoanRemittance,
  pagibigRemittance,
  philhealthRemittance,
  type BankRow,
  type Member,
} from '../../domain/payroll-files';
import { getRun } from './payroll.service';
import * as repo from './payroll-files.repo';

// The files an approved or paid run hands to GSIS, PhilHealth, Pag-IBIG and the depository bank (issue 40). A file is
// the run's figures as they were approved, so a run still in HR's hands or in the chain has none. A member the agency
// cannot be told about (no number in the PDS) or a person the bank cannot credit (no account number) refuses the whole
// file, naming each: a file that left them out would under-remit or leave someone unpaid without anyone noticing.

const FILE_STATUSES = new Set(['approved', 'paid']);

type Agency = keyof typeof MEMBER_NUMBER_DIGITS;
const NUMBER_FIELD: Record<Agency, 'gsis_no' | 'philhealth_no' | 'pagibig_no'> = { gsis: 'gsis_no', philhealth: 'philhealth_no', pagibig: 'pagibig_no' };
const NUMBER_NAME: Record<Agency, string> = { gsis: 'GSIS BP number', philhealth: 'PhilHealth number', pagibig: 'Pag-IBIG MID number' };

export type MadeFile = { fileName: string; type: 'text/csv' | 'text/plain'; text: string };

const payslipOf = (l: repo.FileLine) => l.payslip as TPayslip;
const taken = (l: repo.FileLine, code: string) => payslipOf(l).deductions.reduce((n, d) => n + (d.code === code ? d.taken : 0), 0);
const names = (people: repo.FileLine[]) => people.map((p) => p.fullname).join('; ');

/** Each member with the agency's number as digits; refused naming everyone whose number is missing or not its length. */
function members(lines: repo.FileLine[], agency: Agency): (repo.FileLine & { member: Member })[] {
  const digits = MEMBER_NUMBER_DIGITS[agency];
  const field = NUMBER_FIELD[agency];
  const out = lines.map((l) => ({
    ...l,
    member: { number: (l[field] ?? '').replace(/\D/g, ''), last: l.last_name, first: l.first_name, middle: l.middle_name ?? '' },
  }));
  const wrong = out.filter((l) => l.member.number.length !== digits);
  if (wrong.length) {
    throw AppError.validation(
      field,
      `The ${NUMBER_NAME[agency]} (${digits} digits) is missing or wrong in the PDS of: ${names(wrong)}. Correct it there, then make the file again.`,
    );
  }
  return out;
}

function gsis(month: string, lines: repo.FileLine[]) {
  const paying = lines.filter((l) => payslipOf(l).gsis + payslipOf(l).employer.gsis > 0);
  return gsisRemittance(
    month,
    members(paying, 'gsis').map((l) => {
      const p = payslipOf(l);
      const loans: Record<string, number> = {};
      for (const d of p.deductions) if (d.code.startsWith(GSIS_LOAN_PREFIX) && d.taken > 0) loans[d.code] = (loans[d.code] ?? 0) + d.taken;
      return { ...l.member, basic: p.basic, personal: p.gsis, government: p.employer.gsis, ec: p.employer.ec, loans };
    }),
  ).text;
}

function philhealth(month: string, lines: repo.FileLine[]) {
  const paying = lines.filter((l) => payslipOf(l).philhealth + payslipOf(l).employer.philhealth > 0);
  return philhealthRemittance(
    month,
    members(paying, 'philhealth').map((l) => ({
      ...l.member,
      basic: payslipOf(l).basic,
      personal: payslipOf(l).philhealth,
      employer: payslipOf(l).employer.philhealth,
    })),
  ).text;
}

function pagibig(month: string, lines: repo.FileLine[]) {
  const paying = lines.filter((l) => payslipOf(l).pagibig + payslipOf(l).employer.pagibig + taken(l, PAGIBIG_MP2_CODE) > 0);
  return pagibigRemittance(
    month,
    members(paying, 'pagibig').map((l) => ({
      ...l.member,
      compensation: payslipOf(l).basic,
      employee: payslipOf(l).pagibig,
      employer: payslipOf(l).employer.pagibig,
      mp2: taken(l, PAGIBIG_MP2_CODE),
    })),
  ).text;
}

function pagibigLoans(month: string, lines: repo.FileLine[]) {
  const codes = Object.keys(PAGIBIG_STL_CODES);
  const borrowing = lines.filter((l) => codes.some((c) => taken(l, c) > 0));
  const rows = members(borrowing, 'pagibig').flatMap((l) =>
    codes.filter((c) => taken(l, c) > 0).map((c) => ({ ...l.member, loanType: PAGIBIG_STL_CODES[c]!, amount: taken(l, c) })),
  );
  return pagibigLoanRemittance(month, rows).text;
}

async function bank(deps: Deps, month: string, lines: repo.FileLine[], payday: '15' | '30' | undefined) {
  const paid = lines.filter((l) => payslipOf(l).net > 0);
  const halved = paid.some((l) => payslipOf(l).halves !== null);
  if (payday && !halved) throw AppError.validation('payday', 'This run pays the net once a month: leave the payday out.');
  const without = paid.filter((l) => !l.bank_account_no);
  if (without.length) {
    throw AppError.validation(
      'bank_account_no',
      `No bank account number for: ${names(without)}. Enter each on the pay profile (Payroll › Fund sources and pay profiles), then make the file again.`,
    );
  }
  const rows: BankRow[] = paid.flatMap((l) => {
    const p = payslipOf(l);
    const base = { account: l.bank_account_no!, name: l.fullname };
    if (!p.halves) return [{ ...base, amount: p.net, payday: '30' as const }];
    const both = [
      { ...base, amount: p.halves.fifteenth, payday: '15' as const },
      { ...base, amount: p.halves.thirtieth, payday: '30' as const },
    ];
    return both.filter((r) => !payday || r.payday === payday);
  });
  const settings = await fileSettings(deps);
  const file = bankFile(settings.bank_layout, month, rows, { agencyCode: settings.bank_agency_code, fundingAccount: settings.bank_funding_account });
  return { text: file.text, csv: settings.bank_layout === 'csv' };
}

/** One file of an approved or paid run, audited as a read of everyone in it. */
export async function payrollFile(deps: Deps, actor: Actor, runId: number, kind: TPayrollFile, payday?: '15' | '30'): Promise<MadeFile> {
  const { run } = await getRun(deps, runId);
  if (!FILE_STATUSES.has(run.status)) {
    throw AppError.validation('status', `The files are made from an approved run: this run is ${run.status}. Send it through the approval chain first.`);
  }
  const lines = await repo.fileLines(deps.db, runId);
  const base = `${kind}-${run.month}-${run.id}`;
  let made: MadeFile;
  switch (kind) {
    case 'gsis':
      made = { fileName: `gsis-remittance-${run.month}-${run.id}.csv`, type: 'text/csv', text: gsis(run.month, lines) };
      break;
    case 'philhealth':
      made = { fileName: `philhealth-rf1-${run.month}-${run.id}.csv`, type: 'text/csv', text: philhealth(run.month, lines) };
      break;
    case 'pagibig':
      made = { fileName: `pagibig-mcrf-${run.month}-${run.id}.csv`, type: 'text/csv', text: pagibig(run.month, lines) };
      break;
    case 'pagibig-loans':
      made = { fileName: `pagibig-stl-${run.month}-${run.id}.csv`, type: 'text/csv', text: pagibigLoans(run.month, lines) };
      break;
    case 'bank': {
      const { text, csv } = await bank(deps, run.month, lines, payday);
      const name = `${base}${payday ? `-${payday}` : ''}`;
      made = csv ? { fileName: `${name}.csv`, type: 'text/csv', text } : { fileName: `${name}.txt`, type: 'text/plain', text };
      break;
    }
  }
  await auditPersonalRead(deps, actor, {
    entity: 'payroll_file',
    entityId: runId,
    what: `${PAYROLL_FILES[kind]}${payday ? ` (payday ${payday})` : ''}, ${run.title}`,
    personnelIds: lines.map((l) => l.personnel_id),
  });
  return made;
}

// ── The bank file's settings ──

export async function fileSettings(deps: Deps): Promise<TPayrollFileSettings> {
  const saved = ZPayrollFileSettings.safeParse(await readSetting(deps.db, 'payroll_files'));
  return saved.success ? saved.data : { ...SETTING_DEFAULTS.payroll_files };
}

export async function saveFileSettings(deps: Deps, actor: Actor, body: TPayrollFileSettings) {
  const before = await fileSettings(deps);
  await writeSetting(deps.db, 'payroll_files', body);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'payroll_settings',
    entityId: 'payroll_files',
    before,
    after: body,
    ip: actor.ip,
  });
  return { message: 'The bank file settings have been saved: the next bank file is made with them.', settings: body };
}
