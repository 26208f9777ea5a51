import { describe, expect, it } from 'vitest';
import { LEAVE_PAY_FACTOR, monetizationAmount, terminalLeaveAmount } from '../src/domain/leave-pay';

// CSC-RULES.md, "Leave in pesos": monthly salary × days × 0.0481927 (CSC MC No. 41 s. 1998 as amended), in centavos,
// rounded once, half up.

describe('monetization of leave credits (Sec. 22)', () => {
  it('pays 12 days at SG 18 step 2 of the 2026 schedule: 54,371.00 × 12 × 0.0481927 = 31,443.42', () => {
    // EO 64 s. 2024, third tranche (1 January 2026), SG 18 step 2: 54,371.00 (packages/db/src/seed/salary-schedule.ts).
    // 54,371.00 × 12 = 652,452.00; × 0.0481927 = 31,443.4235004 → 31,443.42 (the third decimal, 3, rounds down).
    expect(monetizationAmount(5_437_100, 12)).toEqual({ amount: 3_144_342, words: '12 days × ₱54,371.00 × 0.0481927 = ₱31,443.42' });
  });
  it('takes days to the thousandth and rounds once, half up', () => {
    // 10,000.00 × 10.5 × 0.0481927 = 5,060.2335 → 5,060.23.
    expect(monetizationAmount(1_000_000, 10.5).amount).toBe(506_023);
    // 1.00 × 1 × 0.0481927 = 0.0481927 peso = 4.81927 centavos → 5 (half up at the centavo, never earlier).
    expect(monetizationAmount(100, 1).amount).toBe(5);
    // 100.00 × 0.125 × 0.0481927 = 0.602408… → 0.60.
    expect(monetizationAmount(10_000, 0.125).amount).toBe(60);
    // Exactly half a centavo rounds up (a factor of 0.05 makes it exact): 1.00 × 0.1 × 0.05 = 0.005 peso = 0.5 centavo → 1.
    expect(monetizationAmount(100, 0.1, 0.05).amount).toBe(1);
  });
  it('refuses what is no salary or no credit', () => {
    expect(() => monetizationAmount(-1, 10)).toThrow(RangeError);
    expect(() => monetizationAmount(100.5, 10)).toThrow(RangeError);
    expect(() => monetizationAmount(100, -1)).toThrow(RangeError);
  });
});

describe('terminal leave benefits', () => {
  it('pays 100 VL + 80 SL at a highest salary of 42,178.00: 42,178.00 × 180 × 0.0481927 = 365,880.91', () => {
    // 42,178.00 × 180 = 7,592,040.00; × 0.0481927 = 365,880.9061080 → 365,880.91 (the third decimal, 6, rounds up).
    const pay = terminalLeaveAmount(4_217_800, 100, 80);
    expect(pay.amount).toBe(36_588_091);
    expect(pay.words).toBe('₱42,178.00 × (100 VL + 80 SL = 180 days) × 0.0481927 = ₱365,880.91');
  });
  it('keeps the credits in thousandths: 10.125 VL + 5.042 SL', () => {
    // 10.125 + 5.042 = 15.167 days; 30,000.00 × 15.167 = 455,010.00; × 0.0481927 = 21,928.1604270 → 21,928.16.
    expect(terminalLeaveAmount(3_000_000, 10.125, 5.042).amount).toBe(2_192_816);
  });
  it('names its source', () => {
    expect(LEAVE_PAY_FACTOR.value).toBe(0.0481927);
    expect(LEAVE_PAY_FACTOR.source).toContain('CSC MC No. 41 s. 1998');
  });
});
