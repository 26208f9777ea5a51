import { useState } from 'react';
import { Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { FEEDBACK_STATUSES, type TFeedbackStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { formatDateTime } from '../../lib/dates';
import { feedbackDetailsPath, useFeedbackList, useFeedbackModules, useFeedbackStats, type TFeedback, type TFeedbackStats } from './feedback.api';
import { FeedbackAveragesChart } from './feedback-chart';
import { STATUS_COLOR, stars, statusLabel } from './feedback-format';

/** The figures, each in its box of the final size from the first paint (a dash until they arrive). */
function Figures({ stats }: { stats: TFeedbackStats | undefined }) {
  const figure = (label: string, value: string | undefined, color?: string) => (
    <Paper withBorder radius="md" p="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Skeleton visible={value === undefined}>
        <Text fz="xl" fw={700} c={color}>
          {value ?? '—'}
        </Text>
      </Skeleton>
    </Paper>
  );
  const average = stats ? (stats.total.average === null ? '—' : `${stats.total.average.toFixed(2)} of 5`) : undefined;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }}>
      {figure('Average rating (12 months)', average)}
      {figure('Feedback (12 months)', stats && String(stats.total.count))}
      {figure('New', stats && String(stats.by_status.new), 'blue.7')}
      {figure('Acknowledged', stats && String(stats.by_status.acknowledged), 'orange.9')}
      {figure('Resolved', stats && String(stats.by_status.resolved), 'green.9')}
    </SimpleGrid>
  );
}

/** /feedback/list (FEEDBACK): everyone's feedback, filtered and searched, with the averages per module per month. */
export function FeedbackListPage() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 250);
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [rating, setRating] = useState<string | null>(null);
  const [status, setStatus] = useState<TFeedbackStatus | null>(null);
  const [page, setPage] = useState(1);
  const modules = useFeedbackModules(true);
  const stats = useFeedbackStats();
  const list = useFeedbackList({
    term: debounced || undefined,
    module_id: moduleId ? Number(moduleId) : undefined,
    rating: rating ? Number(rating) : undefined,
    status: status ?? undefined,
    page,
  });
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<TFeedback>[] = [
    {
      key: 'sender',
      header: 'From',
      width: 180,
      render: (f) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {f.sender.name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(f.created_at)}
          </Text>
        </Stack>
      ),
    },
    { key: 'module', header: 'Module', width: 170, render: (f) => f.module.name },
    {
      key: 'rating',
      header: 'Rating',
      width: 100,
      render: (f) => (
        <Text c="yellow.7" aria-label={`${f.rating} of 5`} style={{ whiteSpace: 'nowrap' }}>
          {stars(f.rating)}
        </Text>
      ),
    },
    {
      key: 'text',
      header: 'Feedback',
      render: (f) => (
        <Text fz="sm" lineClamp={2}>
          {f.text}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 150,
      render: (f) => (
        <Badge variant="light" color={STATUS_COLOR[f.status]} radius="sm" tt="none">
          {statusLabel(f.status)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Feedback received" description="What users say about each module: open one to read it in full and answer it." />
      <Figures stats={stats.data} />
      <FeedbackAveragesChart stats={stats.data} />
      <Group gap="sm" align="flex-end">
        <SearchField value={term} onChange={filter(setTerm)} placeholder="Search the feedback, the sender, the answer…" style={{ flex: 1, minWidth: 220 }} />
        <Select
          aria-label="Module"
          placeholder="Any module"
          clearable
          searchable
          data={(modules.data?.modules ?? []).map((m) => ({ value: String(m.id), label: m.is_active ? m.name : `${m.name} (retired)` }))}
          value={moduleId}
          onChange={filter(setModuleId)}
        />
        <Select
          aria-label="Rating"
          placeholder="Any rating"
          clearable
          w={140}
          data={[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: stars(r) }))}
          value={rating}
          onChange={filter(setRating)}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          w={160}
          data={FEEDBACK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          value={status}
          onChange={filter(setStatus)}
        />
      </Group>
      <DataTable
        label="Feedback"
        columns={columns}
        rows={list.data?.feedback}
        rowKey={(f) => f.id}
        loading={list.isPending}
        meta={list.data?.meta}
        onPageChange={setPage}
        onRowClick={(f) => void navigate(feedbackDetailsPath(f.id))}
        minWidth={880}
        emptyTitle="No feedback matches"
      />
    </Stack>
  );
}
