import { ZScholarshipProgramBody, type TScholarshipApplication, type TScholarshipProgram, type TScholarshipStatus } from '@hris/contracts';
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

export type TProgramValues = {
  name: string;
  description: string;
  grant: string;
  duration_months: number | string;
  obligation_months: number | string;
  slots: number | string;
  open: boolean;
};

export const emptyProgram = (): TProgramValues => ({ name: '', description: '', grant: '', duration_months: 24, obligation_months: '', slots: '', open: true });

export function programValuesOf(p: TScholarshipProgram): TProgramValues {
  return {
    name: p.name,
    description: p.description ?? '',
    grant: pesosInputOf(p.grant),
    duration_months: p.duration_months,
    obligation_months: p.obligation_months,
    slots: p.slots ?? '',
    open: p.open,
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
  };
}
