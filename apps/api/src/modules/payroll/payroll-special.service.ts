import type { TRunExclusion, TSpecialRunKind } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { readSetting } from '../../lib/settings';
import { percentOf, pesos, type PayLine } from '../../domain/payroll';
import { inForceOn, type Dated } from '../../domain/payroll-tables';
import {
  RATINGS,
  benefitsPayslip,
  clothingAllowance,
  midYearBonus,
  performanceBasedBonus,
  productivityEnhancementIncentive,
  yearEndBonus,
  type ClothingAllowanceRule,
  type DaysWithoutPay,
  type MidYearBonusRule,
  type PbbRule,
  type PeiRule,
  type Rating,
  type ServiceSpell,
  type YearEndBonusRule,
} from '../../domain/payroll-year';
import { ensureFreshPeople } from '../leave';
import { salaryHeldOn } from '../salary-schedule';
import { loadTables, type Tables } from './payroll-tables.service';
import { lineOf, type LineInsert } from './payroll.repo';
import * as repo from './payroll-special.repo';

// The special payrolls (issue 40): the mid-year bonus, the year-end bonus and cash gift, the PEI, the PBB and the
// uniform/clothing allowance, each paid on a run of its own kind through the same states and chain as the monthly
// run. For each person the rule in force (payroll_tables, HR's to correct) is applied by domain/payroll-year.ts to
// the spells of service (the service record), the days without pay (the leave card), the salary held on the rule's day
// (salary_held_on) and the rating (the approved IPCRs); whoever the rule leaves out is listed with its reason. What the
// benefits of the year exceed the yearly exemption by is taxed (benefitsPayslip).

export type SpecialRunScope = { id?: number; month: string; kind: TSpecialRunKind; campus_id: number | null; department_id: number | null };

type Rule =
  | { kind: 'mid_year_bonus'; rule: MidYearBonusRule; year: number; releaseFrom: string }
  | { kind: 'year_end_bonus'; rule: YearEndBonusRule; year: number; releaseFrom: string }
  | { kind: 'pei'; rule: PeiRule; year: number; releaseFrom: string }
  | { kind: 'pbb'; rule: PbbRule; year: number; releaseFrom: string }
  | { kind: 'clothing_allowance'; rule: ClothingAllowanceRule; year: number; releaseFrom: string };

const TABLES_PAGE = 'Payroll → Rate tables';

/**
 * The rule a special run of `kind` in `month` pays by: the one in force at the month's end (a fiscal year's PEI, the
 * PBB's latest fiscal year). Refused in words, on `kind` or `month`, when the tables hold none or the month comes before
 * the benefit may be released.
 */
export function ruleFor(tables: Tables, kind: TSpecialRunKind, month: string): Rule {
  const year = Number(month.slice(0, 4));
  const monthEnd = lastDayOf(month);
  const inForce = <T extends Dated>(rows: T[], what: string): T => {
    const started = rows.filter((r) => r.effectiveDate <= monthEnd);
    if (!started.length) throw AppError.validation('kind', `No ${what} rule is in force in ${month}: add it in ${TABLES_PAGE}.`);
    return inForceOn(started, monthEnd);
  };
  const notBefore = (releaseFrom: string, what: string) => {
    if (month < releaseFrom.slice(0, 7)) throw AppError.validation('month', `The ${what} is released not before ${longDate(releaseFrom)}.`);
    return releaseFrom;
  };
  switch (kind) {
    case 'mid_year_bonus': {
      const rule = inForce(tables.midYearBonus, 'mid-year bonus');
      return { kind, rule, year, releaseFrom: notBefore(`${year}-${rule.asOf}`, 'mid-year bonus') };
    }
    case 'year_end_bonus': {
      const rule = inForce(tables.yearEndBonus, 'year-end bonus');
      return { kind, rule, year, releaseFrom: notBefore(`${year}-${rule.releaseFrom}`, 'year-end bonus and cash gift') };
    }
    case 'pei': {
      const rows = tables.pei.filter((r) => r.fiscalYear === year);
      if (!rows.length) {
        throw AppError.validation('kind', `No PEI for FY ${year} is in the payroll tables: add it in ${TABLES_PAGE} with the amount the year's issuance sets.`);
      }
      const rule = rows.reduce((a, b) => (b.effectiveDate > a.effectiveDate ? b : a));
      return { kind, rule, year, releaseFrom: notBefore(`${year}-${rule.releaseFrom}`, `PEI for FY ${year}`) };
    }
    case 'pbb': {
      const rows = tables.pbb.filter((r) => r.fiscalYear <= year && r.effectiveDate <= monthEnd);
      if (!rows.length) {
        throw AppError.validation('kind', `No PBB rates are in the payroll tables: enter the fiscal year's rating tiers in ${TABLES_PAGE}.`);
      }
      const rule = rows.reduce((a, b) => (b.fiscalYear > a.fiscalYear || (b.fiscalYear === a.fiscalYear && b.effectiveDate > a.effectiveDate) ? b : a));
      return { kind, rule, year: rule.fiscalYear, releaseFrom: rule.effectiveDate };
    }
    case 'clothing_allowance': {
      const rule = inForce(tables.clothingAllowance, 'uniform/clothing allowance');
      return { kind, rule, year, releaseFrom: notBefore(`${year}-${rule.releaseFrom}`, 'uniform/clothing allowance') };
    }
  }
}

