// Leave in pesos (issue 36, item 6; CSC-RULES.md, "Leave in pesos"): the money value of leave credits, for
// monetization (Omnibus Rules on Leave, CSC MC No. 41 s. 1998 as amended, Sec. 22, and the 50% or more of Sec. 23)
// and for terminal leave on separation. Pure: the caller reads the monthly salary and the credits.
//
//   monetization   = monthly salary held on the date × days monetized × 0.0481927
//   terminal leave = highest monthly salary received × (VL + SL credits held) × 0.0481927
//
// Money is centavos (integers), credits are days to three decimals (thousandths) and the factor is taken to its
// seven printed places (ten-millionths): the product is exact in integers (BigInt: 4,217,800 × 180,000 × 481,927
// is beyond 2^53) and rounded once, half up, to the centavo.

import { pesos } from './payroll';
import type { Centavos } from './payroll-tables';

/** A factor with the date it applies from and where it comes from, like the payroll's dated tables. */
export type LeavePayFactor = { readonly effectiveDate: string; readonly source: string; readonly value: number };

/**
 * The constant factor of the leave's money value: 0.0481927 (12 ÷ 249 to seven places), as CSC MC No. 41 s. 1998
 * (Omnibus Rules on Leave) as amended prints it for the monetization of leave credits (Sec. 22–23) and the
 * computation of terminal leave benefits. HR may correct it: the `leave_pay_factor` setting holds the value used.
 */
export const LEAVE_PAY_FACTOR: LeavePayFactor = {
  effectiveDate: '1998-12-24',
  source: 'CSC MC No. 41 s. 1998 (Omnibus Rules on Leave) as amended: monetization and terminal leave, constant factor 0.0481927',
  value: 0.0481927,
};

/** What the computation gives: the amount and how it was reached, in the users' words. */
export type LeavePay = { amount: Centavos; words: string };

const TEN_MILLIONTHS = 10_000_000;

/** Days (thousandths allowed) × a monthly salary × the factor, in centavos, rounded once half up. */
function valueOf(monthly: Centavos, days: number, factor: number): Centavos {
  if (!Number.isInteger(monthly) || monthly < 0) throw new RangeError(`A monthly salary is a whole number of centavos: ${monthly}`);
  if (!Number.isFinite(days) || days < 0) throw new RangeError(`Days of leave credits cannot be negative: ${days}`);
  if (!Number.isFinite(factor) || factor <= 0 || factor >= 1) throw new RangeError(`The leave factor must be between 0 and 1: ${factor}`);
  const thousandths = BigInt(Math.round(days * 1000));
  const f = BigInt(Math.round(factor * TEN_MILLIONTHS));
  const numerator = BigInt(monthly) * thousandths * f;
  const denominator = 1000n * BigInt(TEN_MILLIONTHS);
  // Half up: (2n + d) ÷ 2d, in integers.
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Days as the card writes them: 12, 12.5, 12.125 (never more than three decimals). */
export function daysWords(days: number): string {
  const d = Math.round(days * 1000) / 1000;
  return `${d.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${d === 1 ? 'day' : 'days'}`;
}

const factorWords = (factor: number) => factor.toFixed(7);

/** Monetization (Sec. 22; the 50% or more of Sec. 23): the monthly salary held on the date × the days × the factor. */
export function monetizationAmount(monthlyCentavos: Centavos, days: number, factor = LEAVE_PAY_FACTOR.value): LeavePay {
  const amount = valueOf(monthlyCentavos, days, factor);
  return { amount, words: `${daysWords(days)} × ₱${pesos(monthlyCentavos)} × ${factorWords(factor)} = ₱${pesos(amount)}` };
}

/** Terminal leave: the highest monthly salary received × the VL and SL credits held on separation × the factor. */
export function terminalLeaveAmount(highestMonthlyCentavos: Centavos, vl: number, sl: number, factor = LEAVE_PAY_FACTOR.value): LeavePay {
  if (vl < 0 || sl < 0) throw new RangeError(`Credits held cannot be negative: VL ${vl}, SL ${sl}`);
  const days = Math.round(vl * 1000 + sl * 1000) / 1000;
  const amount = valueOf(highestMonthlyCentavos, days, factor);
  return {
    amount,
    words: `₱${pesos(highestMonthlyCentavos)} × (${daysWords(vl).replace(/ days?$/, '')} VL + ${daysWords(sl).replace(/ days?$/, '')} SL = ${daysWords(days)}) × ${factorWords(factor)} = ₱${pesos(amount)}`,
  };
}
