import type { TFacultyDtr } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import * as repo from './dtr-submissions.repo';
import { currentMonth, peopleWithTotals } from './dtr-submissions.service';

/**
 * /manage/dtr: the active faculty members of a college (department) with their month's totals, for the
 * VPAA's office (EDATSDTRFACULTY). Each one's record and CS Form 48 open through /api/dtr/:id.
 */
export async function facultyOfDepartment(deps: Deps, departmentId: number, month = currentMonth(deps)): Promise<TFacultyDtr> {
  const department = await repo.departmentOf(deps.db, departmentId);
  if (!department) throw AppError.notFound('The department was not found.');
  const people = await peopleWithTotals(deps, department.id, month, true);
  return { month, department: { id: department.id, fullname: department.fullname, acronym: department.acronym, campus: department.campus }, people };
}
