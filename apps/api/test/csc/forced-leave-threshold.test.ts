import { describe, expect, it } from 'vitest';
import { computeLedger, type LedgerMonthInput } from '../../src/domain/leave-ledger';

// CSC-RULES.md, Leave: "Mandatory (forced) leave: anyone with 10 or more days of VL must take 5 days of VL in
// the year. … Whether someone reached 10 days is judged on the balance held during the year, before
// December's own credit (posted on the 31st) is added."

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
/** A month with one day's absence charged to VL on the 5th, or with none. */
const month = (m: string, absent: number): LedgerMonthInput => ({
  period: `2026-${m}`,
  complete: true,
  leave: [],
  attendance: { absences: absent ? { [`2026-${m}-05`]: absent } : {}, lateMinutes: 0, undertimeMinutes: 0 },
});

describe('forced leave judged on the balance held during the year', () => {
  it('VL 9.000 all year, then December’s credit makes 10.250: nothing forfeited', () => {
    // Each month Jan–Nov: 9.000 − 1.250 absent + 1.250 earned = 9.000 (VL covers the absence: no LWOP, 30 days present).
    // December: no absence, 9.000 + 1.250 = 10.250, posted on the 31st: 10 was never held during the year.
    const rows = computeLedger({ opening: { vl: 9, sl: 5 }, earningRate: 1, months: MONTHS.map((m) => month(m, m === '12' ? 0 : 1.25)) });
    expect(rows.slice(0, 11).every((r) => r.vl_balance === 9)).toBe(true);
    expect(rows[11]).toMatchObject({ vl_earned: 1.25, vl_deducted: 0, vl_balance: 10.25 });
    expect(rows[11]!.particulars).not.toContain('forfeited');
  });
  it('VL that reached 10.250 at the end of November and no leave taken: 5 days forfeited in December', () => {
    // Jan–Oct as above (9.000); November no absence: 10.250 held through December → 5 forfeited.
    // December: 10.250 + 1.250 = 11.500 − 5 = 6.500.
    const rows = computeLedger({ opening: { vl: 9, sl: 5 }, earningRate: 1, months: MONTHS.map((m) => month(m, m === '11' || m === '12' ? 0 : 1.25)) });
    expect(rows[10]).toMatchObject({ vl_balance: 10.25 });
    expect(rows[11]).toMatchObject({ vl_deducted: 5, vl_balance: 6.5 });
  });
  it('a balance of 10 brought into the year counts, even when it fell below later', () => {
    const rows = computeLedger({ opening: { vl: 10, sl: 5 }, earningRate: 1, months: MONTHS.map((m) => month(m, m === '01' ? 3 : m === '12' ? 0 : 1.25)) });
    // Jan: 10 − 3 + 1.25 = 8.25; then 8.25 all year; December 8.25 + 1.25 = 9.5 − 5 = 4.5.
    expect(rows[11]).toMatchObject({ vl_deducted: 5, vl_balance: 4.5 });
  });
});
