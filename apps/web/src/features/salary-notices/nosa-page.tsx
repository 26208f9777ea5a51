import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Checkbox, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconFiles, IconSend, IconSend2 } from '@tabler/icons-react';
import { JobProgress } from '../../components/job-progress';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { SearchField } from '../../components/search-field';
import { formatLongDate } from '../../lib/dates';
import { useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { useCampuses } from '../attendance/attendance.api';
import { Adjustment, NoticePdfButton, NoticeStatusCell, NosaStatusBadge, Peso, RowPdfButton } from './notice-parts';
import { allBoxState, gradeStep, isIssuable, issueBodyOf, officePrintQuery, toggleAll, type TIssueScope } from './salary-notices-format';
import { openNosa, openOfficeNosas, useIssueNosas, useNosaList, usePrintTranche, useSalaryTranches, type TNosa, type TNosaStatus } from './salary-notices.api';
import { trancheLabel, TranchesPanel } from './tranches-panel';

type StatusFilter = 'all' | TNosaStatus;
type Filters = { status: StatusFilter; effective_date: string | null; campus_id: number | null; department_id: number | null };

/** /nosa (SPEC.md §2, Personnel; NOSINOSA): the tranches applied to the incumbents and their Notices of Salary Adjustment. */
/** The tranche a link names (the bell's, once its notices are prepared or printed: /nosa?effective_date=2026-01-01). */
const linkedTranche = (params: URLSearchParams) => {
  const date = params.get('effective_date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
};

export function NosaPage() {
  const [params] = useSearchParams();
  const linked = linkedTranche(params);
  const list = useListState<Filters>({ status: 'all', effective_date: linked, campus_id: null, department_id: null });
  const { status, effective_date, campus_id, department_id } = list.filters;
  const { setFilter } = list;
  // The bell's link followed while on this page already: the list turns to the tranche it names.
  useEffect(() => {
    if (linked) setFilter('effective_date', linked);
  }, [linked, setFilter]);
  const print = usePrintTranche();
  const [office, setOffice] = useState<PickerOption | null>(null);
  const tranches = useSalaryTranches();
  const campuses = useCampuses();
  const nosas = useNosaList({
    effective_date: effective_date ?? undefined,
    campus_id: campus_id ?? undefined,
    department_id: department_id ?? undefined,
    status: status === 'all' ? undefined : status,
    term: list.term,
    page: list.page,
  });
  const issue = useIssueNosas();
  const confirm = useConfirm();

  // The ticked rows hold while the filters do (across pages); other filters start a new choice.
  const selectionKey = JSON.stringify([list.term, list.filters]);
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: selectionKey, ids: new Set() });
  const selected = selection.key === selectionKey ? selection.ids : new Set<number>();
  const select = (ids: Set<number>) => setSelection({ key: selectionKey, ids });

  const rows = nosas.data?.nosas;
  const pageIds = (rows ?? []).filter(isIssuable).map((n) => n.id);
  const allBox = allBoxState(selected, pageIds);

  const trancheName = (date: string) => {
    const t = tranches.data?.find((x) => x.effective_date === date);
    return t ? trancheLabel(t) : `the tranche effective ${formatLongDate(date)}`;
  };

  const askToIssue = (scope: TIssueScope) => {
    const body = issueBodyOf(scope);
    if (!body) return;
    const what =
      scope.kind === 'selected' ? (
        <>
          the <b>{scope.ids.length.toLocaleString('en-PH')}</b> selected {scope.ids.length === 1 ? 'notice' : 'notices'}
        </>
      ) : (
        <>
          every prepared notice of <b>{trancheName(scope.effective_date ?? '')}</b>
          {office && department_id !== null ? (
            <>
              {' '}
              in <b>{office.label}</b>
            </>
          ) : (
            ' in every office'
          )}
        </>
      );
    confirm({
      title: 'Issue notices of salary adjustment',
      message: (
        <Stack gap="xs">
          <Text fz="sm">Issue {what}?</Text>
          <Text fz="sm" c="dimmed">
            An issued notice is signed and sent: each employee is told, sees it under My Account and acknowledges its receipt there.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Issue',
      onConfirm: async () => {
        const answer = await issue.mutateAsync(body);
        showSuccessToast(answer.message);
        select(new Set());
      },
    });
  };

  const printQuery = officePrintQuery({ effective_date, department_id });
  const chosen = tranches.data?.find((t) => t.effective_date === effective_date);
  // The tranche's PDF (the caller's) while it is made, and once made while its file is kept: its bar, then "Save the PDF".
  const printJob = chosen?.print_job && (chosen.print_job.status !== 'done' || chosen.print_job.result?.has_file) ? chosen.print_job : null;
  const printing = printJob !== null && (printJob.status === 'queued' || printJob.status === 'running');
  const printTranche = async () => {
    if (!effective_date) return;
    const answer = await print.mutateAsync({ effectiveDate: effective_date });
    showSuccessToast(answer.message);
  };
  const showTranche = (date: string) => {
    list.setFilter('effective_date', date);
    document.getElementById('nosa-list')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const columns: Column<TNosa>[] = [
    {
      key: 'employee',
      header: (
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            aria-label="Select every prepared notice of this page"
            checked={allBox.checked}
            indeterminate={allBox.indeterminate}
            disabled={pageIds.length === 0}
            onChange={(event) => select(toggleAll(selected, pageIds, event.currentTarget.checked))}
          />
          Employee
        </Group>
      ),
      render: (n) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox
            mt={2}
            aria-label={`Select the notice of ${n.personnel.fullname}`}
            checked={selected.has(n.id)}
            disabled={!isIssuable(n)}
            title={isIssuable(n) ? undefined : 'Already issued'}
            onChange={(event) => select(toggleAll(selected, [n.id], event.currentTarget.checked))}
          />
          <PersonCell name={n.personnel.fullname} details={[n.personnel.idno, n.personnel.department?.acronym || n.personnel.department?.fullname]} />
        </Group>
      ),
    },
    {
      key: 'position',
      header: 'Position, SG-step, item',
      render: (n) => (
        <Stack gap={0}>
          <Text fz="sm">{n.position_title}</Text>
          <Text fz="xs" c="dimmed">
            {gradeStep(n.salary_grade, n.salary_step)} · {n.item_no ? `Item ${n.item_no}` : 'No item'}
          </Text>
        </Stack>
      ),
    },
    { key: 'previous', header: 'Previous monthly', align: 'right', render: (n) => <Peso centavos={n.previous_monthly} /> },
    { key: 'new', header: 'New monthly', align: 'right', render: (n) => <Peso centavos={n.new_monthly} strong /> },
    { key: 'adjustment', header: 'Adjustment', align: 'right', render: (n) => <Adjustment centavos={n.adjustment} /> },
    // With a tranche chosen every row has its date: the column is left out.
    ...(effective_date === null
      ? [
          {
            key: 'effective',
            header: 'Effective',
            render: (n: TNosa) => (
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatLongDate(n.effective_date)}
              </Text>
            ),
          },
        ]
      : []),
    { key: 'status', header: 'Status', width: 180, render: (n) => <NoticeStatusCell notice={n} badge={<NosaStatusBadge status={n.status} />} /> },
    {
      key: 'pdf',
      header: '',
      width: 56,
      align: 'right',
      render: (n) => <RowPdfButton open={() => openNosa(n.id)} label={`PDF of the NOSA of ${n.personnel.fullname}`} />,
    },
  ];

  const filtered = Boolean(list.term) || status !== 'all' || effective_date !== null || campus_id !== null || department_id !== null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Notices of Salary Adjustment"
        description="Apply a tranche of the salary schedule to the incumbents, then issue, print and follow the NOSA it prepared for each of them."
      />
      <TranchesPanel onShowNotices={showTranche} />
      <Stack gap="sm" id="nosa-list">
        <Title order={2} fz="lg">
          Notices
        </Title>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            aria-label="Tranche"
            placeholder="Every tranche"
            data={(tranches.data ?? []).map((t) => ({ value: t.effective_date, label: trancheLabel(t) }))}
            value={effective_date}
            onChange={(value) => list.setFilter('effective_date', value)}
            clearable
            w={{ base: '100%', sm: 400 }}
          />
          <Select
            aria-label="Campus"
            placeholder="Every campus"
            data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={campus_id === null ? null : String(campus_id)}
            onChange={(value) => list.setFilter('campus_id', value ? Number(value) : null)}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
          <RemoteSearchPicker
            aria-label="Office"
            placeholder="Every office"
            source={departmentSource}
            value={office}
            onChange={(option) => {
              setOffice(option);
              list.setFilter('department_id', option?.id ?? null);
            }}
            w={{ base: '100%', sm: 280 }}
          />
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'prepared', label: 'Prepared' },
              { value: 'issued', label: 'Issued' },
              { value: 'received', label: 'Received' },
            ]}
          />
          <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search name, employee no. or item no." w={{ base: '100%', sm: 300 }} />
        </Group>
        <Paper withBorder radius="md" px="md" py="xs" bg="gray.0">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fz="sm" c="dimmed">
              {selected.size > 0
                ? `${selected.size.toLocaleString('en-PH')} selected`
                : effective_date
                  ? 'Tick prepared notices to issue them, or issue every prepared one of the tranche (and office).'
                  : 'Tick prepared notices to issue them; choose a tranche to issue or print them all.'}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                leftSection={<IconSend size={14} />}
                disabled={selected.size === 0}
                onClick={() => askToIssue({ kind: 'selected', ids: [...selected] })}
              >
                Issue selected
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSend2 size={14} />}
                disabled={effective_date === null}
                onClick={() => askToIssue({ kind: 'tranche', effective_date, department_id })}
              >
                {department_id === null ? 'Issue all prepared of this tranche' : 'Issue all prepared of this office'}
              </Button>
              <NoticePdfButton open={() => (printQuery ? openOfficeNosas(printQuery) : Promise.resolve())} disabled={printQuery === null} variant="default">
                Print office&apos;s notices (PDF)
              </NoticePdfButton>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFiles size={14} />}
                disabled={effective_date === null || !chosen?.nosa_count}
                loading={print.isPending || printing}
                onClick={() => void printTranche()}
              >
                Print all of this tranche
              </Button>
            </Group>
          </Group>
        </Paper>
        {printJob ? <JobProgress key={printJob.id} job={printJob} unit="pages" saveLabel="Save the PDF" onEnd={() => void tranches.refetch()} /> : null}
        <DataTable
          label="Notices of salary adjustment"
          columns={columns}
          rows={rows}
          rowKey={(n) => n.id}
          loading={nosas.isPending}
          meta={nosas.data?.meta}
          onPageChange={list.setPage}
          minWidth={effective_date === null ? 1000 : 880}
          emptyTitle={filtered ? 'No notice matches the filters' : 'No notice of salary adjustment yet'}
          emptyDescription={filtered ? undefined : 'Apply a tranche above: a NOSA is prepared for each incumbent whose salary it changes.'}
        />
      </Stack>
    </Stack>
  );
}
