import type { TImportKind } from '@hris/contracts';
import { AppError } from '../../../lib/app-error';
import type { ImportKind } from './kind';
import { cocBalancesKind } from './coc-balances.kind';
import { deductionsKind } from './deductions.kind';
import { leaveBalancesKind } from './leave-balances.kind';
import { personnelKind } from './personnel.kind';
import { plantillaKind } from './plantilla.kind';
import { salaryScheduleKind } from './salary-schedule.kind';
import { serviceRecordKind } from './service-record.kind';

// The kinds of import, in the order a university moves in: the people first, then what hangs on them.
export const IMPORT_KIND_LIST: ImportKind<never>[] = [
  personnelKind as ImportKind<never>,
  plantillaKind as ImportKind<never>,
  serviceRecordKind as ImportKind<never>,
  leaveBalancesKind as ImportKind<never>,
  cocBalancesKind as ImportKind<never>,
  deductionsKind as ImportKind<never>,
  salaryScheduleKind as ImportKind<never>,
];

export function kindOf(kind: TImportKind): ImportKind<unknown> {
  const found = IMPORT_KIND_LIST.find((k) => k.kind === kind);
  if (!found) throw AppError.notFound('This kind of import is not available yet.');
  return found;
}
