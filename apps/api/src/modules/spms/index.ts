import type { Queryable } from '@hris/db';
import type { TApprovedRating } from '@hris/contracts';
import type { HrisModule } from '../../lib/module';
import { beforeAct } from './ipcr.rating';
import { ipcrDecisions } from './ipcr.service';
import * as repo from './spms.repo';
import spmsRoutes from './spms.routes';

export const spmsModule: HrisModule = {
  name: 'spms',
  routes: [spmsRoutes],
  requestHandlers: { ipcr: { ...ipcrDecisions, beforeAct } },
};

/**
 * Each person's approved IPCR ratings for the periods overlapping [from, to] (dates, YYYY-MM-DD), oldest first: what
 * the office rollup (DPCR/OPCR), the NOSI's eligibility and recruitment read. Only approved IPCRs count.
 */
export function approvedRatingsOf(db: Queryable, personnelIds: number[], from: string, to: string): Promise<TApprovedRating[]> {
  if (!personnelIds.length) return Promise.resolve([]);
  return repo.approvedRatings(db, personnelIds, from, to);
}

export { READ_ALL_IPCRS } from './ipcr.service';
export { adjectivalRating, finalRating, formatRating } from '../../domain/spms';
