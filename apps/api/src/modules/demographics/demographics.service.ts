import {
  AGE_BRACKETS,
  EDUCATION_LEVELS,
  EDUCATION_LEVEL_LABELS,
  EMPLOYMENT_KINDS,
  EMPLOYMENT_KIND_LABELS,
  type TDemographicGroup,
  type TDemographics,
  type TDemographicsQuery,
} from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import * as repo from './demographics.repo';

export const READ_DEMOGRAPHICS = ['PERSONNELS'] as const;

type Category = { key: string; label: string };

/** The categories of a grouping, in the order the screen shows them. */
async function categoriesOf(deps: Deps, group: TDemographicGroup): Promise<Category[]> {
  switch (group) {
    case 'sex':
      return [
        { key: 'male', label: 'Male' },
        { key: 'female', label: 'Female' },
      ];
    case 'age_bracket':
      return AGE_BRACKETS.map(({ key, label }) => ({ key, label }));
    case 'employment_kind':
      return EMPLOYMENT_KINDS.map((key) => ({ key, label: EMPLOYMENT_KIND_LABELS[key] }));
    case 'education':
      return EDUCATION_LEVELS.map((key) => ({ key, label: EDUCATION_LEVEL_LABELS[key] }));
    case 'civil_status':
      return repo.categories(deps.db, 'civil_statuses');
    case 'campus':
      return repo.categories(deps.db, 'campuses');
    case 'department':
      return repo.categories(deps.db, 'departments');
    case 'appointment_status':
      return repo.categories(deps.db, 'appointment_statuses');
  }
}

/**
 * Active personnel counted by one grouping (GET /api/demographics). Fixed groupings (sex, age,
 * kind, education, campus, civil and appointment status) list every category, zeros included;
 * departments, about fifty, list only those with someone in them, largest first.
 */
export async function demographics(deps: Deps, q: TDemographicsQuery): Promise<TDemographics> {
  const [counts, categories] = await Promise.all([
    repo.countBy(deps.db, q.group_by, { campusId: q.campus_id, departmentId: q.department_id, kind: q.kind, today: deps.clock.today() }),
    categoriesOf(deps, q.group_by),
  ]);
  const countOf = new Map(counts.map((c) => [c.key, c.count]));
  const known = new Set(categories.map((c) => c.key));
  let groups = categories.map((c) => ({ ...c, count: countOf.get(c.key) ?? 0 }));
  if (q.group_by === 'department') groups = groups.filter((g) => g.count > 0).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  // A key no category names (a PDS pointing at a civil status since removed) is not stated either.
  const notStated = counts.filter((c) => c.key === null || !known.has(c.key)).reduce((sum, c) => sum + c.count, 0);
  return { group_by: q.group_by, groups, total, not_stated: notStated };
}
