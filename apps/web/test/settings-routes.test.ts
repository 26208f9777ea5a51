import { describe, expect, it } from 'vitest';
import { rangeLabel } from '../src/components/data-table';
import { menuItemsFor } from '../src/app/menu';
import { canOpenRoute } from '../src/app/route-access';
import { ROUTES } from '../src/app/routes';
import { REFERENCE_LISTS, withArticle } from '../src/features/reference-lists/reference-lists.config';

const routeAt = (path: string) => {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};
const labels = (views: string[]) => menuItemsFor(views).map((item) => item.menu.label);

describe('settings routes', () => {
  it('gives every reference list its own page, behind its view group', () => {
    for (const list of REFERENCE_LISTS) {
      const route = routeAt(list.path);
      expect(route.group).toBe(list.group);
      expect(route.breadcrumb.at(-1)).toBe(list.title);
    }
  });

  it('lists the reference lists once in the sidebar, and the plantilla lists for PLANTILLA only', () => {
    expect(labels(['GENERALSETTINGS'])).toContain('Reference lists');
    expect(labels(['GENERALSETTINGS'])).not.toContain('Coverage and level');
    expect(labels(['PLANTILLA'])).toContain('Coverage and level');
  });

  it('opens the department pages to heads and to the HR office, not to employees', () => {
    for (const path of ['/department_setting', '/department/header/setting']) {
      const route = routeAt(path);
      expect(canOpenRoute(route, ['EDATSDEPTHEAD'])).toBe(true);
      expect(canOpenRoute(route, ['GENERALSETTINGS'])).toBe(true);
      expect(canOpenRoute(route, ['PDS', 'EDATS'])).toBe(false);
    }
  });

  it('shows each settings page to its own view group', () => {
    expect(labels(['USERS'])).toEqual(expect.arrayContaining(['Users']));
    expect(labels(['USERS'])).not.toContain('Roles');
    expect(labels(['SETTINGS'])).toContain('Audit Trail');
    expect(labels(['USERACCOUNTS'])).toContain('Applicant accounts');
    expect(labels(['PDS'])).toContain('Approvals');
  });
});

describe('words on the settings pages', () => {
  it('puts the right article before a list entry', () => {
    expect(withArticle('position')).toBe('a position');
    expect(withArticle('appointment status')).toBe('an appointment status');
    expect(withArticle('MFO')).toBe('an MFO');
    expect(withArticle('university')).toBe('a university');
  });

  it('says which rows a page shows', () => {
    expect(rangeLabel({ page: 2, per_page: 15, total: 47 })).toBe('Showing 16–30 of 47');
    expect(rangeLabel({ page: 4, per_page: 15, total: 47 })).toBe('Showing 46–47 of 47');
    expect(rangeLabel({ page: 1, per_page: 15, total: 0 })).toBe('Nothing to show');
  });
});
