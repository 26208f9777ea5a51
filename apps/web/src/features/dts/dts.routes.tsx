import type { ComponentType } from 'react';
import { IconArchive, IconCategory, IconClockPause, IconFilePlus, IconListDetails, IconRoute, IconUserCheck } from '@tabler/icons-react';
import { DTS_VIEW_LABELS, type TDtsView, type TRouteGroup } from '@hris/contracts';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

// Document tracking (SPEC.md §2 /dts, §4 status views 1–6; issue 19). Every page needs the DTS view; changing the
// document types needs DTSADMIN. The tracking page of the routing slip's QR code is public (app/public-paths.ts).

const main = () => import('./dts-main-page');
const lists = () => import('./dts-list-pages');
const forms = () => import('./document-form-page');
const documentPage = () => import('./document-page');
const types = () => import('./document-types-pages');

const hiddenPage = <M,>(
  path: string,
  title: string,
  breadcrumb: string[],
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  group: TRouteGroup = 'DTS',
): AppRoute => ({ path, group, title, breadcrumb, hidden: true, layout: 'shell', element: lazyPage(load, pick) });

/** SPEC.md §2's status views, each an address of the main page. */
const VIEW_ROUTES: [TDtsView, string, (m: Awaited<ReturnType<typeof main>>) => ComponentType][] = [
  ['incoming', '/dts/incoming', (m) => m.IncomingPage],
  ['received', '/dts/received', (m) => m.ReceivedPage],
  ['outgoing', '/dts/outgoing', (m) => m.OutgoingPage],
  ['hold', '/dts/hold', (m) => m.HoldPage],
  ['return', '/dts/return', (m) => m.ReturnPage],
  ['for_pickup', '/dts/forPickUp', (m) => m.ForPickUpPage],
];

const SECTION = 'Document tracking';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const dtsRoutes: readonly AppRoute[] = [
  {
    path: '/dts',
    group: 'DTS',
    title: 'Document tracking',
    breadcrumb: [SECTION, 'Incoming'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: SECTION,
      label: 'Document tracking',
      icon: IconRoute,
      description: "Your office's incoming, received, outgoing, hold, return and for pick-up documents",
    },
    element: lazyPage(main, (m) => m.IncomingPage),
  },
  ...VIEW_ROUTES.map(([view, path, pick]) => hiddenPage(path, `${DTS_VIEW_LABELS[view]} documents`, [SECTION, DTS_VIEW_LABELS[view]], main, pick)),
  {
    path: '/dts/add-document',
    group: 'DTS',
    title: 'Add document',
    breadcrumb: [SECTION, 'Add document'],
    hidden: false,
    layout: 'shell',
    menu: { section: SECTION, label: 'Add document', icon: IconFilePlus, description: 'File a document from your office and print its routing slip' },
    element: lazyPage(forms, (m) => m.AddDocumentPage),
  },
  hiddenPage('/dts/add-document/:deptID', 'Add document', [SECTION, 'Add document'], forms, (m) => m.AddDocumentPage),
  hiddenPage('/dts/edit-document/:id/:dept_id/:year', 'Correct a document', [SECTION, 'Document', 'Correct'], forms, (m) => m.EditDocumentPage),
  hiddenPage('/dts/documents/:id', 'Document', [SECTION, 'Document'], documentPage, (m) => m.DocumentPage),
  hiddenPage(
    '/dts/overdue/document/:log_id',
    'Overdue document',
    [SECTION, 'Overdue document'],
    () => import('./overdue-page'),
    (m) => m.OverduePage,
  ),
  {
    path: '/dts/my-documents',
    group: 'DTS',
    title: 'My documents',
    breadcrumb: [SECTION, 'My documents'],
    hidden: false,
    layout: 'shell',
    menu: { section: SECTION, label: 'My documents', icon: IconUserCheck, description: 'The documents you filed and where each is now' },
    element: lazyPage(lists, (m) => m.MyDocumentsPage),
  },
  {
    path: '/dts/document-list',
    group: 'DTS',
    title: 'Document list',
    breadcrumb: [SECTION, 'Document list'],
    hidden: false,
    layout: 'shell',
    menu: { section: SECTION, label: 'Document list', icon: IconListDetails, description: 'Every document your office filed, received or sent on' },
    element: lazyPage(lists, (m) => m.DocumentListPage),
  },
  {
    path: '/dts/pending-for-release',
    group: 'DTS',
    title: 'Pending for release',
    breadcrumb: [SECTION, 'Pending for release'],
    hidden: false,
    layout: 'shell',
    menu: { section: SECTION, label: 'Pending for release', icon: IconClockPause, description: 'Documents ready for pick-up or back after their route' },
    element: lazyPage(lists, (m) => m.PendingForReleasePage),
  },
  {
    path: '/dts/released-rejected-archive',
    group: 'DTS',
    title: 'Released, rejected and archived',
    breadcrumb: [SECTION, 'Released/rejected/archive'],
    hidden: false,
    layout: 'shell',
    menu: { section: SECTION, label: 'Released/rejected/archive', icon: IconArchive, description: 'Documents whose route ended at your office' },
    element: lazyPage(lists, (m) => m.ReleasedRejectedArchivePage),
  },
  {
    path: '/dts/document-types',
    group: 'DTS',
    title: 'Document types',
    breadcrumb: [SECTION, 'Document types'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: SECTION,
      label: 'Document types',
      icon: IconCategory,
      description: 'The kinds of documents, their processing time (RA 11032) and usual route',
      activeFor: ['/dts/add-document-types', '/dts/edit-document-types'],
    },
    element: lazyPage(types, (m) => m.DocumentTypesPage),
  },
  hiddenPage('/dts/add-document-types', 'Add document type', [SECTION, 'Document types', 'Add'], types, (m) => m.AddDocumentTypePage, 'DTSADMIN'),
  hiddenPage('/dts/edit-document-types/:id', 'Edit document type', [SECTION, 'Document types', 'Edit'], types, (m) => m.EditDocumentTypePage, 'DTSADMIN'),
  {
    // What the routing slip's QR code opens: the document for staff who may see it, its status for anyone (no session).
    path: '/dts/track/:tracking_number',
    group: 'OTHERS',
    title: 'Track a document',
    breadcrumb: [SECTION, 'Track a document'],
    hidden: true,
    layout: 'either',
    element: lazyPage(
      () => import('./track-page'),
      (m) => m.TrackPage,
    ),
  },
];
