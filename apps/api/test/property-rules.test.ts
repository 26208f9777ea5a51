import { describe, expect, it } from 'vitest';
import {
  classify,
  DEFAULT_PROPERTY_THRESHOLDS,
  disposalRefusal,
  documentNumber,
  formOf,
  isAcknowledged,
  mixedForms,
  movementOf,
  oneHolder,
  type ItemOnTheDay,
} from '../src/domain/property';
import { SETTING_DEFAULTS } from '../src/lib/settings';

// Issue 23, COA Circular 2022-004: 50,000.00 and more is PPE (a PAR); below it semi-expendable (an ICS), low-valued
// under 5,000.00, else high-valued. Amounts in centavos.

describe('the classification of an item by its unit cost at the thresholds', () => {
  const t = DEFAULT_PROPERTY_THRESHOLDS;
  it('4,999.99 is semi-expendable, low-valued', () => expect(classify(499_999, t)).toBe('semi_expendable_low'));
  it('5,000.00 is semi-expendable, high-valued (the low-value threshold itself is high)', () => expect(classify(500_000, t)).toBe('semi_expendable_high'));
  it('49,999.99 is semi-expendable, high-valued', () => expect(classify(4_999_999, t)).toBe('semi_expendable_high'));
  it('50,000.00 is property, plant and equipment (the capitalization threshold itself is PPE)', () => expect(classify(5_000_000, t)).toBe('ppe'));
  it('one centavo is low-valued; a million pesos is PPE', () => {
    expect(classify(1, t)).toBe('semi_expendable_low');
    expect(classify(100_000_000, t)).toBe('ppe');
  });
  it('a unit cost of zero or below, or a fraction of a centavo, is refused', () => {
    expect(() => classify(0, t)).toThrow(RangeError);
    expect(() => classify(-100, t)).toThrow(RangeError);
    expect(() => classify(10.5, t)).toThrow(RangeError);
  });
  it('the thresholds are data: when COA raises the capitalization threshold to 100,000.00, 50,000.00 is semi-expendable', () => {
    expect(classify(5_000_000, { ppe: 10_000_000, lowValue: 500_000 })).toBe('semi_expendable_high');
    expect(classify(9_999_999, { ppe: 10_000_000, lowValue: 500_000 })).toBe('semi_expendable_high');
    expect(classify(10_000_000, { ppe: 10_000_000, lowValue: 500_000 })).toBe('ppe');
  });
  it('the settings default to the thresholds of the circular, in centavos', () => {
    expect(SETTING_DEFAULTS.property_ppe_threshold).toBe(t.ppe);
    expect(SETTING_DEFAULTS.property_low_value_threshold).toBe(t.lowValue);
  });
});

describe('the form and its number', () => {
  it('PPE goes on a PAR, semi-expendable property on an ICS', () => {
    expect(formOf('ppe')).toBe('PAR');
    expect(formOf('semi_expendable_high')).toBe('ICS');
    expect(formOf('semi_expendable_low')).toBe('ICS');
  });
  it('numbers read PAR-2026-0001 and ICS-2026-0012', () => {
    expect(documentNumber('PAR', 2026, 1)).toBe('PAR-2026-0001');
    expect(documentNumber('ICS', 2026, 12)).toBe('ICS-2026-0012');
  });
});

