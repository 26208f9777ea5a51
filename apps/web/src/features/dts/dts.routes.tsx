import { IconArchive, IconCategory, IconClockPause, IconFilePlus, IconListDetails, IconRoute, IconUserCheck } from '@tabler/icons-react';
import { DTS_VIEW_LABELS, type TDtsView } from '@hris/contracts';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

// Document tracking (SPEC.md §2 /dts, §4 status views 1–6; issue 19). Every page needs the DTS view; changing the
// document types needs DTSADMIN. The tracking page of the routing slip's QR code is public (app/public-paths.ts).

const main = () => import('./dts-main-page');
const lists = () => import('./dts-list-pages');
const forms = () => import('./document-form-page');
const documentPage = () => import('./document-page');
const types = () => import('./document-types-pages');

/** SPEC.md §2's status views, each an address of the main page. */
const VIEW_ROUTES: [TDtsView, string, keyof Awaited<ReturnType<typeof main>>][] = [
  ['incoming', '/dts/incoming', 'IncomingPage'],
  ['received', '/dts/received', 'ReceivedPage'],
  ['outgoing', '/dts/outgoing', 'OutgoingPage'],
  ['hold', '/dts/hold', 'HoldPage'],
  ['return', '/dts/return', 'ReturnPage'],
  ['for_pickup', '/dts/forPickUp', 'ForPickUpPage'],
];

const SECTION = 'Document tracking';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const dtsRoutes: readonly AppRoute[] = [
  page({
    path: '/dts',
    group: 'DTS',
    title: 'Document tracking',
    breadcrumb: [SECTION, 'Incoming'],
    menu: {
      section: SECTION,
      label: 'Document tracking',
      icon: IconRoute,
      description: "Your office's incoming, received, outgoing, hold, return and for pick-up documents",
    },
    element: lazyPage(main, 'IncomingPage'),
  }),
  ...VIEW_ROUTES.map(([view, path, pick]) =>
    page({
      path: path,
      group: 'DTS',
      title: `${DTS_VIEW_LABELS[view]} documents`,
      breadcrumb: [SECTION, DTS_VIEW_LABELS[view]],
      element: lazyPage(main, pick),
    }),
  ),
  page({
    path: '/dts/add-document',
    group: 'DTS',
    breadcrumb: [SECTION, 'Add document'],
    menu: { section: SECTION, label: 'Add document', icon: IconFilePlus, description: 'File a document from your office and print its routing slip' },
    element: lazyPage(forms, 'AddDocumentPage'),
  }),
  page({
    path: '/dts/add-document/:deptID',
    group: 'DTS',
    title: 'Add document',
    breadcrumb: [SECTION, 'Add document'],
    element: lazyPage(forms, 'AddDocumentPage'),
  }),
  page({
    path: '/dts/edit-document/:id/:dept_id/:year',
    group: 'DTS',
    title: 'Correct a document',
    breadcrumb: [SECTION, 'Document', 'Correct'],
    element: lazyPage(forms, 'EditDocumentPage'),
  }),
  page({ path: '/dts/documents/:id', group: 'DTS', title: 'Document', breadcrumb: [SECTION, 'Document'], element: lazyPage(documentPage, 'DocumentPage') }),
  page({
    path: '/dts/overdue/document/:log_id',
    group: 'DTS',
    title: 'Overdue document',
    breadcrumb: [SECTION, 'Overdue document'],
    element: lazyPage(() => import('./overdue-page'), 'OverduePage'),
  }),
  page({
    path: '/dts/my-documents',
    group: 'DTS',
    breadcrumb: [SECTION, 'My documents'],
    menu: { section: SECTION, label: 'My documents', icon: IconUserCheck, description: 'The documents you filed and where each is now' },
    element: lazyPage(lists, 'MyDocumentsPage'),
  }),
  page({
    path: '/dts/document-list',
    group: 'DTS',
    breadcrumb: [SECTION, 'Document list'],
    menu: { section: SECTION, label: 'Document list', icon: IconListDetails, description: 'Every document your office filed, received or sent on' },
    element: lazyPage(lists, 'DocumentListPage'),
  }),
  page({
    path: '/dts/pending-for-release',
    group: 'DTS',
    breadcrumb: [SECTION, 'Pending for release'],
    menu: { section: SECTION, label: 'Pending for release', icon: IconClockPause, description: 'Documents ready for pick-up or back after their route' },
    element: lazyPage(lists, 'PendingForReleasePage'),
  }),
  page({
    path: '/dts/released-rejected-archive',
    group: 'DTS',
    title: 'Released, rejected and archived',
    breadcrumb: [SECTION, 'Released/rejected/archive'],
    menu: { section: SECTION, label: 'Released/rejected/archive', icon: IconArchive, description: 'Documents whose route ended at your office' },
    element: lazyPage(lists, 'ReleasedRejectedArchivePage'),
  }),
  page({
    path: '/dts/document-types',
    group: 'DTS',
    breadcrumb: [SECTION, 'Document types'],
    menu: {
      section: SECTION,
      label: 'Document types',
      icon: IconCategory,
      description: 'The kinds of documents, their processing time (RA 11032) and usual route',
      activeFor: ['/dts/add-document-types', '/dts/edit-document-types'],
    },
    element: lazyPage(types, 'DocumentTypesPage'),
  }),
  page({
    path: '/dts/add-document-types',
    group: 'DTSADMIN',
    title: 'Add document type',
    breadcrumb: [SECTION, 'Document types', 'Add'],
    element: lazyPage(types, 'AddDocumentTypePage'),
  }),
  page({
    path: '/dts/edit-document-types/:id',
    group: 'DTSADMIN',
    title: 'Edit document type',
    breadcrumb: [SECTION, 'Document types', 'Edit'],
    element: lazyPage(types, 'EditDocumentTypePage'),
  }),
  page({
    // What the routing slip's QR code opens: the document for staff who may see it, its status for anyone (no session).
    path: '/dts/track/:tracking_number',
    group: 'OTHERS',
    breadcrumb: [SECTION, 'Track a document'],
    layout: 'either',
    element: lazyPage(() => import('./track-page'), 'TrackPage'),
  }),
];
