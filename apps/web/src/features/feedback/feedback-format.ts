import { FEEDBACK_STATUS_LABELS, type TFeedbackStatus } from '@hris/contracts';

// What the feedback pages share: the status badge's colour and words, the rating in stars, a month's label.

export const STATUS_COLOR: Record<TFeedbackStatus, string> = { new: 'blue', acknowledged: 'yellow', resolved: 'green' };
export const statusLabel = (status: TFeedbackStatus) => FEEDBACK_STATUS_LABELS[status];

/** "★★★☆☆" for 3 of 5. */
export const stars = (rating: number) => '★'.repeat(Math.max(0, Math.min(5, rating))) + '☆'.repeat(Math.max(0, 5 - rating));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-10" → "Oct 2026"; `short` → "Oct '26". */
export function monthLabel(month: string, short = false): string {
  const name = MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
  return short ? `${name} '${month.slice(2, 4)}` : `${name} ${month.slice(0, 4)}`;
}

/** The colour of an average rating on the chart: red (1) through amber (3) to green (5). */
export function ratingColor(average: number): string {
  const hue = Math.round(((Math.max(1, Math.min(5, average)) - 1) / 4) * 120);
  return `hsl(${hue} 70% 38%)`;
}
