import { createContext, useContext } from 'react';
import type { MenuSection } from './route-kit';

/**
 * The pages of a sidebar section the signed-in user may open, in the sidebar's order. Only app/ holds the route table,
 * so app/ provides it (app/layout/signed-in-shell.tsx); a page below asks here without importing app/.
 */
export const SectionPagesContext = createContext<(section: MenuSection) => readonly string[]>(() => []);

export const useSectionPages = () => useContext(SectionPagesContext);
