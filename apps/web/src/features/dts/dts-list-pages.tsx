import { Button, Stack } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DTS_LIST_VIEW_LABELS, type TDtsListView } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { useListState } from '../../lib/list-state';
import { OfficePage } from './dts-main-page';
import { DocumentList, documentColumns } from './document-list';
import { documentPagePath, useMyDocuments } from './dts.api';
import { useOfficeChoice } from './office-choice';
import { trackingNumberIn } from './tracking-number';

type OtherView = Extract<TDtsListView, 'touched' | 'pending_release' | 'closed'>;

const PAGES: Record<OtherView, { title: string; description: string; emptyTitle: string; emptyDescription: string }> = {
  touched: {
    title: 'Document list',
    description: 'Every document your office filed, received or sent on, wherever it is now.',
    emptyTitle: 'No documents yet',
    emptyDescription: 'Documents the office files, receives or forwards are listed here for good.',
  },
  pending_release: {
    title: DTS_LIST_VIEW_LABELS.pending_release,
    description: 'Ready for pick-up, or back at your office after their route: release them to the requester, or archive them.',
    emptyTitle: 'Nothing waits for release',
    emptyDescription: 'Documents ready for pick-up, and those your office filed that came back after their route, appear here.',
  },
  closed: {
    title: 'Released, rejected and archived',
    description: 'The documents whose route ended at your office.',
    emptyTitle: 'Nothing released, rejected or archived',
    emptyDescription: 'Documents your office released, rejected or archived are kept here.',
  },
};

function OfficeListPage({ view }: { view: OtherView }) {
  const choice = useOfficeChoice();
  const page = PAGES[view];
  return (
    <OfficePage choice={choice} title={page.title} description={page.description}>
      {(office) => <DocumentList key={office.id} view={view} office={office} emptyTitle={page.emptyTitle} emptyDescription={page.emptyDescription} />}
    </OfficePage>
  );
}

export const DocumentListPage = () => <OfficeListPage view="touched" />;
export const PendingForReleasePage = () => <OfficeListPage view="pending_release" />;
export const ReleasedRejectedArchivePage = () => <OfficeListPage view="closed" />;

/** /dts/my-documents: what I filed, and where each is now. */
export function MyDocumentsPage() {
  const navigate = useNavigate();
  const list = useListState({});
  const term = trackingNumberIn(list.term) ?? list.term;
  const documents = useMyDocuments(term, list.page);
  return (
    <Stack gap="lg">
      <PageHeader
        title="My documents"
        description="The documents you filed, where each is now and how it stands."
        actions={
          <Button component={Link} to="/dts/add-document" leftSection={<IconFilePlus size={16} />}>
            Add document
          </Button>
        }
      />
      <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search tracking number, title or type" w={{ base: '100%', sm: 360 }} />
      <DataTable
        label="My documents"
        columns={documentColumns('mine')}
        rows={documents.data?.documents}
        rowKey={(d) => d.id}
        loading={documents.isPending}
        meta={documents.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(d) => void navigate(documentPagePath(d.id))}
        minWidth={820}
        emptyTitle={list.term ? 'No documents match' : 'You have filed no documents'}
        emptyDescription={list.term ? 'Try another search.' : 'Documents you file from your office (Add document) are listed here with where each is now.'}
      />
    </Stack>
  );
}
