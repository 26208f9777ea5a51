import { describe, expect, it } from 'vitest';
import { menuItemsFor } from '../src/app/menu';
import { canOpenRoute } from '../src/app/route-access';
import { ROUTES } from '../src/app/routes';
import { barParts, percentLabel, pieSlices, pointAt, sliceColor } from '../src/features/plantilla/plantilla-charts';
import {
  countHeading,
  countListPath,
  dimensionListPath,
  filtersFromSearch,
  isFiltered,
  pageFromSearch,
  reportPath,
  reportScopeFromSearch,
  searchOf,
  withFilter,
} from '../src/features/plantilla/plantilla-filters';

// Issue 20: the plantilla of personnel keeps its filters in the address, and the report's counts link to the
// people behind them through the same filters.
describe('the plantilla filters in the address', () => {
  it('reads every filter of the list through its contract field', () => {
    const search = new URLSearchParams(
      'campus_id=2&department_id=14&level_id=1&coverage_id=3&status=vacant&appointment_status_id=5&sex=female&salary_grade=11&term=aide&page=3',
    );
    expect(filtersFromSearch(search)).toEqual({
      campus_id: 2,
      department_id: 14,
      level_id: 1,
      coverage_id: 3,
      status: 'vacant',
      appointment_status_id: 5,
      sex: 'female',
      salary_grade: 11,
      term: 'aide',
    });
    expect(pageFromSearch(search)).toBe(3);
  });

  it('leaves out what the contract refuses instead of sending it', () => {
    const search = new URLSearchParams('campus_id=abc&status=retired&sex=x&salary_grade=34&department_id=-1&level_id=&term=%20%20&page=0&other=1');
    expect(filtersFromSearch(search)).toEqual({});
    expect(pageFromSearch(search)).toBe(1);
    expect(pageFromSearch(new URLSearchParams())).toBe(1);
  });

  it('writes the filters in one order, the page only past the first', () => {
    expect(searchOf({ term: 'nurse', status: 'filled', campus_id: 1 }).toString()).toBe('campus_id=1&status=filled&term=nurse');
    expect(searchOf({ campus_id: 1 }, 2).toString()).toBe('campus_id=1&page=2');
    expect(searchOf({}, 1).toString()).toBe('');
  });

  it('reproduces the view a link names (read, then written again)', () => {
    const link = 'campus_id=1&department_id=7&status=filled&appointment_status_id=2&page=4';
    const search = new URLSearchParams(link);
    expect(searchOf(filtersFromSearch(search), pageFromSearch(search)).toString()).toBe(link);
  });

  it('sets and clears one filter; a campus keeps the office only when the office is on it', () => {
    const onCampus = (departmentId: number, campusId: number) => departmentId === 7 && campusId === 1;
    expect(withFilter({ status: 'vacant' }, 'status', null)).toEqual({});
    expect(withFilter({ department_id: 7 }, 'campus_id', 1, onCampus)).toEqual({ campus_id: 1, department_id: 7 });
    expect(withFilter({ department_id: 7 }, 'campus_id', 2, onCampus)).toEqual({ campus_id: 2 });
    expect(withFilter({ department_id: 7, campus_id: 1 }, 'campus_id', null, onCampus)).toEqual({ department_id: 7 });
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ sex: 'male' })).toBe(true);
  });
});

