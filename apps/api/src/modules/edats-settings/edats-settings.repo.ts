import type { Queryable } from '@hris/db';
import { execute } from '../../lib/query';

// The attendance office's settings are rows of system_settings (one key each), read by the DTR through lib/settings.

/** Stores one setting (the one writer, lib/settings.ts). */
export { writeSetting } from '../../lib/settings';
