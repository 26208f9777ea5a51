import { Badge, Button, Card, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconCalendarDollar, IconPlus, IconTableOff } from '@tabler/icons-react';
import { PAYROLL_TABLE_KIND_VALUES, PAYROLL_TABLE_KINDS } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useModalFor } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { manilaToday } from '../../lib/dates';
import { tableParts, tablesInForce } from './payroll-format';
import { RateTableFormModal } from './rate-table-form-modal';
import { usePayrollSettings, usePayrollTables, useSavePayrollSettings, type TPayrollTable, type TPayrollTableKind } from './payroll.api';

const HEAD = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 700, style: { letterSpacing: '0.03em' } } as const;

/** One dated table: when it takes effect, where it comes from, and its figures in words. */
function RateTable({ table, inForce, upcoming }: { table: TPayrollTable; inForce: boolean; upcoming: boolean }) {
  const parts = tableParts(table.data);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`${PAYROLL_TABLE_KINDS[table.kind]} from ${formatLongDate(table.effective_date)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fw={700}>From {formatLongDate(table.effective_date)}</Text>
            <Text fz="xs" c="dimmed">
              {table.source}
            </Text>
          </div>
          {inForce ? (
            <Badge color="teal" variant="light" radius="sm">
              In force
            </Badge>
          ) : upcoming ? (
            <Badge color="blue" variant="light" radius="sm">
              Upcoming
            </Badge>
          ) : (
            <Badge color="gray" variant="light" radius="sm">
              Superseded
            </Badge>
          )}
        </Group>
        {parts.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No figures.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: Math.min(3, Math.max(1, parts.filter((p) => p.grids.length === 0).length)) }} spacing="sm">
          {parts
            .filter((part) => part.grids.length === 0)
            .map((part, index) => (
              <Stack key={part.title ?? `part-${index}`} gap={4}>
                {part.title ? (
                  <Text fz="sm" fw={700}>
                    {part.title}
                  </Text>
                ) : null}
                {part.facts.map((fact) => (
                  <Group key={fact.label} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                    <Text fz="sm" c="dimmed">
                      {fact.label}
                    </Text>
                    <Text fz="sm" fw={600} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {fact.value}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ))}
        </SimpleGrid>
        {parts
          .filter((part) => part.grids.length > 0)
          .map((part, index) => (
            <Stack key={part.title ?? `grid-part-${index}`} gap="xs">
              {part.title ? (
                <Text fz="sm" fw={700}>
                  {part.title}
                </Text>
              ) : null}
              {part.facts.map((fact) => (
                <Group key={fact.label} gap="sm">
                  <Text fz="sm" c="dimmed">
                    {fact.label}:
                  </Text>
                  <Text fz="sm" fw={600}>
                    {fact.value}
                  </Text>
                </Group>
              ))}
              {part.grids.map((grid) => (
                <Table.ScrollContainer key={grid.label} minWidth={480} type="native">
                  <Table verticalSpacing={4} horizontalSpacing="sm" withTableBorder aria-label={grid.label}>
                    <Table.Thead bg="gray.0">
                      <Table.Tr>
                        {grid.headers.map((header) => (
                          <Table.Th key={header} {...HEAD} ta="right">
                            {header}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {grid.rows.map((row, r) => (
                        <Table.Tr key={r}>
                          {row.map((cell, c) => (
                            <Table.Td key={c} ta="right">
                              <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                                {cell}
                              </Text>
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              ))}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}

/** Whether the net is paid once a month or in two halves, on the 15th and the 30th (from the next computation). */
function PayScheduleCard() {
  const settings = usePayrollSettings();
  const save = useSavePayrollSettings();
  // While the change is being saved the switch shows what was asked; the answer then stands (a failure: the client's toast, and the switch goes back).
  const twice = save.isPending ? save.variables.twice_a_month : (settings.data?.twice_a_month ?? false);

  const change = (next: boolean) => save.mutate({ twice_a_month: next }, { onSuccess: (answer) => showSuccessToast(answer.message) });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Pay schedule">
      <Group gap="sm" mb={4}>
        <IconCalendarDollar size={20} stroke={1.7} />
        <Text fw={700}>Pay schedule</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="md">
        The month’s pay is computed once; the net is paid whole at the end of the month, or in two halves.
      </Text>
      {settings.isPending ? (
        <Skeleton h={28} w={320} />
      ) : (
        <Switch
          size="md"
          label="Pay the net in two halves (the 15th and the 30th)"
          description={twice ? 'Half of the net on the 15th, the rest on the 30th.' : 'The whole net at the end of the month.'}
          checked={twice}
          disabled={save.isPending || settings.isError}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      )}
    </Card>
  );
}

/** /payroll/tables (PAYROLL): the rates and brackets the payroll computes with, each table with the day it took effect. */
export function RateTablesPage() {
  const tables = usePayrollTables();
  const today = manilaToday();
  const inForce = tablesInForce(tables.data ?? [], today);
  const modal = useModalFor<TPayrollTableKind>();

  return (
    <Stack gap="lg">
      <PageHeader
        title="Payroll rate tables"
        description="A month is paid by the tables in force in it: the latest of each kind that took effect on or before the month’s day. A change of law is a new table with its own date; a paid month keeps the table it was paid by."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open(PAYROLL_TABLE_KIND_VALUES[0])} disabled={tables.isPending}>
            New table
          </Button>
        }
      />
      <PayScheduleCard />
      {tables.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : (tables.data ?? []).length === 0 ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <EmptyState icon={<IconTableOff size={28} stroke={1.4} />} title="No rate table yet" size="sm" />
        </Paper>
      ) : (
        PAYROLL_TABLE_KIND_VALUES.map((kind) => {
          const ofKind = (tables.data ?? []).filter((t) => t.kind === kind).sort((a, b) => b.effective_date.localeCompare(a.effective_date));
          if (ofKind.length === 0) return null;
          return (
            <Stack key={kind} gap="sm" component="section" aria-label={PAYROLL_TABLE_KINDS[kind]}>
              <Group justify="space-between" gap="sm">
                <Title order={2} fz="lg">
                  {PAYROLL_TABLE_KINDS[kind]}
                </Title>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => modal.open(kind)}
                  aria-label={`New table: ${PAYROLL_TABLE_KINDS[kind]}`}
                >
                  New table
                </Button>
              </Group>
              {ofKind.map((table) => (
                <RateTable key={table.id} table={table} inForce={inForce.has(table.id)} upcoming={table.effective_date > today} />
              ))}
            </Stack>
          );
        })
      )}
      {modal.subject ? (
        <RateTableFormModal key={modal.key} initialKind={modal.subject} tables={tables.data ?? []} opened={modal.opened} onClose={modal.close} />
      ) : null}
    </Stack>
  );
}
