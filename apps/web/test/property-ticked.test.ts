import { describe, expect, it } from 'vitest';
import type { TPropertyItem } from '@hris/contracts';
import { whatTheTickedAllow } from '../src/features/property/ticked-actions';

// Issue 42 item 9: the register's ticked items go into "Issue property", and an action that cannot take them says why
// instead of staying grey.

let nextId = 1;
function item(status: TPropertyItem['status'], more: Partial<TPropertyItem> = {}): TPropertyItem {
  const id = nextId++;
  return {
    id,
    property_number: `2026-09-${String(id).padStart(4, '0')}`,
    description: `Item ${id}`,
    unit: 'unit',
    unit_cost: 7_250_000,
    date_acquired: '2026-09-14',
    classification: 'ppe',
    condition: 'serviceable',
    status,
    holder: status === 'issued' ? { id: 7, fullname: 'Juan Bautista' } : null,
    document: status === 'issued' ? { id: 1, form: 'PAR', number: 'PAR-2026-0001' } : null,
    held_since: status === 'issued' ? '2026-09-15' : null,
    ...more,
  } as TPropertyItem;
}

describe('whatTheTickedAllow', () => {
  it('carries the ticked items in stock into Issue property, on their form', () => {
    const [a, b] = [item('in_stock'), item('in_stock')];
    const allowed = whatTheTickedAllow([a, b]);
    expect(allowed.issue).toEqual({ form: 'PAR', items: [a, b], why: null });
  });

  it('carries the items of one form and says which of the ticked it leaves', () => {
    const [par, ics, held] = [item('in_stock'), item('in_stock', { classification: 'semi_expendable_high' }), item('issued')];
    const allowed = whatTheTickedAllow([par, ics, held]);
    expect(allowed.issue.items).toEqual([par]);
    expect(allowed.issue.why).toBe('Issue property takes items in stock of one form: it takes the 1 for a PAR; 1 of the ticked goes on an ICS, 1 is issued.');
  });

  it('says why Transfer and Return cannot take an item in stock', () => {
    const allowed = whatTheTickedAllow([item('issued'), item('in_stock')]);
    expect(allowed.transfer).toBe('Transfer and Return take issued items held by one employee; 1 of the ticked is in stock.');
    expect(allowed.dispose).toBe('Dispose takes unserviceable items in stock; 1 of the ticked is issued, 1 is not unserviceable.');
  });

  it('says why Transfer cannot take items held by two employees', () => {
    const other = item('issued', { holder: { id: 8, fullname: 'Maria Santos' } as TPropertyItem['holder'] });
    expect(whatTheTickedAllow([item('issued'), other]).transfer).toBe(
      'Transfer and Return take issued items held by one employee; the ticked are held by 2 employees.',
    );
  });

  it('allows what the ticked items fit, with no reason', () => {
    const allowed = whatTheTickedAllow([item('issued'), item('issued')]);
    expect(allowed.transfer).toBeNull();
    expect(allowed.issue).toEqual({ form: null, items: [], why: 'Issue property takes items in stock; 2 of the ticked are issued.' });
    const broken = whatTheTickedAllow([item('in_stock', { condition: 'unserviceable' })]);
    expect(broken.dispose).toBeNull();
  });
});
