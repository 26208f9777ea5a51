// The rest of Mantine's stylesheets (the main script loads the pages shown signed out's: app/public-styles.ts).
import '../signed-in-styles';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, Box, Center, Loader, em } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { LIMITS } from '@hris/contracts';
import { NotificationsProvider } from '../../features/notifications/notifications-provider';
import { useSignedInUser } from '../../features/account/current-user';
import { SectionPagesContext } from '../../lib/section-pages';
import { firstScreenDrawn, whenIdle } from '../../lib/when-idle';
import type { MenuSection } from '../../lib/route-kit';
import { menuItemsFor } from '../menu';
import { AppFooter } from '../../components/app-footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import classes from './signed-in-shell.module.css';

/**
 * Committed with the page (the same Suspense boundary): its effect runs once the page's first screen is drawn, and lets
 * idle work start (lib/when-idle.ts).
 */
function FirstScreenDrawn() {
  useEffect(() => firstScreenDrawn(), []);
  return null;
}

const NavigationDrawer = lazy(() => import('./navigation-drawer').then((module) => ({ default: module.NavigationDrawer })));

const SIDEBAR_STORAGE_KEY = 'hris.sidebar.open';
const SIDEBAR_WIDTH = 264;

/** Below ~1024 px the sidebar becomes a drawer that starts closed (SPEC.md §2). */
function useIsNarrowScreen(): boolean {
  return useMediaQuery(`(max-width: ${em(LIMITS.mobileBreakpointPx - 0.1)})`, false, { getInitialValueInEffect: false });
}

/** Layout of every signed-in screen: sidebar, top bar with breadcrumb, bell and user menu, footer. */
export function SignedInShell() {
  const narrow = useIsNarrowScreen();
  const { pathname } = useLocation();
  // The desktop choice is remembered across visits; the drawer always starts closed.
  const [sidebarOpen, setSidebarOpen] = useLocalStorage<boolean>({
    key: SIDEBAR_STORAGE_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const closeDrawer = drawer.close; // stable: the effect below runs on navigation only

  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);
  // On a phone the drawer's script is fetched once the first screen is drawn, ready for the burger's first tap.
  useEffect(() => (narrow ? whenIdle(() => void import('./navigation-drawer')) : undefined), [narrow]);

  const toggleSidebar = () => {
    if (!narrow) return setSidebarOpen((open) => !open);
    setDrawerUsed(true);
    drawer.toggle();
  };

  // A section's landing (/settings, /payroll) opens the first of its pages this user may open: the sidebar's list.
  const { user } = useSignedInUser();
  const sectionPages = useCallback(
    (section: MenuSection) =>
      menuItemsFor(user.allowed_views, user.department_duties, user.personnel !== null)
        .filter((item) => item.menu.section === section)
        .map((item) => item.path),
    [user],
  );

  return (
    <SectionPagesContext.Provider value={sectionPages}>
      <NotificationsProvider>
        <AppShell
          layout="alt"
          header={{ height: 64 }}
          navbar={{
            width: SIDEBAR_WIDTH,
            breakpoint: LIMITS.mobileBreakpointPx,
            collapsed: { desktop: !sidebarOpen, mobile: true },
          }}
          padding={0}
          className={classes.shell}
        >
          <AppShell.Header>
            <TopBar narrow={narrow} sidebarOpen={narrow ? drawerOpen : sidebarOpen} onToggleSidebar={toggleSidebar} />
          </AppShell.Header>
          {/* On a phone the sidebar is the drawer's alone: the hidden navbar would be drawn for nothing on the first screen. */}
          {narrow ? null : (
            <AppShell.Navbar aria-label="Main navigation">
              <Sidebar />
            </AppShell.Navbar>
          )}
          <AppShell.Main className={classes.main}>
            <Box className={classes.content} p={{ base: 'md', sm: 'xl' }}>
              <Suspense
                fallback={
                  // As tall as the screen: the footer stays below it until the page is drawn, instead of showing under the
                  // loader and being pushed down by the page (a layout shift).
                  <Center py={80} mih="100dvh" className="hris-delayed-loader">
                    <Loader role="status" aria-label="Loading" />
                  </Center>
                }
              >
                <Outlet />
                <FirstScreenDrawn />
              </Suspense>
            </Box>
            <AppFooter />
          </AppShell.Main>
        </AppShell>
        {/* Mounted from the first time it is opened: a closed drawer on the first screen costs its portal's render, and
            its script (Mantine's modal base, which brings floating-ui) is not among the first screen's. */}
        {drawerUsed ? (
          <Suspense fallback={null}>
            <NavigationDrawer opened={narrow && drawerOpen} onClose={closeDrawer} size={SIDEBAR_WIDTH + 16} />
          </Suspense>
        ) : null}
      </NotificationsProvider>
    </SectionPagesContext.Provider>
  );
}
