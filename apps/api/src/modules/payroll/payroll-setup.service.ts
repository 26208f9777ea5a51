import type { TDeductionTypeBody, TFundSource, TFundSourceBody, TPayProfileBody, TPersonDeductionBody } from '@hris/contracts';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import * as repo from './payroll.repo';

// What payroll keeps beside the runs: the deductions HR keeps per person, the fund sources the casuals are charged
// to, and the casuals' funds and job order workers' daily rates. Nobody sets their own.

const OWN = 'Your own pay records are kept by another payroll officer.';

async function mustPerson(deps: Deps, personnelId: number) {
  const person = await repo.personToPay(deps.db, personnelId);
  if (!person) throw AppError.validation('personnel_id', 'The employee was not found.');
  return person;
}

// ── Deduction types ──
// Whether a kind of deduction is excluded from taxable compensation is data the payroll officers keep (issue 36):
// union dues are seeded excluded (NIRC Sec. 32(B)(7)(f)); a change takes effect in the next computation.
export async function listDeductionTypes(deps: Deps) {
  return { deduction_types: await repo.listDeductionTypes(deps.db) };
}

export async function saveDeductionType(deps: Deps, actor: Actor, code: string, body: TDeductionTypeBody) {
  const before = await repo.deductionTypeByCode(deps.db, code);
  await repo.saveDeductionType(deps.db, code, { name: body.name, tax_excluded: body.tax_excluded, legal_basis: body.legal_basis || null });
  const after = (await repo.deductionTypeByCode(deps.db, code))!;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: before ? 'update' : 'create',
    entity: 'deduction_type',
    entityId: code,
    before,
    after,
    ip: actor.ip,
  });
  const how = after.tax_excluded ? 'excluded from taxable compensation' : 'part of taxable compensation';
  return { message: `${after.name} (${code}) has been saved: ${how}.`, deduction_type: after };
}

// ── Deductions ──
/** Other people's loans with their balances are personal data (RA 10173): the read is audited, naming whose. */
export async function listDeductions(deps: Deps, actor: Actor, personnelId?: number) {
  const deductions = await repo.listDeductions(deps.db, personnelId);
  await auditPersonalRead(deps, actor, {
    entity: 'person_deduction',
    what: 'deductions and loan balances',
    personnelIds: deductions.map((d) => d.personnel_id),
    details: personnelId ? { filter_personnel_id: personnelId } : undefined,
  });
  return { deductions };
}

export async function saveDeduction(deps: Deps, actor: Actor, id: number | null, body: TPersonDeductionBody) {
  refuseOwnRecord(actor, body.personnel_id, OWN);
  const before = id === null ? null : await repo.deductionById(deps.db, id);
  if (id !== null && !before) throw AppError.notFound('The deduction was not found.');
  if (before) refuseOwnRecord(actor, before.personnel_id, OWN);
  const person = await mustPerson(deps, body.personnel_id);
  const saved = await repo.saveDeduction(deps.db, id, {
    personnelId: body.personnel_id,
    code: body.code,
    label: body.label,
    monthly: body.monthly,
    startMonth: body.start_month,
    endMonth: body.end_month ?? null,
    balance: body.balance ?? null,
    priority: body.priority,
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: id ? 'update' : 'create',
    entity: 'person_deduction',
    entityId: saved,
    before,
    after: body,
    ip: actor.ip,
  });
  return { message: `${body.label} of ${person.fullname} has been saved.`, deduction: (await repo.deductionById(deps.db, saved))! };
}

export async function stopDeduction(deps: Deps, actor: Actor, id: number) {
  const before = await repo.deductionById(deps.db, id);
  if (!before) throw AppError.notFound('The deduction was not found.');
  refuseOwnRecord(actor, before.personnel_id, OWN);
  await repo.stopDeduction(deps.db, id);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'person_deduction',
    entityId: id,
    before,
    after: { active: false },
    ip: actor.ip,
  });
  return { message: `${before.label} of ${before.fullname} has been stopped.`, deduction: (await repo.deductionById(deps.db, id))! };
}

// ── Fund sources ──
function withCeiling(f: TFundSource): TFundSource {
  return { ...f, over_ceiling: f.monthly_ceiling !== null && f.month_cost > f.monthly_ceiling };
}

export async function listFundSources(deps: Deps, month?: string) {
  const m = month ?? deps.clock.today().slice(0, 7);
  return { month: m, fund_sources: (await repo.listFundSources(deps.db, m)).map(withCeiling) };
}

export async function saveFundSource(deps: Deps, actor: Actor, id: number | null, body: TFundSourceBody) {
  if (id !== null && !(await repo.fundSourceById(deps.db, id))) throw AppError.notFound('The fund source was not found.');
  const saved = await repo.saveFundSource(deps.db, id, {
    code: body.code,
    name: body.name,
    startDate: body.start_date ?? null,
    endDate: body.end_date ?? null,
    monthlyCeiling: body.monthly_ceiling ?? null,
    active: body.active,
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: id ? 'update' : 'create', entity: 'fund_source', entityId: saved, after: body, ip: actor.ip });
  const [fund] = await repo.listFundSources(deps.db, deps.clock.today().slice(0, 7), saved);
  return { message: `${body.code} ${body.name} has been saved.`, fund_source: withCeiling(fund!) };
}

// ── Pay profiles ──
/** A casual's fund, a job order worker's daily rate and anyone's bank account are their pay: the read is audited, naming whose. */
export async function listProfiles(deps: Deps, actor: Actor, filter: { fund_source_id?: number; term?: string }) {
  const fundSourceId = filter.fund_source_id;
  const { profiles, total } = await repo.listProfiles(deps.db, { fundSourceId, term: filter.term });
  await auditPersonalRead(deps, actor, {
    entity: 'pay_profile',
    what: 'pay profiles (fund source, daily rate, bank account)',
    personnelIds: profiles.map((p) => p.personnel_id),
    details: fundSourceId ? { fund_source_id: fundSourceId } : undefined,
  });
  return { profiles, total };
}

export async function saveProfile(deps: Deps, actor: Actor, personnelId: number, body: TPayProfileBody) {
  refuseOwnRecord(actor, personnelId, OWN);
  const before = await repo.profileOf(deps.db, personnelId);
  if (!before) throw AppError.notFound('The employee was not found.');
  // Everyone paid has a bank account on the profile (issue 40); only casuals and job order workers a fund or a daily rate.
  if (before.employment_kind !== 'casual' && before.employment_kind !== 'job_order' && (body.fund_source_id || body.daily_rate || body.sworn_declaration)) {
    throw AppError.validation(
      'personnel_id',
      'Only casuals and job order workers have a fund source or a daily rate here; plantilla employees are paid by their item.',
    );
  }
  if (body.fund_source_id && !(await repo.fundSourceById(deps.db, body.fund_source_id)))
    throw AppError.validation('fund_source_id', 'The fund source was not found.');
  if (before.employment_kind === 'job_order' && !body.daily_rate) throw AppError.validation('daily_rate', 'A job order worker is paid a daily rate: enter it.');
  await repo.saveProfile(deps.db, personnelId, {
    fundSourceId: body.fund_source_id ?? null,
    dailyRate: body.daily_rate ?? null,
    sworn: body.sworn_declaration,
    bankAccountNo: body.bank_account_no,
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'pay_profile', entityId: personnelId, before, after: body, ip: actor.ip });
  return { message: `The pay record of ${before.fullname} has been saved.`, profile: (await repo.profileOf(deps.db, personnelId))! };
}
