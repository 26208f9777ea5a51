import { COVID_STATUS_LABELS, type TCovidStatus } from '@hris/contracts';

// The words and colours of the COVID pages. Shades dark enough for text on white (axe contrast).

export const statusLabel = (s: TCovidStatus) => COVID_STATUS_LABELS[s];
export const STATUS_COLOR: Record<TCovidStatus, string> = { boosted: 'teal', fully_vaccinated: 'green', exempt: 'grape', partially: 'orange', none: 'gray' };
export const percent = (n: number, of: number) => (of ? Math.round((n / of) * 100) : 0);
/** A count as shown: null is one withheld by the server because it could point at a person. */
export const FEWER_THAN_5 = 'fewer than 5';
export const shownCount = (n: number | null) => (n === null ? FEWER_THAN_5 : n.toLocaleString('en-US'));
/** A share in percent, or null when its count is withheld (a percentage would give the count back). */
export const shownPercent = (n: number | null, of: number) => (n === null ? null : percent(n, of));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Jul 2021" from "2021-07". */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