/** A special run may be opened for the month (its rule is there, its release has come) and no run of the kind and year pays the same people. */
export async function checkSpecialRun(deps: Deps, body: { kind: TSpecialRunKind; month: string; campus_id?: number | null; department_id?: number | null }) {
  const rule = ruleFor(await loadTables(deps.db), body.kind, body.month);
  const other = await repo.overlappingRun(deps.db, {
    kind: body.kind,
    year: Number(body.month.slice(0, 4)),
    campusId: body.campus_id ?? null,
    departmentId: body.department_id ?? null,
  });
  if (other) {
    throw AppError.validation(
      'kind',
      `Run #${other.id} (${other.month}, ${other.status}) already pays this benefit for ${body.month.slice(0, 4)} to some of the same people: open it, or narrow this run to another office.`,
    );
  }
  return rule;
}

/** The lines of a special run for these people, and whoever is left out with the reason. Nothing is saved. */
export async function specialLines(
  deps: Deps,
  run: SpecialRunScope,
  people: repo.BenefitPerson[],
): Promise<{ lines: LineInsert[]; exclusions: TRunExclusion[]; rule: Rule }> {
  const tables = await loadTables(deps.db);
  const r = ruleFor(tables, run.kind, run.month);
  const ids = people.map((p) => p.personnel_id);
  const taxTable = inForceOn(tables.tax, lastDayOf(run.month));
  const settings = inForceOn(tables.settings, lastDayOf(run.month));
  // The service is counted from 1 July of the year before (the mid-year bonus) at the earliest.
  const countFrom = `${r.year - 1}-07`;
  const salaryDay = r.kind === 'mid_year_bonus' || r.kind === 'year_end_bonus' || r.kind === 'pbb' ? `${r.year}-${r.rule.asOf}` : null;
  await ensureFreshPeople(deps, ids);
  const [spells, lwop, ratings, scale, used, already, monthTaxable, held, partTimeShare] = await Promise.all([
    repo.serviceSpellsOf(deps.db, ids),
    repo.lwopMonthsOf(deps.db, ids, countFrom, `${r.year}-12`),
    repo.approvedRatingsOf(deps.db, ids),
    repo.ratingScale(deps.db),
    repo.benefitsOfYear(deps.db, ids, Number(run.month.slice(0, 4)), run.id ?? null, run.kind),
    repo.paidByAnotherRun(deps.db, ids, run.kind, Number(run.month.slice(0, 4)), run.id ?? null),
    repo.monthTaxableOf(deps.db, ids, run.month),
    salaryDay ? salaryHeldOn(deps.db, ids, salaryDay) : Promise.resolve([]),
    readSetting(deps.db, 'part_time_benefit_share'),
  ]);
  const by = <T extends { personnel_id: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const row of rows) m.set(row.personnel_id, [...(m.get(row.personnel_id) ?? []), row]);
    return m;
  };
  const spellsBy = by(spells);
  const lwopBy = by(lwop);
  const ratingsBy = by(ratings);
  const usedBy = new Map(used.map((u) => [u.personnel_id, u.exempt]));
  const alreadyBy = new Map(already.map((a) => [a.personnel_id, a]));
  const taxableBy = new Map(monthTaxable.map((t) => [t.personnel_id, t.taxable]));
  const heldBy = new Map(held.map((h) => [h.personnel_id, h]));
  // A casual's or one who left's salary on another day (the year-end bonus of one who left): looked up per day.
  const lines: LineInsert[] = [];
  const exclusions: TRunExclusion[] = [];
  const exclude = (p: repo.BenefitPerson, reason: string) => exclusions.push({ personnel_id: p.personnel_id, fullname: p.fullname, office: p.office, reason });
  for (const p of people) {
    const other = alreadyBy.get(p.personnel_id);
    if (other) {
      exclude(p, `Already in run #${other.run_id} of ${other.month} (${other.status}) for this benefit.`);
      continue;
    }
    const service = spellsOf(p, spellsBy.get(p.personnel_id) ?? []);
    if (!service.length) {
      exclude(p, 'No service record, no date of original appointment and no plantilla item: the service cannot be counted (enter the service record).');
      continue;
    }
    const withoutPay = (lwopBy.get(p.personnel_id) ?? []).map((m) => lwopSpell(m.period, m.lwop_days, settings.daysPerMonth));
    let result: { eligible: true; lines: PayLine[] } | { eligible: false; reason: string };
    try {
      result = await benefitOf(deps, r, {
        service,
        withoutPay,
        salaryOn: heldBy.get(p.personnel_id)?.monthly ?? null,
        lastDay: p.separated_on ? previousDay(p.separated_on) : null,
        ratings: ratingsBy.get(p.personnel_id) ?? [],
        scale,
        personnelId: p.personnel_id,
      });
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      exclude(p, `${e.message}.`);
      continue;
    }
    if (!result.eligible) {
      exclude(p, result.reason);
      continue;
    }
    const share = Number(partTimeShare);
    const paidLines = p.part_time
      ? result.lines.map((l) => ({ ...l, amount: percentOf(l.amount, share), label: `${l.label}; part-time: ${share / 100}% of ${pesos(l.amount)}` }))
      : result.lines;
    const payslip = benefitsPayslip({
      lines: paidLines,
      exemptUsedBefore: usedBy.get(p.personnel_id) ?? 0,
      monthTaxable: taxableBy.get(p.personnel_id) ?? 0,
      table: taxTable,
    });
    const held = heldBy.get(p.personnel_id);
    lines.push(lineOf(p, { grade: held?.salary_grade ?? null, step: held?.salary_step ?? null }, payslip));
  }
  return { lines, exclusions, rule: r };
}

