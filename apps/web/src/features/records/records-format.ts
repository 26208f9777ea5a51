import { formatLongDate } from '../../lib/dates';
import { formatPeso } from '../../lib/money';

/** "01/04/2021 – Present", as the service record reads. */
export function servicePeriod(from: string, to: string | null): string {
  return `${shortDate(from)} – ${to ? shortDate(to) : 'Present'}`;
}

/** mm/dd/yyyy, as CSC forms print dates. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

export const longDate = (iso: string | null | undefined) => (iso ? formatLongDate(iso) : '—');
export const pesosOrDash = (centavos: number | null | undefined) => (centavos == null ? '—' : formatPeso(centavos));
