/** Money is kept in centavos (DESIGN.md); shown as pesos: ₱13,530.00. */
const pesoFormat = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPeso(centavos: number): string {
  return pesoFormat.format(centavos / 100);
}

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** A raise of `percent` %, rounded to the nearest peso as salary schedules are. */
export function raiseByPercent(centavos: number, percent: number): number {
  return Math.round((centavos * (1 + percent / 100)) / 100) * 100;
}
