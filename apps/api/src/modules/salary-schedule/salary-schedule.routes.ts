import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSalaryAmount, ZSalarySchedule, ZSalaryScheduleBody, ZSalaryScheduleCorrection, ZSalaryScheduleSaved } from '@hris/contracts';
import * as salary from './salary-schedule.service';

const date = z.iso.date('The date must be a date (YYYY-MM-DD).');

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function salaryScheduleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['salary schedule'];

  app.get(
    '/api/salary-grades',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The salary schedule in force on a date (default today)',
        querystring: z.object({ date: date.optional() }),
        response: { 200: ZSalarySchedule },
      },
    },
    (req) => salary.scheduleOn(deps, req.query.date),
  );
  app.get(
    '/api/salary-grades/amount',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Monthly salary (centavos) of a grade and step on a date',
        querystring: z.object({ grade: z.coerce.number().int().min(1).max(33), step: z.coerce.number().int().min(1).max(8), date: date.optional() }),
        response: { 200: ZSalaryAmount },
      },
    },
    (req) => salary.amountOn(deps, req.query.grade, req.query.step, req.query.date),
  );
  app.post(
    '/api/salary-grades',
    {
      config: { access: ['SETTINGS', 'GENERALSETTINGS'] },
      schema: {
        tags,
        summary: 'Add a salary schedule (a tranche) from its effective date',
        body: ZSalaryScheduleBody,
        response: { 200: ZSalaryScheduleSaved },
      },
    },
    (req) => salary.addSchedule(deps, req.actor!, req.body),
  );
  app.patch(
    '/api/salary-grades/:effective_date',
    {
      // The office that adds schedules corrects them (a seeded figure found wrong against the circular).
      config: { access: ['SETTINGS', 'GENERALSETTINGS'] },
      schema: {
        tags,
        summary: 'Correct or add cells of a salary schedule already in place (audited, before and after)',
        params: z.object({ effective_date: date }),
        body: ZSalaryScheduleCorrection,
        response: { 200: ZSalaryScheduleSaved },
      },
    },
    (req) => salary.correctSchedule(deps, req.actor!, req.params.effective_date, req.body),
  );
  return Promise.resolve();
}
