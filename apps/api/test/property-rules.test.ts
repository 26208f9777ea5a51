import { describe, expect, it } from 'vitest';
import { classify, DEFAULT_PROPERTY_THRESHOLDS, documentNumber, formOf } from '../src/domain/property';
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
