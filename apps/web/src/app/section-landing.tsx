import { Navigate } from 'react-router';
import { useSignedInUser } from '../features/account/current-user';
import { menuItemsFor } from './menu';
import type { MenuSection } from './routes';

/**
 * A section's own address (/settings) opens its preferred page, or the first page of the
 * section the user may open: someone with only GENERALSETTINGS has no users page.
 */
export function SectionLanding({ section, preferred }: { section: MenuSection; preferred: string }) {
  const { user } = useSignedInUser();
  const items = menuItemsFor(user.allowed_views, user.department_duties, user.personnel !== null).filter((item) => item.menu.section === section);
  const target = items.find((item) => item.path === preferred) ?? items[0];
  return <Navigate to={target?.path ?? '/404'} replace />;
}
