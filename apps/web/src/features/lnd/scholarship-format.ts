import {
  SCHOLARSHIP_DECISION_RULES,
  SCHOLARSHIP_DEGREES,
  SCHOLARSHIP_OPEN_TO,
  ZScholarshipProgramBody,
  type TScholarshipApplication,
  type TScholarshipDecisionRule,
  type TScholarshipOpenTo,
  type TScholarshipProgram,
  type TScholarshipStatus,
} from '@hris/contracts';
import { formatPeso, pesosInputOf } from '../../lib/money';
import { typedPesos } from './lnd-format';

// The pure helpers of the scholarship pages (issue 22): statuses and durations in words, what a scholar's row says
// about the obligation, and the program form's values to the body the contract checks and back.

export const SCHOLARSHIP_STATUS: Record<TScholarshipStatus, { label: string; color: string }> = {
  submitted: { label: 'Under review', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  returned: { label: 'Returned', color: 'orange' },
  disapproved: { label: 'Disapproved', color: 'red' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
};

/** 24 → "2 years", 12 → "1 year", 18 → "18 months", 1 → "1 month". */
export function monthsLabel(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** A program in one line: "₱240,000.00 · 2 years of study · 2 years of service". */
export function programTerms(p: Pick<TScholarshipProgram, 'grant' | 'duration_months' | 'obligation_months'>): string {
  return `${formatPeso(p.grant)} · ${monthsLabel(p.duration_months)} of study · ${monthsLabel(p.obligation_months)} of service`;
}

/** "1 of 2 slots taken", or "no slot limit". */
export function slotsLabel(p: Pick<TScholarshipProgram, 'slots' | 'taken'>): string {
  return p.slots === null ? `${p.taken} scholar${p.taken === 1 ? '' : 's'}, no slot limit` : `${p.taken} of ${p.slots} slot${p.slots === 1 ? '' : 's'} taken`;
}

/** What the scholars' list says of the obligation: the red flag with the refund, or where it stands. */
export function obligationNote(a: Pick<TScholarshipApplication, 'obligation_end' | 'separated_before_obligation' | 'refund_owed' | 'unserved_months'>): {
  tone: 'red' | 'dimmed';
  text: string;
} {
  if (a.separated_before_obligation)
    return {
      tone: 'red',
      text: `Separated before the obligation ended: ${a.unserved_months ?? 0} month${a.unserved_months === 1 ? '' : 's'} unserved, refund owed ${formatPeso(a.refund_owed ?? 0)}`,
    };
  return { tone: 'dimmed', text: a.obligation_end ? 'Serving, or to serve, the obligation' : 'Obligation set at approval' };
}

/** Who may apply and how the committee decides, one phrase each: "For faculty", "A master’s degree before it"… */
export function programConditions(p: Pick<TScholarshipProgram, 'open_to' | 'degree_required' | 'min_years_service' | 'max_age' | 'decision_rule'>): string[] {
  return [
    p.open_to === 'everyone' ? 'Open to everyone' : `For ${SCHOLARSHIP_OPEN_TO[p.open_to].toLowerCase()}`,
    ...(p.degree_required ? [`${SCHOLARSHIP_DEGREES[p.degree_required]} before it`] : []),
    ...(p.min_years_service ? [`At least ${p.min_years_service} year${p.min_years_service === 1 ? '' : 's'} of service`] : []),
    ...(p.max_age ? [`Up to ${p.max_age} years old`] : []),
    `Decided by ${decisionRuleWords(p.decision_rule)}`,
  ];
}

/** What the votes need and where they stand: "2 of the committee’s 3 members must approve (a majority): not decided yet". */
export function decisionNote(d: TScholarshipApplication['decision']): string {
  const where = d.outcome === 'approve' ? 'the votes approve it' : d.outcome === 'disapprove' ? 'the votes do not approve it' : 'not decided yet';
  return `${d.needed} of the committee’s ${d.members} members must approve (${SCHOLARSHIP_DECISION_RULES[d.rule]}): ${where}`;
}

/** "a majority of the committee’s members". */
export const decisionRuleWords = (rule: TScholarshipDecisionRule) => SCHOLARSHIP_DECISION_RULES[rule].replace('the members', 'the committee’s members');

export type TProgramValues = {
  name: string;
  description: string;
  grant: string;
  duration_months: number | string;
  obligation_months: number | string;
  slots: number | string;
  open: boolean;
  open_to: TScholarshipOpenTo;
  /** Empty (or null, cleared) for none asked. */
  degree_required: string | null;
  min_years_service: number | string;
  max_age: number | string;
  decision_rule: TScholarshipDecisionRule;
};

export const emptyProgram = (): TProgramValues => ({
  name: '',
  description: '',
  grant: '',
  duration_months: 24,
  obligation_months: '',
  slots: '',
  open: true,
  open_to: 'everyone',
  degree_required: '',
  min_years_service: '',
  max_age: '',
  decision_rule: 'majority',
});

export function programValuesOf(p: TScholarshipProgram): TProgramValues {
  return {
    name: p.name,
    description: p.description ?? '',
    grant: pesosInputOf(p.grant),
    duration_months: p.duration_months,
    obligation_months: p.obligation_months,
    slots: p.slots ?? '',
    open: p.open,
    open_to: p.open_to,
    degree_required: p.degree_required ?? '',
    min_years_service: p.min_years_service ?? '',
    max_age: p.max_age ?? '',
    decision_rule: p.decision_rule,
  };
}

/** The program form's schema: the contract's, the grant typed in pesos. */
export const ZProgramForm = ZScholarshipProgramBody.safeExtend({ grant: typedPesos(ZScholarshipProgramBody.shape.grant) });

/** The form's values as ZProgramForm reads them: empty numbers left out or null, the grant as typed. */
export function programInputOf(v: TProgramValues): Record<string, unknown> {
  return {
    name: v.name,
    description: v.description || null,
    grant: v.grant,
    duration_months: v.duration_months === '' ? undefined : v.duration_months,
    obligation_months: v.obligation_months === '' ? null : v.obligation_months,
    slots: v.slots === '' ? null : v.slots,
    open: v.open,
    open_to: v.open_to,
    degree_required: v.degree_required || null,
    min_years_service: v.min_years_service === '' ? null : v.min_years_service,
    max_age: v.max_age === '' ? null : v.max_age,
    decision_rule: v.decision_rule,
  };
}
