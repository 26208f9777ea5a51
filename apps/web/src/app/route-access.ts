import { canSeeGroup } from '@hris/contracts';
import type { AppRoute } from './routes';

/** SPEC.md §6: a route opens when its group, or one it is shared with, is among the user's views (or a default one). */
export function canOpenRoute(route: Pick<AppRoute, 'group' | 'alsoOpenTo'>, allowedViews: readonly string[]): boolean {
  return [route.group, ...(route.alsoOpenTo ?? [])].some((group) => canSeeGroup(group, allowedViews));
}