type PersonFacts = {
  service: ServiceSpell[];
  withoutPay: DaysWithoutPay[];
  /** The monthly salary held on the rule's day (15 May, 31 October, 31 December), null when none is recorded. */
  salaryOn: number | null;
  lastDay: string | null;
  ratings: { year: number; ends_on: string; final_rating: number; adjective: string | null }[];
  scale: { adjective: string; min_average: number; max_average: number }[];
  personnelId: number;
};

async function benefitOf(deps: Deps, r: Rule, f: PersonFacts): Promise<{ eligible: true; lines: PayLine[] } | { eligible: false; reason: string }> {
  const salary = (day: string) => {
    if (f.salaryOn === null) throw new RangeError(`No salary is recorded for ${longDate(day)} (the plantilla item held, or the position's grade)`);
    return f.salaryOn;
  };
  switch (r.kind) {
    case 'mid_year_bonus': {
      const asOf = `${r.year}-${r.rule.asOf}`;
      // The last rating period before the bonus: the latest approved IPCR whose period ended by 15 May.
      const last = f.ratings.filter((x) => x.ends_on <= asOf).at(-1);
      const rating = last ? adjectiveOf(last.final_rating, last.adjective, f.scale) : null;
      const out = midYearBonus({ year: r.year, service: f.service, withoutPay: f.withoutPay, basicMonthly: f.salaryOn ?? 0, lastRating: rating, rule: r.rule });
      if (out.eligible) salary(asOf);
      return out;
    }
    case 'year_end_bonus': {
      const asOf = `${r.year}-${r.rule.asOf}`;
      let basic = f.salaryOn;
      // One who left before 31 October: the salary before leaving (BC 2016-4 item 6.2).
      if (f.lastDay && f.lastDay < asOf) basic = (await salaryHeldOn(deps.db, [f.personnelId], f.lastDay))[0]?.monthly ?? null;
      const out = yearEndBonus({ year: r.year, service: f.service, withoutPay: f.withoutPay, basicMonthly: basic ?? 0, rule: r.rule });
      // The cash gift alone (less than four months, in service on 31 October) needs no salary.
      if (out.eligible && basic === null && out.service.months >= r.rule.minimumMonths) salary(f.lastDay && f.lastDay < asOf ? f.lastDay : asOf);
      return out;
    }
    case 'pei':
      return productivityEnhancementIncentive({ year: r.year, service: f.service, withoutPay: f.withoutPay, rule: r.rule });
    case 'pbb': {
      // The fiscal year's rating: the average of its approved IPCRs, by the rating scale.
      const year = f.ratings.filter((x) => x.year === r.year);
      const average = year.length ? year.reduce((s, x) => s + x.final_rating, 0) / year.length : null;
      const rating = average === null ? null : adjectiveOf(Math.round(average * 1000) / 1000, null, f.scale);
      const out = performanceBasedBonus({ year: r.year, service: f.service, withoutPay: f.withoutPay, basicMonthly: f.salaryOn ?? 0, rating, rule: r.rule });
      if (out.eligible) salary(`${r.year}-${r.rule.asOf}`);
      return out;
    }
    case 'clothing_allowance':
      return clothingAllowance({ year: r.year, service: f.service, withoutPay: f.withoutPay, rule: r.rule });
  }
}

