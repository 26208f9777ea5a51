import { Link } from 'react-router';
import { Anchor, Box, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import type { TPlantillaReport, TReportCount } from '@hris/contracts';
import classes from './plantilla-report.module.css';
import { barParts, percentLabel, pieSlices, sliceColor } from './plantilla-charts';

const SIZE = 180;
const RADIUS = 88;

const count = (value: number) => value.toLocaleString('en-PH');

/** A count that opens the list of the people behind it; a count with no filter (not stated) is plain. */
export function CountLink({ to, value, label, inherit = false }: { to: string | null; value: number; label: string; inherit?: boolean }) {
  if (!to || value === 0) return <>{count(value)}</>;
  return (
    <Anchor component={Link} to={to} fz="inherit" fw={600} c={inherit ? 'inherit' : undefined} aria-label={`${count(value)} ${label}: list them`}>
      {count(value)}
    </Anchor>
  );
}

type PieProps = {
  title: string;
  counts: readonly TReportCount[];
  /** The list behind a count, or null when it has none. */
  linkOf: (entry: TReportCount) => string | null;
};

/** A pie in plain SVG (no chart library) with its legend: each entry's count, share and the link to its list. */
export function PieChart({ title, counts, linkOf }: PieProps) {
  const center = SIZE / 2;
  const slices = pieSlices(
    counts.map((c) => c.count),
    { cx: center, cy: center, r: RADIUS },
  );
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text fw={600} fz="sm" mb="sm">
        {title}
      </Text>
      {total === 0 ? (
        <Text fz="sm" c="dimmed">
          No filled item yet.
        </Text>
      ) : (
        <Group align="center" justify="center" gap="lg" wrap="wrap">
          <Box w={{ base: 150, sm: SIZE }} style={{ flexShrink: 0 }}>
            <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" role="img" aria-label={`${title}: ${counts.map((c) => `${c.label} ${c.count}`).join(', ')}`}>
              {slices.map((slice, index) => {
                const entry = counts[index]!;
                return slice.path ? (
                  <path key={entry.key} d={slice.path} fill={`var(--mantine-color-${sliceColor(index, entry.key)}-6)`} stroke="white" strokeWidth={1.5}>
                    <title>{`${entry.label}: ${count(entry.count)} (${percentLabel(slice.fraction)})`}</title>
                  </path>
                ) : null;
              })}
            </svg>
          </Box>
          <Stack gap={6} style={{ flex: 1, minWidth: 180 }} role="list" aria-label={`${title}: legend`}>
            {counts.map((entry, index) => (
              <Group key={entry.key} gap="xs" wrap="nowrap" role="listitem" fz="sm">
                <Box w={12} h={12} style={{ borderRadius: 3, flexShrink: 0, background: `var(--mantine-color-${sliceColor(index, entry.key)}-6)` }} />
                <Text fz="sm" style={{ flex: 1 }}>
                  {entry.label}
                </Text>
                <Text fz="sm" ta="right" miw={40}>
                  <CountLink to={linkOf(entry)} value={entry.count} label={entry.label} />
                </Text>
                <Text fz="xs" c="dimmed" ta="right" miw={36}>
                  {percentLabel(slices[index]?.fraction ?? 0)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}

type Office = TPlantillaReport['offices'][number];

type BarsProps = {
  offices: readonly Office[];
  /** The lists behind an office's filled and vacant counts, and behind one of its appointment statuses. */
  linkOf: (office: Office, status: 'filled' | 'vacant') => string;
  statusLinkOf: (office: Office, entry: TReportCount) => string | null;
};

/** One horizontal bar per office: filled then vacant, scaled to the office with the most items. */
export function OfficeBars({ offices, linkOf, statusLinkOf }: BarsProps) {
  const parts = barParts(offices);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Filled and vacant items by office">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600} fz="sm">
          Filled and vacant items by office
        </Text>
        <Group gap="md" fz="xs" c="dimmed">
          <Group gap={4}>
            <Box w={10} h={10} bg="teal.6" style={{ borderRadius: 2 }} /> Filled
          </Group>
          <Group gap={4}>
            <Box w={10} h={10} bg="orange.5" style={{ borderRadius: 2 }} /> Vacant
          </Group>
        </Group>
      </Group>
      {offices.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No item in these offices.
        </Text>
      ) : (
        <Stack gap={10}>
          {offices.map((office, index) => {
            const part = parts[index]!;
            const statuses = office.by_appointment_status.filter((s) => s.count > 0);
            return (
              <Box key={office.office.id} className={classes.officeRow}>
                <Text fz="sm" fw={500} truncate title={`${office.office.fullname} · ${office.campus.name}`} className={classes.officeName}>
                  {office.office.fullname}
                  {office.office.acronym ? ` (${office.office.acronym})` : ''}
                </Text>
                <Progress.Root size={14} radius="sm" aria-hidden className={classes.officeBar}>
                  <Progress.Section value={part.filled} color="teal.6" />
                  <Progress.Section value={part.vacant} color="orange.5" />
                </Progress.Root>
                <Text fz="sm" className={classes.officeCounts}>
                  <CountLink to={linkOf(office, 'filled')} value={office.filled} label={`filled items of ${office.office.fullname}`} /> filled ·{' '}
                  <CountLink to={linkOf(office, 'vacant')} value={office.vacant} label={`vacant items of ${office.office.fullname}`} /> vacant
                </Text>
                {statuses.length > 0 ? (
                  <Text fz="xs" c="dimmed" className={classes.officeStatuses}>
                    {statuses.map((s, i) => (
                      <span key={s.key}>
                        {i > 0 ? ' · ' : ''}
                        {s.label} <CountLink to={statusLinkOf(office, s)} value={s.count} label={`${s.label} of ${office.office.fullname}`} />
                      </span>
                    ))}
                  </Text>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

/** A count per value (level, sex, salary grade), with each one's share of the filled items. */
export function CountTable({ title, header, counts, linkOf }: { title: string; header: string; counts: readonly TReportCount[]; linkOf: PieProps['linkOf'] }) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} component="section" aria-label={title}>
      <Text fw={600} fz="sm" px="md" pt="sm" pb={4}>
        {title}
      </Text>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="md" striped="even">
        <Table.Thead>
          <Table.Tr>
            <Table.Th fz="xs" tt="uppercase" c="dimmed">
              {header}
            </Table.Th>
            <Table.Th fz="xs" tt="uppercase" c="dimmed" ta="right">
              Filled
            </Table.Th>
            <Table.Th fz="xs" tt="uppercase" c="dimmed" ta="right">
              Share
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {counts.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3} c="dimmed">
                Nothing counted.
              </Table.Td>
            </Table.Tr>
          ) : (
            counts.map((entry) => (
              <Table.Tr key={entry.key}>
                <Table.Td>{entry.label}</Table.Td>
                <Table.Td ta="right">
                  <CountLink to={linkOf(entry)} value={entry.count} label={entry.label} />
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {total > 0 ? percentLabel(entry.count / total) : '—'}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
