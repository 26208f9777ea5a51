import { route } from '../api-route';
import { ZEdatsSettingsBody } from '../attendance-admin';
import { ZEdatsSettingsAnswer, ZEdatsSettingsSaved } from '../edats-settings';

/** The attendance office's settings (eDATS admin). */
export const edatsSettingsApi = {
  settings: route({
    method: 'GET',
    path: '/api/edats/settings',
    summary: 'eDATS settings: the grace period in minutes before an arrival is late',
    response: ZEdatsSettingsAnswer,
  }),
  save: route({
    method: 'PUT',
    path: '/api/edats/settings',
    summary: 'Save the eDATS settings (grace period 0–60 minutes)',
    body: ZEdatsSettingsBody,
    response: ZEdatsSettingsSaved,
  }),
};
