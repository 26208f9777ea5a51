import { describe, expect, it } from 'vitest';
import { formatPeso, pesosToCentavos, raiseByPercent } from '../src/lib/money';

describe('money in centavos', () => {
  it('shows pesos with thousands separators and 2 decimals', () => {
    expect(formatPeso(1_353_000)).toBe('₱13,530.00');
    expect(formatPeso(44_186_305)).toBe('₱441,863.05');
  });

  it('turns typed pesos into centavos without float drift', () => {
    expect(pesosToCentavos(13530.1)).toBe(1_353_010);
    expect(pesosToCentavos(0.29)).toBe(29);
  });

  it('raises by a percentage to the nearest peso', () => {
    expect(raiseByPercent(1_353_000, 3)).toBe(1_393_600);
    expect(raiseByPercent(1_353_000, 0)).toBe(1_353_000);
  });
});