describe('the report links to the people behind each count', () => {
  const scope = reportScopeFromSearch(new URLSearchParams('campus_id=1&department_id=x'));

  it('carries the report campus and office', () => {
    expect(scope).toEqual({ campus_id: 1 });
    expect(reportPath(scope)).toBe('/plantilla/report?campus_id=1');
    expect(reportPath({})).toBe('/plantilla/report');
    expect(countListPath(scope, { status: 'vacant' })).toBe('/plantilla/report/list-of-appointment-status-personnel?campus_id=1&status=vacant');
    expect(countListPath({}, {})).toBe('/plantilla/report/list-of-appointment-status-personnel');
  });

  it('links a count of the filled items by its key, the filter of the list', () => {
    expect(dimensionListPath(scope, 'appointment_status_id', '3')).toBe(
      '/plantilla/report/list-of-appointment-status-personnel?campus_id=1&status=filled&appointment_status_id=3',
    );
    expect(dimensionListPath({}, 'sex', 'female')).toBe('/plantilla/report/list-of-appointment-status-personnel?status=filled&sex=female');
    expect(dimensionListPath({ department_id: 9 }, 'salary_grade', '11')).toBe(
      '/plantilla/report/list-of-appointment-status-personnel?department_id=9&status=filled&salary_grade=11',
    );
    expect(dimensionListPath({}, 'level_id', '2')).toBe('/plantilla/report/list-of-appointment-status-personnel?level_id=2&status=filled');
  });

  it('gives no link to a count of the not stated, nor to a key the list cannot filter by', () => {
    expect(dimensionListPath(scope, 'appointment_status_id', 'none')).toBeNull();
    expect(dimensionListPath(scope, 'sex', 'none')).toBeNull();
    expect(dimensionListPath(scope, 'salary_grade', '40')).toBeNull();
    expect(dimensionListPath(scope, 'sex', 'other')).toBeNull();
  });

  it('an office count names the office; the campus stays where the report had it', () => {
    expect(countListPath({ campus_id: 1 }, { department_id: 7, status: 'filled' })).toBe(
      '/plantilla/report/list-of-appointment-status-personnel?campus_id=1&department_id=7&status=filled',
    );
    expect(countListPath({ campus_id: 1 }, { campus_id: 2, status: 'vacant' })).toBe(
      '/plantilla/report/list-of-appointment-status-personnel?campus_id=2&status=vacant',
    );
  });

  it('heads the list with what was counted and which items', () => {
    const names = { appointmentStatus: 'Permanent', level: 'Second level', office: 'College of Arts and Sciences', campus: 'Main Campus' };
    expect(countHeading({ appointment_status_id: 1, status: 'filled' }, names)).toEqual({ title: 'Permanent — Filled items', where: null });
    expect(countHeading({ appointment_status_id: 1, status: 'filled', campus_id: 1 }, names)).toEqual({
      title: 'Permanent — Filled items',
      where: 'Main Campus',
    });
    expect(countHeading({ sex: 'female', status: 'filled' }, names).title).toBe('Female — Filled items');
    expect(countHeading({ salary_grade: 11, status: 'filled' }, names).title).toBe('SG 11 — Filled items');
    expect(countHeading({ level_id: 2, status: 'filled' }, names).title).toBe('Second level — Filled items');
    expect(countHeading({ department_id: 7, campus_id: 1, status: 'vacant' }, names)).toEqual({
      title: 'College of Arts and Sciences — Vacant items',
      where: 'Main Campus',
    });
    expect(countHeading({ campus_id: 1 }, names)).toEqual({ title: 'Main Campus — All items', where: null });
    expect(countHeading({}, {}).title).toBe('University — All items');
    // Before the report's labels arrive.
    expect(countHeading({ appointment_status_id: 4, status: 'filled' }, {}).title).toBe('One appointment status — Filled items');
  });
});

