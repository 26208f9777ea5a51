import type { TLeaveBalances, TLeaveCertification, TRequestSummary, TSummaryLine } from '@hris/contracts';
import { dateRange, dayCount, days, hours, line } from '../../lib/words';
import type * as repo from './applications.repo';

// A leave application in the users' words, for the approver who decides it (the approval drawer, issue 17).

const PART = { whole: null, am: 'Morning only', pm: 'Afternoon only' } as const;
const LOCATION = { philippines: 'Within the Philippines', abroad: 'Abroad' } as const;
const ILLNESS = { hospital: 'In hospital', outpatient: 'Out-patient' } as const;
const STUDY = { masters: "Completion of master's degree", bar_board: 'BAR/board examination review' } as const;
const OTHER_PURPOSE = { monetization: 'Monetization of leave credits', terminal: 'Terminal leave' } as const;
const MATERNITY = { live_birth: 'Live birth', miscarriage: 'Miscarriage or emergency termination' } as const;
const MONETIZATION_REASON = {
  health: 'Health, medical or hospital needs',
  calamity: 'A calamity, fire, earthquake or accident',
  education: 'Education',
  housing: 'A housing loan or the purchase of a lot or house',
  other: 'Another reason stated in the letter',
} as const;

const joined = (kind: string | null | undefined, detail: string | null | undefined) => [kind, detail].filter(Boolean).join(': ') || null;
const pick = <K extends string>(words: Record<K, string | null>, key: unknown) => (typeof key === 'string' && key in words ? words[key as K] : null);

/** The details of CS Form No. 6 (6.A–6.D) that the approver needs, in the form's own words. */
export function leaveFacts(row: repo.LeaveApplicationRow): TSummaryLine[] {
  const d = row.details;
  const monetization = row.leave_type.code === 'MON' || row.leave_type.code === 'MON50';
  return [
    ...line('Employee', row.personnel.fullname),
    ...line('Department', row.personnel.department?.fullname ?? null),
    ...line('Leave type', row.leave_type.name),
    ...(monetization ? [] : line('Dates', dateRange(row.date_from, row.date_to))),
    ...line('Part of the day', PART[row.part]),
    ...(row.leave_type.code === 'CTO' && row.hours !== null
      ? line('Hours', hours(row.hours))
      : line(monetization ? 'Days to monetize' : 'Working days', dayCount(row.working_days))),
    ...(row.leave_type.charged_to && row.leave_type.code !== 'CTO' ? line('With pay', dayCount(row.days_with_pay)) : []),
    ...(row.days_without_pay > 0 ? line('Without pay', dayCount(row.days_without_pay)) : []),
    ...line('Where spent', joined(pick(LOCATION, d.location), d.location_detail)),
    ...line('Illness', joined(pick(ILLNESS, d.illness), d.illness_detail)),
    ...line('Special leave benefits for women: illness', d.women_illness),
    ...line('Study leave', pick(STUDY, d.study)),
    ...line('Purpose', pick(OTHER_PURPOSE, d.other_purpose)),
    ...line('Maternity', pick(MATERNITY, d.maternity_case)),
    ...(d.solo_parent ? line('Solo parent', 'Yes') : []),
    ...line('Delivery of the spouse', typeof d.delivery_number === 'number' ? `No. ${d.delivery_number}` : null),
    ...line('Reason', pick(MONETIZATION_REASON, d.reason)),
    ...line('Remarks', d.remarks),
    ...line('Commutation', row.commutation ? 'Requested' : 'Not requested'),
    ...(row.emergency ? line('Filed', 'After the fact (emergency)') : []),
    ...line('Attachment', row.attachment?.name ?? null),
    ...line('Filed by HR', row.filed_by?.name ?? null),
  ];
}

/** The person's credits as of today that a leave of this kind touches: always VL and SL, and the kind's own. */
export function leaveBalances(row: Pick<repo.LeaveApplicationRow, 'leave_type'>, b: TLeaveBalances): TSummaryLine[] {
  const code = row.leave_type.code;
  return [
    ...line('Vacation leave', days(b.vl)),
    ...line('Sick leave', days(b.sl)),
    ...line('Forced leave left this year', days(b.forced_leave_remaining)),
    ...line('Special privilege leave left', days(b.spl)),
    ...(code === 'CTO' || b.coc_hours > 0 ? line('COC', hours(b.coc_hours)) : []),
    ...(row.leave_type.charged_to === 'SC' || b.service_credits > 0 ? line('Service credits', days(b.service_credits)) : []),
  ];
}

export function summaryOf(
  row: repo.LeaveApplicationRow,
  balances: TLeaveBalances,
  certification: TLeaveCertification | null,
  monetization: string | null = null,
): TRequestSummary {
  // A monetization shows its amount in pesos with the computation (issue 36).
  return { facts: [...leaveFacts(row), ...line('Amount', monetization)], balances: leaveBalances(row, balances), certification };
}
