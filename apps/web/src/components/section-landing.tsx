import { Navigate } from 'react-router';
import type { MenuSection } from '../lib/route-kit';
import { useSectionPages } from '../lib/section-pages';

/**
 * A section's own address (/settings) opens its preferred page, or the first page of the
 * section the user may open: someone with only GENERALSETTINGS has no users page.
 */
export function SectionLanding({ section, preferred }: { section: MenuSection; preferred: string }) {
  const pages = useSectionPages()(section);
  const target = pages.includes(preferred) ? preferred : pages[0];
  return <Navigate to={target ?? '/404'} replace />;
}
