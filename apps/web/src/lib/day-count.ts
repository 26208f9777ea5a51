import { words } from '@hris/contracts';

/**
 * A count of days as people say it: "2 days", "1.5 days", "0.125 day" (issue 42), for every page that shows days
 * outside the leave card; the card and CS Form 6 keep their three decimals. The API's titles and summaries use
 * the same words (contracts' words.dayCount), so a page and its request read alike.
 */
export const formatDays = (days: number): string => words.dayCount(days);
