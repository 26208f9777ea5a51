import type { FastifyInstance } from 'fastify';
import { salaryScheduleApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import * as salary from './salary-schedule.service';

export default function salaryScheduleRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['salary schedule'];
  const signedIn = { access: 'signed-in' as const, tags };
  // The office that adds schedules corrects them (a seeded figure found wrong against the circular).
  const settings = { access: ['SETTINGS', 'GENERALSETTINGS'] as const, tags };

  serve(app, salaryScheduleApi.schedule, signedIn, (req) => salary.scheduleOn(deps, req.query.date));
  serve(app, salaryScheduleApi.amount, signedIn, (req) => salary.amountOn(deps, req.query.grade, req.query.step, req.query.date));
  serve(app, salaryScheduleApi.add, settings, (req) => salary.addSchedule(deps, req.actor!, req.body));
  serve(app, salaryScheduleApi.correct, settings, (req) => salary.correctSchedule(deps, req.actor!, req.params.effective_date, req.body));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
