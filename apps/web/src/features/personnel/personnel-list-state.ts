import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMPLOYMENT_KINDS, LIMITS, type TEmploymentKind } from '@hris/contracts';
import { createDebouncer, searchTermOf } from '../../lib/remote-search';
import type { TPersonnelFilters } from './personnel.api';

type Status = 'active' | 'inactive';
const STATUSES: readonly Status[] = ['active', 'inactive'];

const positiveInt = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);

/**
 * The address's parameters as they are now. React Router hands its functional update the parameters of
 * the last render, so a filter chosen while the search box settles (both within one render) would wipe
 * the other's change; reading the address itself keeps both.
 */
const latestParams = () => new URLSearchParams(window.location.search);

/**
 * The personnel list's search, filters and page, kept in the address (?term=&campus=&department=
 * &status=&kind=&page=) so a reload, the back button or a shared link shows the same list. The
 * search box settles into the address about 100 ms after the last key (SPEC.md §9); a new term or
 * filter starts again from page 1. A list fixed to one kind (job orders) ignores ?kind.
 */
export function usePersonnelListState({ fixedKind }: { fixedKind?: TEmploymentKind } = {}) {
  const [params, setParams] = useSearchParams();
  const [typed, setTypedText] = useState(() => params.get('term') ?? '');

  const filters: TPersonnelFilters = {
    term: searchTermOf(params.get('term') ?? '') ?? undefined,
    campus_id: positiveInt(params.get('campus')),
    department_id: positiveInt(params.get('department')),
    status: oneOf(params.get('status'), STATUSES),
    kind: fixedKind ?? oneOf(params.get('kind'), EMPLOYMENT_KINDS),
  };
  const page = positiveInt(params.get('page')) ?? 1;

  const debouncer = useMemo(
    () =>
      createDebouncer<string>(LIMITS.searchDebounceMs, (value) =>
        setParams(
          () => {
            const next = latestParams();
            const term = value.trim();
            if (term) next.set('term', term);
            else next.delete('term');
            next.delete('page');
            return next;
          },
          { replace: true },
        ),
      ),
    [setParams],
  );
  useEffect(() => debouncer.cancel, [debouncer]);

  const setTyped = (value: string) => {
    setTypedText(value);
    debouncer.push(value);
  };

  /** Sets (or, with null, clears) filters; the page goes back to 1 unless it is the page that changes. */
  const update = (changes: Record<string, string | number | null>) =>
    setParams(() => {
      const next = latestParams();
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return {
    typed,
    setTyped,
    filters,
    page,
    setPage: (next: number) => update({ page: next > 1 ? next : null }),
    setCampus: (campusId: string | null) => update({ campus: campusId, department: null }),
    setDepartment: (departmentId: string | null) => update({ department: departmentId }),
    setStatus: (status: Status | null) => update({ status }),
    setKind: (kind: TEmploymentKind | null) => update({ kind }),
    filtered: Boolean(filters.term || filters.campus_id || filters.department_id || filters.status || (!fixedKind && filters.kind)),
  };
}
