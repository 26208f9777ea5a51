import { z } from './zod';
import { oneAnswer, savedAnswer } from './responses';

/** The attendance office's settings as saved (a setting never saved reads as its default). */
export const ZEdatsSettings = z.object({
  dtr_grace_minutes: z.number().int(),
  coc_monthly_cap_hours: z.number(),
  coc_balance_cap_hours: z.number(),
});
export const ZEdatsSettingsAnswer = oneAnswer('settings', ZEdatsSettings);
export type TEdatsSettingsAnswer = z.infer<typeof ZEdatsSettingsAnswer>;
export const ZEdatsSettingsSaved = savedAnswer('settings', ZEdatsSettings);
export type TEdatsSettingsSaved = z.infer<typeof ZEdatsSettingsSaved>;
