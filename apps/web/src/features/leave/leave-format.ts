import type { TLeaveDayPart, TLeaveDetails } from '@hris/contracts';
import { formatLongDate } from '../../lib/dates';
import type { TLeaveApplication } from './leave.api';

// How the leave pages write things, the way CS Form No. 6 words them.

export const PART_LABELS: Record<TLeaveDayPart, string> = { whole: 'Whole day', am: 'Morning', pm: 'Afternoon' };

const shortDate = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayOnly = (iso: string) => shortDate.format(Date.parse(`${iso}T00:00:00Z`));

/** The inclusive dates as the form writes them: "Mar 3, 2026", "Mar 3, 2026 – Mar 4, 2026 (AM)". */
export function periodLabel(app: Pick<TLeaveApplication, 'date_from' | 'date_to' | 'part'>): string {
  const range = app.date_from === app.date_to ? dayOnly(app.date_from) : `${dayOnly(app.date_from)} – ${dayOnly(app.date_to)}`;
  return app.part === 'whole' ? range : `${range} (${app.part.toUpperCase()})`;
}

/** Sec. 23 monetization's reasons, short. */
const MONETIZATION_REASON_LABELS: Record<NonNullable<TLeaveDetails['reason']>, string> = {
  health: 'health or medical needs',
  calamity: 'calamity or accident',
  education: 'education',
  housing: 'housing loan',
  other: 'stated in the letter',
};

/** CS Form No. 6, 6.B: the details of the application in one line ("Within the Philippines: Baguio City"). */
export function detailsLabel(details: TLeaveDetails | null | undefined): string | null {
  if (!details) return null;
  const parts: string[] = [];
  if (details.location)
    parts.push(`${details.location === 'abroad' ? 'Abroad' : 'Within the Philippines'}${details.location_detail ? `: ${details.location_detail}` : ''}`);
  if (details.illness)
    parts.push(`${details.illness === 'hospital' ? 'In hospital' : 'Out-patient'}${details.illness_detail ? `: ${details.illness_detail}` : ''}`);
  if (details.women_illness) parts.push(`Illness: ${details.women_illness}`);
  if (details.study) parts.push(details.study === 'masters' ? "Completion of master's degree" : 'BAR/board examination review');
  if (details.other_purpose) parts.push(details.other_purpose === 'monetization' ? 'Monetization of leave credits' : 'Terminal leave');
  if (details.reason) parts.push(`Reason: ${MONETIZATION_REASON_LABELS[details.reason]}`);
  if (details.maternity_case) parts.push(details.maternity_case === 'miscarriage' ? 'Miscarriage / emergency termination' : 'Live birth');
  if (details.solo_parent) parts.push('Solo parent');
  if (details.delivery_number) parts.push(`Delivery no. ${details.delivery_number}`);
  if (details.remarks) parts.push(details.remarks);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "January 2026" from "2026-01", or the period as given when it is not a month. */
export function periodMonthLabel(period: string): string {
  return /^\d{4}-\d{2}$/.test(period) ? formatLongDate(`${period}-01`).replace(/ 1,/, '') : period;
}

export const thisYear = () => Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Manila', year: 'numeric' }));