describe('the form of each movement', () => {
  it('a transfer goes on a PTR or an ITR, a return on a PRS or an RRSP, a disposal on an IIRUP or an IIRUSP', () => {
    expect(formOf('ppe', 'transfer')).toBe('PTR');
    expect(formOf('semi_expendable_low', 'transfer')).toBe('ITR');
    expect(formOf('ppe', 'return')).toBe('PRS');
    expect(formOf('semi_expendable_high', 'return')).toBe('RRSP');
    expect(formOf('ppe', 'disposal')).toBe('IIRUP');
    expect(formOf('semi_expendable_high', 'disposal')).toBe('IIRUSP');
    expect(documentNumber('IIRUSP', 2026, 3)).toBe('IIRUSP-2026-0003');
  });
  it('only an issue or a transfer is acknowledged by its employee', () => {
    expect(movementOf('ITR')).toBe('transfer');
    expect(['PAR', 'ICS', 'PTR', 'ITR'].every((f) => isAcknowledged(f as 'PAR'))).toBe(true);
    expect(['PRS', 'RRSP', 'IIRUP', 'IIRUSP'].some((f) => isAcknowledged(f as 'PRS'))).toBe(false);
  });
  it('PPE and semi-expendable items are never on one form, with the articles as said', () => {
    const items = [
      { property_number: 'A', classification: 'ppe' },
      { property_number: 'B', classification: 'semi_expendable_low' },
    ];
    expect(mixedForms(items, 'issue')).toBe(
      'One form holds one kind of property: A go on a PAR (property, plant and equipment), B on an ICS (semi-expendable). Issue them on two forms.',
    );
    expect(mixedForms(items, 'return')).toContain('A go on a PRS (property, plant and equipment), B on an RRSP');
    expect(mixedForms(items, 'disposal')).toContain('on an IIRUP');
    expect(mixedForms([items[0]!], 'transfer')).toBeNull();
  });
});

describe('who holds the items of a transfer or a return', () => {
  const held = (n: string, holder: number | null, extra: Partial<ItemOnTheDay> = {}): ItemOnTheDay => ({
    property_number: n,
    classification: 'ppe',
    status: holder ? 'issued' : 'in_stock',
    condition: 'serviceable',
    holder_personnel_id: holder,
    holder_name: holder ? `Person ${holder}` : null,
    document_form: holder ? 'PAR' : null,
    document_number: holder ? 'PAR-2026-0001' : null,
    document_on: holder ? '2026-11-02' : null,
    ...extra,
  });
  it('one employee holding them all is the holder', () => expect(oneHolder([held('A', 7), held('B', 7)])).toEqual({ holder: 7 }));
  it('items of two employees are refused, naming both', () =>
    expect(oneHolder([held('A', 7), held('B', 8)])).toEqual({
      refusal: 'A, B are held by different employees (Person 7, Person 8): one form moves what one employee holds.',
    }));
  it('an item not held by the named holder is refused, naming it', () =>
    expect(oneHolder([held('A', 7), held('B', 8)], { id: 7, fullname: 'Juan Bautista' })).toEqual({ refusal: 'B is not held by Juan Bautista.' }));
  it('an item returned before is held by nobody: the day it was returned is said (returning twice)', () =>
    expect(oneHolder([held('A', null, { document_form: 'PRS', document_number: 'PRS-2026-0004', document_on: '2026-11-20' })])).toEqual({
      refusal: 'A is not held by anyone: it was returned on November 20, 2026 (PRS-2026-0004).',
    }));
  it('an item never issued is in stock', () => expect(oneHolder([held('A', null)])).toEqual({ refusal: 'A is not held by anyone: it is in stock.' }));
});

describe('what may be disposed of', () => {
  const stock = (extra: Partial<ItemOnTheDay>): ItemOnTheDay => ({
    property_number: 'A',
    classification: 'ppe',
    status: 'in_stock',
    condition: 'unserviceable',
    holder_personnel_id: null,
    holder_name: null,
    document_form: 'PRS',
    document_number: 'PRS-2026-0001',
    document_on: '2026-11-20',
    ...extra,
  });
  it('unserviceable property in stock', () => expect(disposalRefusal(stock({}))).toBeNull());
  it('not while someone holds it', () =>
    expect(disposalRefusal(stock({ status: 'issued', holder_personnel_id: 3, holder_name: 'Ana Dela Cruz' }))).toBe(
      'A is still held by Ana Dela Cruz: return it first.',
    ));
  it('not serviceable or for-repair property', () => {
    expect(disposalRefusal(stock({ condition: 'serviceable' }))).toBe('A is serviceable: only unserviceable property is disposed of.');
    expect(disposalRefusal(stock({ condition: 'for_repair' }))).toBe('A is for repair: only unserviceable property is disposed of.');
  });
  it('not twice', () =>
    expect(disposalRefusal(stock({ status: 'disposed', document_form: 'IIRUP', document_number: 'IIRUP-2026-0001' }))).toBe(
      'A was already disposed of on November 20, 2026 (IIRUP-2026-0001).',
    ));
});
