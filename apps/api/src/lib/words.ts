import { words } from '@hris/contracts';

// How dates, times and figures read in what the API says in words: the contracts' words (packages/contracts/src/words.ts).
export const { clockTime, longDate, dateRange, credits, days, dayCount, hours, line, yesNo } = words;
