import { describe, expect, it } from 'vitest';
import { ZAttendedDetails, type TDevelopmentPlan } from '@hris/contracts';
import { gapLabel, isOpen, planBodyOf, planValuesOf, periodLabel } from '../src/features/lnd/lnd-format';

const plan: TDevelopmentPlan = {
  id: 7,
  personnel: { id: 4, idno: '2026-0004', fullname: 'Juan Bautista', department: { id: 3, fullname: 'College of Arts and Sciences', acronym: 'CAS' } },
  kind: 'administrative',
  period_from: 2027,
  period_to: 2027,
  status: 'approved',
  approval_request_id: 12,
  created_at: '2026-11-25T01:00:00.000Z',
  updated_at: '2026-11-25T01:00:00.000Z',
  items: [
    {
      id: 1,
      competency: { id: 1, name: 'Exemplifying Integrity', type: 'core', description: null },
      current_level: 1,
      target_level: 3,
      intervention_type: 'training',
      intervention_type_name: 'Training',
      intervention: 'Ethics seminar',
      provider: 'CSC',
      target_date: '2027-03-31',
      support_time: true,
      support_funds: 350_050,
      status: 'done',
      done_at: '2026-11-25T01:00:00.000Z',
      overdue: false,
    },
    {
      id: 2,
      competency: { id: 4, name: 'Planning and Organizing', type: 'organizational', description: null },
      current_level: 2,
      target_level: 3,
      intervention_type: 'coaching',
      intervention_type_name: 'Coaching',
      intervention: null,
      provider: null,
      target_date: '2027-06-30',
      support_time: false,
      support_funds: 0,
      status: 'planned',
      done_at: null,
      overdue: false,
    },
  ],
};

describe('development plans on the page', () => {
  it('names the period, the gap and whether the employee may still change it', () => {
    expect(periodLabel(plan)).toBe('2027');
    expect(periodLabel({ period_from: 2026, period_to: 2028 })).toBe('2026–2028');
    expect(gapLabel(plan.items[0]!)).toBe('Basic (1) → Advanced (3)');
    expect(isOpen(plan)).toBe(false);
    expect(isOpen({ status: 'returned' })).toBe(true);
  });

  it('gives a plan back to the form and the form back to the same body, funds to the centavo', () => {
    const values = planValuesOf(plan, null, 2028);
    const body = planBodyOf(values);
    expect(body.period_from).toBe(2027);
    expect(body.items[0]).toMatchObject({
      competency_id: 1,
      current_level: 1,
      target_level: 3,
      support_funds: 350_050,
      support_time: true,
      target_date: '2027-03-31',
    });
    expect(body.items[1]).toMatchObject({ competency_id: 4, intervention: null, provider: null, support_funds: 0 });
  });

  it('starts a new plan from the unfinished items of the last one, each waiting for a new target date', () => {
    const values = planValuesOf(null, plan, 2028);
    expect(values.period_from).toBe(2028);
    expect(values.items).toHaveLength(1);
    expect(values.items[0]).toMatchObject({ competency_id: '4', target_date: '' });
    expect(planBodyOf(values).items[0]!.target_date).toBeUndefined();
    expect(planValuesOf(null, null, 2028).items).toHaveLength(1);
  });

  it('leaves a mistyped amount for the contract to refuse', () => {
    const values = planValuesOf(null, null, 2028);
    values.items[0]!.support_funds = '1.005';
    expect(Number.isNaN(planBodyOf(values).items[0]!.support_funds)).toBe(true);
  });
});

describe('the training form', () => {
  it('checks the details before the certificate is uploaded: hours 1–999, the end not before the start', () => {
    const details = { title: 'Ethics seminar', date_from: '2026-11-16', date_to: '2026-11-18', hours: 24, ld_type: 'technical', conducted_by: 'CSC' };
    expect(ZAttendedDetails.safeParse(details).success).toBe(true);
    expect(ZAttendedDetails.safeParse({ ...details, hours: 1000 }).error?.issues[0]?.message).toBe('The hours are 1 to 999.');
    expect(ZAttendedDetails.safeParse({ ...details, date_to: '2026-11-15' }).error?.issues[0]?.message).toBe('The end date must not be before the start date.');
  });
});