describe('the pie of filled items by status of appointment', () => {
  const disc = { cx: 100, cy: 100, r: 90 };

  it('starts at twelve o’clock and goes clockwise', () => {
    expect(pointAt(100, 100, 90, 0)).toEqual([100, 10]);
    expect(pointAt(100, 100, 90, 90)).toEqual([190, 100]);
    expect(pointAt(100, 100, 90, 180)).toEqual([100, 190]);
    expect(pointAt(100, 100, 90, 270)).toEqual([10, 100]);
  });

  it('gives each count its share of the circle, in order', () => {
    // 30 permanent, 10 casual, 20 temporary of 60: a half, a sixth and a third.
    const slices = pieSlices([30, 10, 20], disc);
    expect(slices.map((s) => [s.start, s.end])).toEqual([
      [0, 180],
      [180, 240],
      [240, 360],
    ]);
    expect(slices.map((s) => s.fraction)).toEqual([0.5, 10 / 60, 20 / 60]);
    // The half: from the top, down the right side to the bottom, the small arc (exactly 180°), clockwise.
    expect(slices[0]!.path).toBe('M 100 100 L 100 10 A 90 90 0 0 1 100 190 Z');
    // The third: from eight o'clock (240°: 90·cos 150° = −77.942, 90·sin 150° = 45) the small arc back to the top.
    expect(slices[2]!.path).toBe('M 100 100 L 22.058 145 A 90 90 0 0 1 100 10 Z');
  });

  it('takes the large arc past a half', () => {
    const [big] = pieSlices([3, 1], disc);
    expect(big!.end).toBe(270);
    expect(big!.path).toBe('M 100 100 L 100 10 A 90 90 0 1 1 10 100 Z');
  });

  it('draws one count alone as the whole disc, and none at all as nothing', () => {
    const [whole, empty] = pieSlices([12, 0], disc);
    expect(whole!.path).toBe('M 100 10 A 90 90 0 1 1 100 190 A 90 90 0 1 1 100 10 Z');
    expect(empty).toEqual({ start: 360, end: 360, fraction: 0, path: '' });
    expect(pieSlices([0, 0], disc)).toEqual([]);
    expect(pieSlices([], disc)).toEqual([]);
  });

  it('labels shares in whole percents, a sliver as under one', () => {
    expect(percentLabel(0.5)).toBe('50%');
    expect(percentLabel(1 / 3)).toBe('33%');
    expect(percentLabel(0.001)).toBe('<1%');
    expect(percentLabel(0)).toBe('0%');
  });

  it('colours the not stated grey, the others in turn', () => {
    expect(sliceColor(0, '1')).toBe('blue');
    expect(sliceColor(1, '2')).toBe('teal');
    expect(sliceColor(12, '13')).toBe('blue');
    expect(sliceColor(3, 'none')).toBe('gray');
  });
});

describe('the office bars', () => {
  it('scales each bar to the office with the most items', () => {
    expect(
      barParts([
        { filled: 6, vacant: 2 },
        { filled: 1, vacant: 3 },
        { filled: 0, vacant: 0 },
      ]),
    ).toEqual([
      { filled: 75, vacant: 25 },
      { filled: 12.5, vacant: 37.5 },
      { filled: 0, vacant: 0 },
    ]);
    expect(barParts([{ filled: 0, vacant: 0 }])).toEqual([{ filled: 0, vacant: 0 }]);
    expect(barParts([])).toEqual([]);
  });
});

describe('the plantilla pages (SPEC.md §2)', () => {
  const routeAt = (path: string) => ROUTES.find((r) => r.path === path);

  it('registers every page of the section for PLANTILLA, the hidden ones out of the sidebar', () => {
    const pages = {
      '/plantilla': true,
      '/plantilla/personnels': false,
      '/plantilla/new/personnel-item': true,
      '/plantilla/items': false,
      '/plantilla/report': false,
      '/plantilla/report/list-of-appointment-status-personnel': true,
    };
    for (const [path, hidden] of Object.entries(pages)) {
      const route = routeAt(path);
      expect(route, path).toBeDefined();
      expect(route!.hidden, path).toBe(hidden);
      expect(canOpenRoute(route!, ['PLANTILLA']), path).toBe(true);
      expect(canOpenRoute(route!, ['PDS', 'EDATS']), path).toBe(false);
    }
  });

  it('lists the plantilla of personnel, Items and Report under Plantilla', () => {
    const plantilla = menuItemsFor(['PLANTILLA']).filter((item) => item.menu.section === 'Plantilla');
    expect(plantilla.map((item) => item.menu.label)).toEqual(['Plantilla of personnel', 'Items', 'Report']);
    // The recruitment office keeps only the items page, which /plantilla leads it to.
    expect(
      menuItemsFor(['RSP'])
        .filter((item) => item.menu.section === 'Plantilla')
        .map((item) => item.menu.label),
    ).toEqual(['Items']);
  });
});
