import { useState } from 'react';
import { Badge, Drawer, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/dates';
import { auditActionColor, auditActionLabel, entityLabel } from './audit-actions';
import { diffRecords, readableKey, readableValue, type DiffRow } from './audit-diff';
import type { TAuditEntry } from './audit-trail.api';

const CHANGE_STYLE: Record<DiffRow['change'], { before?: string; after?: string; label: string; color: string }> = {
  added: { after: 'var(--mantine-color-teal-0)', label: 'Added', color: 'teal' },
  removed: { before: 'var(--mantine-color-red-0)', label: 'Removed', color: 'red' },
  changed: { before: 'var(--mantine-color-red-0)', after: 'var(--mantine-color-teal-0)', label: 'Changed', color: 'blue' },
  same: { label: 'Same', color: 'gray' },
};

function Cell({ value, background }: { value: unknown; background?: string }) {
  const text = readableValue(value);
  return (
    <Table.Td bg={background} style={{ verticalAlign: 'top', wordBreak: 'break-word' }}>
      <Text fz="sm" c={text === '—' ? 'dimmed' : undefined} ff={typeof value === 'object' && value !== null ? 'monospace' : undefined}>
        {text}
      </Text>
    </Table.Td>
  );
}

function EntryDiff({ entry }: { entry: TAuditEntry }) {
  const [showSame, setShowSame] = useState(false);
  const rows = diffRecords(entry.before, entry.after);
  const changed = rows.filter((row) => row.change !== 'same');
  const shown = showSame ? rows : changed;

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Group gap="xs">
            <Badge color={auditActionColor(entry.action)} variant="light" radius="sm">
              {auditActionLabel(entry.action)}
            </Badge>
            <Text fz="sm" fw={600}>
              {entityLabel(entry.entity)}
              {entry.entity_id ? ` #${entry.entity_id}` : ''}
            </Text>
          </Group>
          <Text fz="sm">
            By {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'the system'} on {formatDateTime(entry.created_at)}
          </Text>
          <Text fz="xs" c="dimmed">
            {entry.ip ? `From ${entry.ip}` : 'Address not recorded'}
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Text fw={700} fz="sm">
          {changed.length === 0 ? 'No field changed' : `${changed.length} field${changed.length === 1 ? '' : 's'} changed`}
        </Text>
        <Switch
          size="sm"
          label="Show unchanged fields"
          checked={showSame}
          onChange={(event) => setShowSame(event.currentTarget.checked)}
          disabled={rows.length === changed.length}
        />
      </Group>
      {shown.length > 0 ? (
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <Table layout="fixed" verticalSpacing={6} aria-label="Before and after">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w="26%">Field</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => {
                const style = CHANGE_STYLE[row.change];
                return (
                  <Table.Tr key={row.key}>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Text fz="sm" fw={500} title={row.key}>
                        {readableKey(row.key)}
                      </Text>
                      {row.change !== 'same' ? (
                        <Text fz={10} tt="uppercase" fw={700} c={`${style.color}.7`}>
                          {style.label}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Cell value={row.change === 'added' ? undefined : row.before} background={style.before} />
                    <Cell value={row.change === 'removed' ? undefined : row.after} background={style.after} />
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** One audit row: who did what, when, and the record before and after, field by field. */
export function AuditEntryDrawer({ entry, opened, onClose }: { entry: TAuditEntry | null; opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title="Audit entry">
      {entry ? <EntryDiff key={entry.id} entry={entry} /> : null}
    </Drawer>
  );
}
