// The Philippine holidays a year's calendar can be worked out from the law alone (CSC-RULES.md: "Seed the
// computable ones"): the regular holidays with fixed dates and the movable ones the law gives a rule for
// (EO 292 Book I Sec. 26 as amended by RA 9177, RA 9492 and RA 9849). The special non-working days and the
// two Eid holidays depend on each year's proclamation, so HR enters those. Shared here because the seed
// (packages/db), the API's yearly job and the tests' date helpers all need the same dates.

/** Every holiday the law fixes or computes is a regular holiday; special non-working days are proclaimed. */
export type ComputableHolidayKind = 'regular';
export type ComputableHoliday = { date: string; name: string; kind: ComputableHolidayKind };

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year: the Anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return iso(year, Math.floor(n / 31), (n % 31) + 1);
}

/** The last Monday of August (National Heroes Day, RA 9492). */
function lastMondayOfAugust(year: number): string {
  const weekday = new Date(Date.UTC(year, 7, 31)).getUTCDay(); // 0 Sunday … 6 Saturday
  return iso(year, 8, 31 - ((weekday + 6) % 7));
}

/** The regular holidays of a year the law alone determines, by date (two may share a date, e.g. 2020-04-09). */
export function computableHolidays(year: number): ComputableHoliday[] {
  if (!Number.isInteger(year) || year < 1583) throw new Error(`Not a Gregorian year: ${year}`);
  const easter = easterSunday(year);
  const holidays: ComputableHoliday[] = [
    { date: iso(year, 1, 1), name: "New Year's Day", kind: 'regular' },
    { date: shift(easter, -3), name: 'Maundy Thursday', kind: 'regular' },
    { date: shift(easter, -2), name: 'Good Friday', kind: 'regular' },
    { date: iso(year, 4, 9), name: 'Araw ng Kagitingan', kind: 'regular' },
    { date: iso(year, 5, 1), name: 'Labor Day', kind: 'regular' },
    { date: iso(year, 6, 12), name: 'Independence Day', kind: 'regular' },
    { date: lastMondayOfAugust(year), name: 'National Heroes Day', kind: 'regular' },
    { date: iso(year, 11, 30), name: 'Bonifacio Day', kind: 'regular' },
    { date: iso(year, 12, 25), name: 'Christmas Day', kind: 'regular' },
    { date: iso(year, 12, 30), name: 'Rizal Day', kind: 'regular' },
  ];
  // Easter moves Maundy Thursday and Good Friday around 9 April: keep the list in calendar order.
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** Whether a date (YYYY-MM-DD) is one of its year's computable holidays. */
export function isComputableHoliday(date: string): boolean {
  return computableHolidays(Number(date.slice(0, 4))).some((h) => h.date === date);
}
