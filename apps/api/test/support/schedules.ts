import type { TWorkScheduleDefinition } from '@hris/contracts';

/** A flexible schedule: arrival 07:00–09:00, 8 hours, lunch 12:00–13:00 (never counted as service), Monday to Friday. */
export const FLEXI: TWorkScheduleDefinition = {
  kind: 'flexible',
  weekdays: ['1', '2', '3', '4', '5'],
  arrival_from: '07:00',
  arrival_to: '09:00',
  hours: 8,
  lunch: { start: '12:00', end: '13:00' },
};
