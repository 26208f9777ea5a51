import type { ReactNode } from 'react';
import { Box, EmptyState, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { TListMeta } from '@hris/contracts';
import { rangeLabel } from './range-label';

export { rangeLabel };

export type Column<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
};

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  /** What an empty list says, e.g. "No users match". */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** Paging of a server list (`meta` of the answer). */
  meta?: TListMeta;
  onPageChange?: (page: number) => void;
  onRowClick?: (row: T) => void;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  label: string;
};

const SKELETON_ROWS = 5;

/** Below this width a row is a card: the first column as its title, the others as labelled facts. */
const PHONE_WIDTH = em(767.9);

/** A column without a header holds the row's actions: on a card it sits next to the title. */
const isActionColumn = <T,>(column: Column<T>) => column.header === '';

function RowCards<T>({ columns, rows, rowKey, onRowClick, label }: Pick<Props<T>, 'columns' | 'rowKey' | 'onRowClick' | 'label'> & { rows: T[] }) {
  const [title, ...rest] = columns;
  const facts = rest.filter((column) => !isActionColumn(column));
  const actions = rest.filter(isActionColumn);
  if (!title) return null;
  return (
    <Stack gap={0} role="list" aria-label={label}>
      {rows.map((row, index) => {
        const heading = <Box style={{ minWidth: 0, flex: 1, textAlign: 'left' }}>{title.render(row)}</Box>;
        return (
          <Box
            key={rowKey(row)}
            role="listitem"
            px="md"
            py="sm"
            style={index < rows.length - 1 ? { borderBottom: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              {onRowClick ? (
                <UnstyledButton onClick={() => onRowClick(row)} style={{ flex: 1, minWidth: 0 }}>
                  {heading}
                </UnstyledButton>
              ) : (
                heading
              )}
              {actions.map((column) => (
                <Box key={column.key}>{column.render(row)}</Box>
              ))}
            </Group>
            {facts.length > 0 ? (
              <SimpleGrid cols={2} spacing="sm" verticalSpacing={6} mt={8}>
                {facts.map((column) => (
                  <Box key={column.key} style={{ minWidth: 0 }}>
                    <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
                      {column.header}
                    </Text>
                    <Box fz="sm">{column.render(row)}</Box>
                  </Box>
                ))}
              </SimpleGrid>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * The one table of list pages: loading rows, an empty state, and the pager under it. On a
 * phone the rows become cards, as a wide table would only scroll sideways there.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  emptyTitle,
  emptyDescription,
  meta,
  onPageChange,
  onRowClick,
  minWidth = 720,
  label,
}: Props<T>) {
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1;
  const showEmpty = !loading && (rows?.length ?? 0) === 0;
  const phone = useMediaQuery(`(max-width: ${PHONE_WIDTH})`, false, { getInitialValueInEffect: false });

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {phone && rows ? (
        <RowCards columns={columns} rows={rows} rowKey={rowKey} onRowClick={onRowClick} label={label} />
      ) : (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover={Boolean(onRowClick) || undefined} aria-label={label}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width} ta={column.align} fz="xs" tt="uppercase" c="dimmed" fw={700} style={{ letterSpacing: '0.03em' }}>
                    {/* The actions column has no visible heading; a screen reader still hears what it holds (axe empty-table-header). */}
                    {isActionColumn(column) ? <VisuallyHidden>Actions</VisuallyHidden> : column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && !rows
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <Table.Tr key={`skeleton-${index}`}>
                      {columns.map((column) => (
                        <Table.Td key={column.key}>
                          <Skeleton h={14} radius="sm" />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : (rows ?? []).map((row) => (
                    <Table.Tr key={rowKey(row)} onClick={onRowClick ? () => onRowClick(row) : undefined} style={onRowClick ? { cursor: 'pointer' } : undefined}>
                      {columns.map((column) => (
                        <Table.Td key={column.key} ta={column.align}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {showEmpty ? (
        <Box py="xl" px="md">
          <EmptyState icon={<IconDatabaseOff size={28} stroke={1.4} />} title={emptyTitle} description={emptyDescription} size="sm" />
        </Box>
      ) : null}
      {meta && meta.total > 0 ? (
        <Group justify="space-between" px="md" py="sm" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Text fz="sm" c="dimmed">
            {rangeLabel(meta)}
          </Text>
          {pages > 1 && onPageChange ? <Pagination size="sm" total={pages} value={meta.page} onChange={onPageChange} siblings={phone ? 0 : 1} /> : null}
        </Group>
      ) : null}
    </Paper>
  );
}
