import { describe, expect, it } from 'vitest';
import { diffRecords, readableKey, readableValue } from '../src/features/audit-trail/audit-diff';

describe('diffRecords', () => {
  it('marks changed, same, added and removed keys in the record order', () => {
    const rows = diffRecords({ id: 1, name: 'Budget', acronym: 'BO', head: 3 }, { id: 1, name: 'Budget Office', acronym: 'BO', oic: 9 });
    expect(rows.map((r) => [r.key, r.change])).toEqual([
      ['id', 'same'],
      ['name', 'changed'],
      ['acronym', 'same'],
      ['head', 'removed'],
      ['oic', 'added'],
    ]);
  });

  it('treats a creation as every key added and a deletion as every key removed', () => {
    expect(diffRecords(null, { a: 1 }).map((r) => r.change)).toEqual(['added']);
    expect(diffRecords({ a: 1 }, null).map((r) => r.change)).toEqual(['removed']);
  });

  it('compares nested values by content', () => {
    expect(diffRecords({ views: ['PDS'] }, { views: ['PDS'] })[0]?.change).toBe('same');
    expect(diffRecords({ views: ['PDS'] }, { views: ['PDS', 'EDATS'] })[0]?.change).toBe('changed');
  });

  it('compares a value that is not a record as a whole', () => {
    expect(diffRecords('old', 'new')).toEqual([{ key: 'value', before: 'old', after: 'new', change: 'changed' }]);
  });
});

describe('readable values and keys', () => {
  it('shows text as is, nothing as a dash, the rest as JSON', () => {
    expect(readableValue('CAS')).toBe('CAS');
    expect(readableValue(null)).toBe('—');
    expect(readableValue(false)).toBe('false');
    expect(readableValue({ id: 1 })).toBe('{"id":1}');
    expect(readableValue([1, 2])).toBe('[1,2]');
    // The people named by an export: the start of the list and its count.
    expect(readableValue(Array.from({ length: 25 }, (_, i) => i + 1))).toBe('[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20, … 25 in all]');
  });

  it('turns field names into words', () => {
    expect(readableKey('head_personnel_id')).toBe('Head personnel id');
    expect(readableKey('isActive')).toBe('Is active');
  });
});