/** The adjectival rating of an average, by the scale HR keeps (the IPCR's own adjective when it names one of the five). */
function adjectiveOf(average: number, given: string | null, scale: PersonFacts['scale']): Rating | null {
  const known = (s: string | null | undefined): Rating | null =>
    (RATINGS as readonly string[]).find((r) => r.toLowerCase() === s?.toLowerCase()) as Rating | null;
  if (given && known(given)) return known(given);
  const row = scale.find((s) => average >= s.min_average && average <= s.max_average);
  return known(row?.adjective) ?? null;
}

/**
 * The spells of service: the service record's lines; with none, from the date of original appointment, or else from the
 * day the plantilla item held was filled. A separation
 * closes an open spell the day before it takes effect.
 */
function spellsOf(p: repo.BenefitPerson, lines: { from: string; to: string | null }[]): ServiceSpell[] {
  const since = p.appointed ?? p.item_since;
  const spells = lines.length ? lines.map((l) => ({ from: l.from, to: l.to })) : since ? [{ from: since, to: null }] : [];
  const lastDay = p.separated_on ? previousDay(p.separated_on) : null;
  return spells
    .map((s) => (s.to === null && lastDay ? { from: s.from, to: lastDay < s.from ? s.from : lastDay } : s))
    .filter((s) => s.to === null || s.to >= s.from);
}

/**
 * A month's days without pay on the leave card, as calendar days from the 1st: the card gives working days without
 * their dates, so they are taken as the same share of the month's calendar days (22 of 22 working days: the whole
 * month). CSC-RULES.md, "The payroll year's rules encoded".
 */
function lwopSpell(period: string, lwopDays: number, daysPerMonth: number): DaysWithoutPay {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const monthDays = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Math.min(monthDays, Math.max(1, Math.round((lwopDays / daysPerMonth) * monthDays)));
  return { from: `${period}-01`, to: `${period}-${String(days).padStart(2, '0')}` };
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function longDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}
