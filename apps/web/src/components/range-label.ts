import type { TListMeta } from '@hris/contracts';

/** "Showing 16–30 of 47". A module of its own: the job board shows it without loading the table. */
export function rangeLabel(meta: TListMeta): string {
  if (meta.total === 0) return 'Nothing to show';
  const first = (meta.page - 1) * meta.per_page + 1;
  const last = Math.min(meta.total, meta.page * meta.per_page);
  return `Showing ${first}–${last} of ${meta.total}`;
}
