import { route } from '../api-route';
import { ZSalaryScheduleBody, ZSalaryScheduleCorrection } from '../lookups';
import { ZSalaryAmount, ZSalarySchedule, ZSalaryScheduleSaved } from '../records';
import { z } from '../zod';

const date = z.iso.date('The date must be a date (YYYY-MM-DD).');

/** `GET /api/salary-grades?date`: the schedule in force on a date (default today). */
export const ZSalaryScheduleQuery = z.object({ date: date.optional() });
/** `GET /api/salary-grades/amount?grade&step&date`. */
export const ZSalaryAmountQuery = z.object({
  grade: z.coerce.number().int().min(1).max(33),
  step: z.coerce.number().int().min(1).max(8),
  date: date.optional(),
});
/** A schedule already in place, by the date it took effect. */
export const ZSalaryScheduleParams = z.object({ effective_date: date });

/** The salary schedule (SSL tranches): read by everyone signed in, added and corrected by the settings offices. */
export const salaryScheduleApi = {
  schedule: route({
    method: 'GET',
    path: '/api/salary-grades',
    summary: 'The salary schedule in force on a date (default today)',
    query: ZSalaryScheduleQuery,
    response: ZSalarySchedule,
  }),
  amount: route({
    method: 'GET',
    path: '/api/salary-grades/amount',
    summary: 'Monthly salary (centavos) of a grade and step on a date',
    query: ZSalaryAmountQuery,
    response: ZSalaryAmount,
  }),
  add: route({
    method: 'POST',
    path: '/api/salary-grades',
    summary: 'Add a salary schedule (a tranche) from its effective date',
    body: ZSalaryScheduleBody,
    response: ZSalaryScheduleSaved,
  }),
  correct: route({
    method: 'PATCH',
    path: '/api/salary-grades/:effective_date',
    summary: 'Correct or add cells of a salary schedule already in place (audited, before and after)',
    params: ZSalaryScheduleParams,
    body: ZSalaryScheduleCorrection,
    response: ZSalaryScheduleSaved,
  }),
};
