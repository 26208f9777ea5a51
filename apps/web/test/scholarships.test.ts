import { describe, expect, it } from 'vitest';
import type { TScholarshipProgram } from '@hris/contracts';
import {
  emptyProgram,
  decisionNote,
  monthsLabel,
  programConditions,
  obligationNote,
  programInputOf,
  programTerms,
  programValuesOf,
  slotsLabel,
  ZProgramForm,
} from '../src/features/lnd/scholarship-format';

// The scholarship pages' pure helpers (issue 22): durations and programs in words, the scholars' red flag, and the
// program form's values to the contract's body and back (pesos typed, centavos sent).

const masters: TScholarshipProgram = {
  id: 3,
  name: "Master's degree (local)",
  description: null,
  grant: 24_000_000,
  duration_months: 24,
  obligation_months: 24,
  slots: 2,
  taken: 1,
  open: true,
  open_to: 'everyone',
  degree_required: null,
  min_years_service: null,
  max_age: null,
  decision_rule: 'majority',
  created_at: '2026-11-25T01:00:00.000Z',
};

describe('the scholarship pages', () => {
  it('say who may apply and how the committee decides (issue 42)', () => {
    expect(programConditions(masters)).toEqual(['Open to everyone', 'Decided by a majority of the committee’s members']);
    const doctorate = { ...masters, open_to: 'faculty', degree_required: 'master', min_years_service: 3, max_age: 45, decision_rule: 'two_thirds' } as const;
    expect(programConditions(doctorate)).toEqual([
      'For faculty',
      'A master’s degree before it',
      'At least 3 years of service',
      'Up to 45 years old',
      'Decided by two-thirds of the committee’s members',
    ]);
    // The conditions go through the program form and back; left empty, none is asked.
    expect(ZProgramForm.parse(programInputOf(programValuesOf(doctorate)))).toMatchObject({
      open_to: 'faculty',
      degree_required: 'master',
      min_years_service: 3,
      max_age: 45,
      decision_rule: 'two_thirds',
    });
    expect(ZProgramForm.parse(programInputOf(programValuesOf(masters)))).toMatchObject({ degree_required: null, min_years_service: null, max_age: null });
    expect(decisionNote({ rule: 'majority', members: 3, needed: 2, outcome: null })).toBe(
      '2 of the committee’s 3 members must approve (a majority of the members): not decided yet',
    );
    expect(decisionNote({ rule: 'majority', members: 3, needed: 2, outcome: 'approve' })).toMatch(/: the votes approve it$/);
  });

  it('say durations in years when whole, months otherwise', () => {
    expect([monthsLabel(12), monthsLabel(24), monthsLabel(18), monthsLabel(1)]).toEqual(['1 year', '2 years', '18 months', '1 month']);
    expect(programTerms(masters)).toBe('₱240,000.00 · 2 years of study · 2 years of service');
    expect(slotsLabel(masters)).toBe('1 of 2 slots taken');
    expect(slotsLabel({ slots: null, taken: 1 })).toBe('1 scholar, no slot limit');
  });

  it('flag a scholar separated before the obligation ended, with the refund owed', () => {
    expect(obligationNote({ obligation_end: '2031-05-31', separated_before_obligation: true, unserved_months: 15, refund_owed: 15_000_000 })).toEqual({
      tone: 'red',
      text: 'Separated before the obligation ended: 15 months unserved, refund owed ₱150,000.00',
    });
    expect(obligationNote({ obligation_end: '2031-05-31', separated_before_obligation: false, unserved_months: null, refund_owed: null }).tone).toBe('dimmed');
  });

  it('turn the program form into the contract’s body (pesos to centavos) and back', () => {
    const values = programValuesOf(masters);
    expect(values).toMatchObject({ grant: '240000.00', duration_months: 24, obligation_months: 24, slots: 2 });
    expect(ZProgramForm.parse(programInputOf({ ...values, grant: '240,000.50' }))).toMatchObject({
      grant: 24_000_050,
      obligation_months: 24,
      slots: 2,
    });
    // Left empty, the obligation is the study's length (the server sets it), and slots are unlimited.
    const fresh = ZProgramForm.parse(programInputOf({ ...emptyProgram(), name: 'Doctorate', grant: '360000' }));
    expect(fresh).toMatchObject({ grant: 36_000_000, duration_months: 24, obligation_months: null, slots: null, open: true });
    // The grant's own words when the pesos cannot be read, the contract's when it is left empty; the rest still checked.
    const issues = (grant: string) =>
      ZProgramForm.safeParse(programInputOf({ ...emptyProgram(), name: '', grant })).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues('12.345')).toEqual([
      ['name', 'The name field is required.'],
      ['grant', 'The amount has at most two decimals (centavos).'],
    ]);
    expect(issues('')).toContainEqual(['grant', 'The grant field is required.']);
  });
});
