import type { HrisModule } from '../../lib/module';
import pdsRoutes from './pds.routes';
import pdsFilesRoutes from './pds-files.routes';
import pdsCheckingRoutes from './pds-checking.routes';
import { sweepUnusedUploads } from './pds-files.service';

export const pdsModule: HrisModule = {
  name: 'pds',
  routes: [pdsRoutes, pdsFilesRoutes, pdsCheckingRoutes],
  jobs: [{ name: 'sweeping unused uploads', run: (deps) => sweepUnusedUploads(deps), atStart: false }],
};

export { readPds, pdsForApplying, type PdsForApplying } from './pds.read';
export { addVerifiedTraining } from './pds.service';
export { readPdsWorkbook, type PdsWorkbookReading, type PdsLookups } from './pds-workbook.read';
export {
  peopleNamed,
  planFill,
  fillFromWorkbook,
  refuseUndoFill,
  undoFill,
  workbookLookups,
  type NamedPerson,
  type PdsFillPlan,
  type PdsFillRecord,
} from './pds-workbook.fill';
export { mustBeXlsx } from './pds-workbook.service';
