import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Box, Group, Paper, Progress, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DEMOGRAPHIC_GROUP_LABELS,
  DEMOGRAPHIC_GROUPS,
  EMPLOYMENT_KIND_LABELS,
  EMPLOYMENT_KINDS,
  type TDemographicGroup,
  type TDemographics,
} from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useCampusOptions } from '../departments/departments.api';
import { useDemographics } from './personnel.api';

const GROUP_OPTIONS = DEMOGRAPHIC_GROUPS.map((group) => ({ value: group, label: DEMOGRAPHIC_GROUP_LABELS[group] }));
/** Below this width the eight groupings do not fit side by side: a drop-down chooses instead. */
const NARROW = em(1180);

const percentOf = (count: number, total: number) => (total === 0 ? 0 : (count / total) * 100);
const percentLabel = (count: number, total: number) => `${percentOf(count, total).toFixed(1)}%`;
const number = (n: number) => n.toLocaleString('en-PH');

/** One horizontal bar per group, scaled to the largest, with its count and share of the total. */
function BarChart({ answer }: { answer: TDemographics }) {
  const largest = Math.max(1, ...answer.groups.map((g) => g.count), answer.not_stated);
  const rows = [
    ...answer.groups.map((g) => ({ ...g, muted: false })),
    ...(answer.not_stated > 0 ? [{ key: 'not_stated', label: 'Not stated', count: answer.not_stated, muted: true }] : []),
  ];
  if (rows.length === 0) return <Text c="dimmed">No active personnel match the filters.</Text>;
  return (
    <Stack gap={10} role="list" aria-label={`Active personnel by ${DEMOGRAPHIC_GROUP_LABELS[answer.group_by].toLowerCase()}`}>
      {rows.map((row) => (
        <Group key={row.key} gap="md" wrap="nowrap" role="listitem" aria-label={`${row.label}: ${row.count}`}>
          <Text fz="sm" w={{ base: 110, sm: 220 }} truncate="end" title={row.label} c={row.muted ? 'dimmed' : undefined} fs={row.muted ? 'italic' : undefined}>
            {row.label}
          </Text>
          <Box style={{ flex: 1 }}>
            <Progress value={(row.count / largest) * 100} size={18} radius="sm" color={row.muted ? 'gray.5' : 'blue'} aria-hidden />
          </Box>
          <Text fz="sm" fw={600} w={{ base: 96, sm: 120 }} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {number(row.count)}{' '}
            <Text span fz="xs" c="dimmed" fw={400}>
              {percentLabel(row.count, answer.total)}
            </Text>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function CountsTable({ answer }: { answer: TDemographics }) {
  return (
    <Table verticalSpacing="xs" aria-label="Counts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{DEMOGRAPHIC_GROUP_LABELS[answer.group_by]}</Table.Th>
          <Table.Th ta="right">Count</Table.Th>
          <Table.Th ta="right">Percent</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answer.groups.map((g) => (
          <Table.Tr key={g.key}>
            <Table.Td>{g.label}</Table.Td>
            <Table.Td ta="right">{number(g.count)}</Table.Td>
            <Table.Td ta="right">{percentLabel(g.count, answer.total)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td c="dimmed" fs="italic">
            Not stated
          </Table.Td>
          <Table.Td ta="right">{number(answer.not_stated)}</Table.Td>
          <Table.Td ta="right">{percentLabel(answer.not_stated, answer.total)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>Total active personnel</Table.Th>
          <Table.Th ta="right">{number(answer.total)}</Table.Th>
          <Table.Th ta="right">{answer.total ? '100%' : '—'}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/**
 * /demographic/options and /demographic/options/:id (the grouping): active personnel counted by
 * sex, age, civil status, kind, campus, department, appointment status or highest education.
 * Sex, age, civil status and education come from each person's PDS; a PDS without the field
 * counts as not stated.
 */
export function DemographicsPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const group: TDemographicGroup = DEMOGRAPHIC_GROUPS.find((g) => g === id) ?? 'sex';
  const [params, setParams] = useSearchParams();
  const campus = params.get('campus');
  const kind = EMPLOYMENT_KINDS.find((k) => k === params.get('kind'));
  const campuses = useCampusOptions();
  const narrow = useMediaQuery(`(max-width: ${NARROW})`, false, { getInitialValueInEffect: false });
  const demographics = useDemographics({ group_by: group, campus_id: campus ? Number(campus) : undefined, kind });
  const answer = demographics.data;

  const choose = (next: string | null) => {
    if (next) void navigate({ pathname: `/demographic/options/${next}`, search: params.toString() });
  };
  const setFilter = (key: 'campus' | 'kind', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Demographics"
        description="Active personnel by sex, age, civil status, employment kind, campus, department, appointment status and highest education."
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {narrow ? (
          <Select label="Count by" data={GROUP_OPTIONS} value={group} onChange={choose} allowDeselect={false} w={{ base: '100%', sm: 240 }} />
        ) : (
          <SegmentedControl aria-label="Count by" data={GROUP_OPTIONS} value={group} onChange={choose} />
        )}
        <Select
          aria-label="Campus"
          placeholder="Every campus"
          clearable
          data={campuses}
          value={campus}
          onChange={(value) => setFilter('campus', value)}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          aria-label="Employment kind"
          placeholder="Every kind"
          clearable
          data={EMPLOYMENT_KINDS.map((k) => ({ value: k, label: EMPLOYMENT_KIND_LABELS[k] }))}
          value={kind ?? null}
          onChange={(value) => setFilter('kind', value)}
          w={{ base: '100%', sm: 160 }}
        />
      </Group>
      {!answer ? (
        <Skeleton h={320} radius="md" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Active personnel" value={number(answer.total)} hint={campus || kind ? 'matching the filters' : 'across the university'} />
            <Figure
              label="Groups"
              value={number(answer.groups.filter((g) => g.count > 0).length)}
              hint={`by ${DEMOGRAPHIC_GROUP_LABELS[group].toLowerCase()}, with someone in them`}
            />
            <Figure
              label="Not stated"
              value={number(answer.not_stated)}
              hint={['campus', 'employment_kind'].includes(group) ? 'every record has it' : 'the record or PDS lacks it'}
            />
          </SimpleGrid>
          <Stack gap="lg" style={{ opacity: demographics.isFetching ? 0.6 : 1 }}>
            <Paper withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="md">
                Active personnel by {DEMOGRAPHIC_GROUP_LABELS[group].toLowerCase()}
              </Title>
              <BarChart answer={answer} />
            </Paper>
            <Paper withBorder radius="md" p="lg" maw={720}>
              <CountsTable answer={answer} />
            </Paper>
          </Stack>
        </>
      )}
    </Stack>
  );
}
