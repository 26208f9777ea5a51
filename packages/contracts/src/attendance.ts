import { z } from 'zod';

// Time and attendance (eDATS): schedules as data, shared by the API, the DTR computation and the forms.

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time must be HH:MM (24-hour).');

/** One session of a working day (the morning or the afternoon). */
export const ZSession = z
  .object({ start: hhmm, end: hhmm })
  .refine((s) => s.end > s.start, { message: 'A session must end after it starts.', path: ['end'] });

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * A schedule's definition. Fixed and faculty schedules give the sessions of each working weekday
 * (at most two: morning and afternoon); flexible time gives an arrival window and the hours to
 * serve, with a lunch break that does not count.
 */
export const ZWorkScheduleDefinition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), days: z.partialRecord(z.enum(WEEKDAYS), z.array(ZSession).min(1).max(2)) }),
  z.object({ kind: z.literal('faculty'), days: z.partialRecord(z.enum(WEEKDAYS), z.array(ZSession).min(1).max(2)) }),
  z.object({
    kind: z.literal('flexible'),
    weekdays: z.array(z.enum(WEEKDAYS)).min(1),
    arrival_from: hhmm,
    arrival_to: hhmm,
    hours: z.number().min(1).max(12),
    lunch: ZSession,
  }),
]);
export type TWorkScheduleDefinition = z.infer<typeof ZWorkScheduleDefinition>;

/** The schedule everyone without one of their own follows (CSC: 8 hours a day, 40 a week). */
export const DEFAULT_WORK_SCHEDULE: TWorkScheduleDefinition = {
  kind: 'fixed',
  days: Object.fromEntries(
    (['1', '2', '3', '4', '5'] as const).map((d) => [d, [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }]]),
  ) as Record<'1' | '2' | '3' | '4' | '5', { start: string; end: string }[]>,
};
