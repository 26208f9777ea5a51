import { describe, expect, it } from 'vitest';
import { DEPARTMENT_DUTIES, VIEW_GROUPS } from '@hris/contracts';
import { menuItemsFor } from '../src/app/menu';
import { DEFAULT_ROLES } from '../../../packages/db/src/seed/reference';

// Issue 17: no label twice in one sidebar, whatever the role, even for one who also keeps a department.
const labelsOf = (views: readonly string[], duties = [...DEPARTMENT_DUTIES]) => menuItemsFor(views, duties).map((item) => item.menu.label);
const duplicates = (labels: string[]) => labels.filter((label, index) => labels.findIndex((other) => other.toLowerCase() === label.toLowerCase()) !== index);

describe('the sidebar', () => {
  it.each(Object.entries(DEFAULT_ROLES))('of the role %s names no page twice', (_role, views) => {
    expect(duplicates(labelsOf(views))).toEqual([]);
  });

  it('names no page twice for one who holds every view', () => {
    expect(duplicates(labelsOf(VIEW_GROUPS))).toEqual([]);
  });

  it('lists Department Monitoring and DTR Submission only for heads, OICs and DTR clerks', () => {
    const staff = DEFAULT_ROLES.Employee!;
    expect(labelsOf(staff, [])).not.toContain('Department Monitoring');
    expect(labelsOf(staff, [])).not.toContain('DTR Submission');
    expect(labelsOf(staff, ['dtr_clerk'])).toContain('DTR Submission');
    expect(labelsOf(staff, ['dtr_clerk'])).not.toContain('Department Monitoring');
    expect(labelsOf(DEFAULT_ROLES['Department Head']!, ['head'])).toEqual(expect.arrayContaining(['Department Monitoring', 'DTR Submission']));
    expect(labelsOf(staff, ['oic'])).toEqual(expect.arrayContaining(['Department Monitoring', 'DTR Submission']));
  });

  it('does not list Approvals for an applicant', () => {
    expect(labelsOf([], [])).not.toContain('Approvals');
  });

  it('lists the applicant profile to an applicant, not to an employee (who applies from their PDS)', () => {
    const staff = DEFAULT_ROLES.Employee!;
    const listed = (employee: boolean) => menuItemsFor(staff, [], employee).map((item) => item.menu.label);
    expect(listed(false)).toContain('Applicant profile');
    expect(listed(true)).not.toContain('Applicant profile');
    expect(listed(true)).toContain('Apply Now');
  });
});
