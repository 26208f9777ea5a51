import type { HrisModule } from '../../lib/module';
import { beforeAct, movedOnMessage } from './ipcr.rating';
import { ipcrDecisions } from './ipcr.service';
import spmsRoutes from './spms.routes';

export const spmsModule: HrisModule = {
  name: 'spms',
  routes: [spmsRoutes],
  requestHandlers: { ipcr: { ...ipcrDecisions, beforeAct, movedOnMessage } },
};

export { READ_ALL_IPCRS, approvedRatingsOf, countToOpen as countIpcrsToOpen } from './ipcr.service';
export { adjectivalRating, finalRating, formatRating } from '../../domain/spms';
