// The tables of CSC's Omnibus Rules on Leave, row for row (CSC-RULES.md). They are the official tables,
// not formulas: the days-present table rounds its half-way values up from 19.5 days and down from 16.5,
// the minutes table rounds half-way values down. Kept as data so a reader can check them against the
// printed tables; apps/api/test/leave-rules.test.ts checks every row.

/** Credits earned in a month (VL or SL, each) by days present on the 30-day base: [days present, credits]. 61 rows, 30 down to 0 by half days. */
export const CREDITS_BY_DAYS_PRESENT: readonly (readonly [number, number])[] = [
  [30.0, 1.25],
  [29.5, 1.229],
  [29.0, 1.208],
  [28.5, 1.188],
  [28.0, 1.167],
  [27.5, 1.146],
  [27.0, 1.125],
  [26.5, 1.104],
  [26.0, 1.083],
  [25.5, 1.063],
  [25.0, 1.042],
  [24.5, 1.021],
  [24.0, 1.0],
  [23.5, 0.979],
  [23.0, 0.958],
  [22.5, 0.938],
  [22.0, 0.917],
  [21.5, 0.896],
  [21.0, 0.875],
  [20.5, 0.854],
  [20.0, 0.833],
  [19.5, 0.813],
  [19.0, 0.792],
  [18.5, 0.771],
  [18.0, 0.75],
  [17.5, 0.729],
  [17.0, 0.708],
  [16.5, 0.687],
  [16.0, 0.667],
  [15.5, 0.646],
  [15.0, 0.625],
  [14.5, 0.604],
  [14.0, 0.583],
  [13.5, 0.562],
  [13.0, 0.542],
  [12.5, 0.521],
  [12.0, 0.5],
  [11.5, 0.479],
  [11.0, 0.458],
  [10.5, 0.437],
  [10.0, 0.417],
  [9.5, 0.396],
  [9.0, 0.375],
  [8.5, 0.354],
  [8.0, 0.333],
  [7.5, 0.312],
  [7.0, 0.292],
  [6.5, 0.271],
  [6.0, 0.25],
  [5.5, 0.229],
  [5.0, 0.208],
  [4.5, 0.187],
  [4.0, 0.167],
  [3.5, 0.146],
  [3.0, 0.125],
  [2.5, 0.104],
  [2.0, 0.083],
  [1.5, 0.062],
  [1.0, 0.042],
  [0.5, 0.021],
  [0.0, 0.0],
];

/** Tardiness and undertime in minutes as days charged to VL: [minutes, days]. 60 rows. */
export const DAYS_BY_MINUTES: readonly (readonly [number, number])[] = [
  [1, 0.002],
  [2, 0.004],
  [3, 0.006],
  [4, 0.008],
  [5, 0.01],
  [6, 0.012],
  [7, 0.015],
  [8, 0.017],
  [9, 0.019],
  [10, 0.021],
  [11, 0.023],
  [12, 0.025],
  [13, 0.027],
  [14, 0.029],
  [15, 0.031],
  [16, 0.033],
  [17, 0.035],
  [18, 0.037],
  [19, 0.04],
  [20, 0.042],
  [21, 0.044],
  [22, 0.046],
  [23, 0.048],
  [24, 0.05],
  [25, 0.052],
  [26, 0.054],
  [27, 0.056],
  [28, 0.058],
  [29, 0.06],
  [30, 0.062],
  [31, 0.065],
  [32, 0.067],
  [33, 0.069],
  [34, 0.071],
  [35, 0.073],
  [36, 0.075],
  [37, 0.077],
  [38, 0.079],
  [39, 0.081],
  [40, 0.083],
  [41, 0.085],
  [42, 0.087],
  [43, 0.09],
  [44, 0.092],
  [45, 0.094],
  [46, 0.096],
  [47, 0.098],
  [48, 0.1],
  [49, 0.102],
  [50, 0.104],
  [51, 0.106],
  [52, 0.108],
  [53, 0.11],
  [54, 0.112],
  [55, 0.115],
  [56, 0.117],
  [57, 0.119],
  [58, 0.121],
  [59, 0.123],
  [60, 0.125],
];

/** Tardiness and undertime in whole hours as days charged to VL: [hours, days]. 8 rows. */
export const DAYS_BY_HOURS: readonly (readonly [number, number])[] = [
  [1, 0.125],
  [2, 0.25],
  [3, 0.375],
  [4, 0.5],
  [5, 0.625],
  [6, 0.75],
  [7, 0.875],
  [8, 1.0],
];

const EARNED = new Map(CREDITS_BY_DAYS_PRESENT.map(([d, c]) => [d, c]));
const BY_MINUTE = new Map(DAYS_BY_MINUTES);
const BY_HOUR = new Map(DAYS_BY_HOURS);

/**
 * The credits a month earns for its days present (30-day base). Days present between the table's
 * rows (29.75 after a quarter-day absence) count down to the half day below: credit is earned for
 * time served, never for time not served.
 */
export function creditsForDaysPresent(daysPresent: number): number {
  const row = Math.max(0, Math.min(30, Math.floor(daysPresent * 2 + 1e-9) / 2));
  return EARNED.get(row)!;
}

/**
 * Tardiness and undertime of a month as days charged to VL: the minutes are totalled first, then
 * converted, whole hours by the hour table (a day per 8 hours) and the remaining minutes by the minute table.
 */
export function daysForMinutes(totalMinutes: number): number {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const wholeDays = Math.floor(minutes / 480);
  const hours = Math.floor((minutes % 480) / 60);
  const rest = minutes % 60;
  return round3(wholeDays + (hours ? BY_HOUR.get(hours)! : 0) + (rest ? BY_MINUTE.get(rest)! : 0));
}

/** Leave credits are kept to three decimals (numeric(8,3)). */
export const round3 = (n: number) => Math.round((n + Number.EPSILON) * 1000) / 1000;
