import type { ReactNode } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { FileJobButton, MyFileJobProgress, useMyFileJob } from '../../components/file-job';
import { askPersonnelPdf, askPersonnelWorkbook, PERSONNELS_PAGE_SIZE, PLANTILLA_FILE_JOB, usePlantillaPersonnels } from './plantilla.api';
import { isFiltered, type TPersonnelFilters } from './plantilla-filters';
import { OfficeTotalsTable, PlantillaPersonnelTable, PlantillaTotalsSummary } from './plantilla-personnel-table';

/**
 * "Export Excel" and "PDF" of every line the filters match (the server pages nothing in a download): each made as a
 * job, whose bar and file `PlantillaFileProgress` shows.
 */
export function PlantillaDownloads({ filters }: { filters: TPersonnelFilters }) {
  const { job, start } = useMyFileJob(PLANTILLA_FILE_JOB);
  return (
    <>
      <FileJobButton job={job} start={() => start(askPersonnelWorkbook(filters))} icon={<IconFileSpreadsheet size={16} />}>
        Export Excel
      </FileJobButton>
      <FileJobButton job={job} start={() => start(askPersonnelPdf(filters))} icon={<IconFileTypePdf size={16} />}>
        PDF
      </FileJobButton>
    </>
  );
}

/** The bar of the caller's plantilla file being made, then the file to save. */
export function PlantillaFileProgress() {
  return <MyFileJobProgress kind={PLANTILLA_FILE_JOB} unit="lines" />;
}

type Props = {
  filters: TPersonnelFilters;
  page: number;
  onPageChange: (page: number) => void;
  emptyTitle?: string;
};

/**
 * The totals of what the filters match, one page of its PSIPOP lines, and the totals per office: the body of
 * /plantilla/personnels and of the report's "people behind a count".
 */
export function PlantillaPersonnelView({ filters, page, onPageChange, emptyTitle }: Props) {
  const list = usePlantillaPersonnels({ ...filters, page, per_page: PERSONNELS_PAGE_SIZE });
  const filtered = isFiltered(filters);
  const totals = list.data?.totals;
  return (
    <Stack gap="md">
      {totals ? <PlantillaTotalsSummary totals={totals.university} filtered={filtered} /> : list.isPending ? <Skeleton h={92} radius="md" /> : null}
      <PlantillaPersonnelTable
        list={list.data}
        loading={list.isPending}
        onPageChange={onPageChange}
        emptyTitle={emptyTitle ?? (filtered ? 'No item matches the filters' : 'No plantilla items yet')}
        emptyDescription={filtered ? undefined : 'Add each authorized position with New personnel item.'}
      />
      {totals && totals.offices.length > 1 ? <OfficeTotalsTable offices={totals.offices} total={totals.university} /> : null}
    </Stack>
  );
}

/** The buttons of a list header, wrapping under the title on a phone. */
export function HeaderActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" wrap="wrap">
      {children}
    </Group>
  );
}
