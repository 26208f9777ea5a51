import { useSearchParams } from 'react-router';
import { manilaMonth } from '../../lib/dates';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month a page shows, kept in the address (?month=2026-11) so that a notification's link and a
 * person's DTR opened from the list land on the same month. A month still to come falls back to this one.
 */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = manilaMonth();
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) && asked <= current ? asked : current;
  const setMonth = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('month', next);
        return updated;
      },
      { replace: true },
    );
  return [month, setMonth];
}
