import { useMemo } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPaperclip } from '@tabler/icons-react';
import { PDS_ATTACHMENT_SECTIONS, type TPds, type TPdsAttachmentSection, type TPdsEntry, type TPdsEntryChange, type TPdsSectionChange } from '@hris/contracts';
import { useBloodTypes, useCivilStatuses, useCountries } from './pds.api';
import type { DocumentsSubject } from './pds-documents-drawer';
import { changeLines, changeSummary, type LookupNames } from './pds-format';

/** Civil status, blood type and country names, for the ids the personal information keeps. */
export function useLookupNames(): LookupNames {
  const civilStatuses = useCivilStatuses();
  const bloodTypes = useBloodTypes();
  const countries = useCountries();
  return useMemo(() => {
    const toMap = (records: { id: number; name: string }[] | undefined) => new Map((records ?? []).map((r) => [r.id, r.name]));
    return { civilStatuses: toMap(civilStatuses.data), bloodTypes: toMap(bloodTypes.data), countries: toMap(countries.data) };
  }, [civilStatuses.data, bloodTypes.data, countries.data]);
}

const KIND_STYLE: Record<TPdsEntryChange['kind'], { color: string; label: string }> = {
  added: { color: 'teal', label: 'Added' },
  removed: { color: 'red', label: 'Removed' },
  changed: { color: 'blue', label: 'Changed' },
};

const hasFiles = (section: string): section is TPdsAttachmentSection => (PDS_ATTACHMENT_SECTIONS as readonly string[]).includes(section);

type EntryChangeProps = {
  section: TPdsSectionChange['section'];
  change: TPdsEntryChange;
  filesCount: number | null;
  lookups: LookupNames;
  onDocuments: (subject: DocumentsSubject) => void;
};

function EntryChange({ section, change, filesCount, lookups, onDocuments }: EntryChangeProps) {
  const style = KIND_STYLE[change.kind];
  const lines = changeLines(change, lookups);
  const showFiles = hasFiles(section) && change.entry_id !== null && change.kind !== 'removed';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={change.kind === 'changed' ? undefined : `${style.color}.0`}
      style={{ borderLeft: `4px solid var(--mantine-color-${style.color}-6)` }}
      data-testid={`change-${change.kind}`}
    >
      <Group justify="space-between" gap="xs" mb={lines.length > 0 ? 6 : 0}>
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Badge color={style.color} variant="light" radius="sm">
            {style.label}
          </Badge>
          <Text fz="sm" fw={600}>
            {change.label}
          </Text>
        </Group>
        {showFiles ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPaperclip size={12} />}
            onClick={() => onDocuments({ section, entryId: change.entry_id!, description: change.label })}
          >
            Documents{filesCount === null ? '' : ` (${filesCount})`}
          </Button>
        ) : null}
      </Group>
      {lines.length > 0 ? (
        <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Td w="32%" c="dimmed" style={{ verticalAlign: 'top' }}>
                  {line.label}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-line', verticalAlign: 'top' }}>
                  {change.kind === 'changed' ? (
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Text span fz="sm" c="red.8" td="line-through">
                        {line.before}
                      </Text>
                      <IconArrowRight size={14} style={{ flexShrink: 0, marginTop: 3 }} />
                      <Text span fz="sm" c="teal.9" fw={600}>
                        {line.after}
                      </Text>
                    </Group>
                  ) : (
                    <Text span fz="sm" c={change.kind === 'removed' ? 'red.9' : 'teal.9'} td={change.kind === 'removed' ? 'line-through' : undefined}>
                      {change.kind === 'removed' ? line.before : line.after}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}

/** What changed in a submitted PDS against the last verified one, section by section. */
export function PdsChanges({ changes, pds, onDocuments }: { changes: TPdsSectionChange[]; pds: TPds; onDocuments: (subject: DocumentsSubject) => void }) {
  const lookups = useLookupNames();
  // How many documents each entry of the submitted copy has.
  const filesCount = (section: TPdsSectionChange['section'], entryId: number | null) => {
    const entries = pds[section];
    return Array.isArray(entries) ? ((entries as TPdsEntry[]).find((e) => e.id === entryId)?.files_count ?? null) : null;
  };
  if (changes.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No changes against the last verified version.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {changes.map((section) => (
        <Box key={section.section} data-testid={`changes-${section.section}`}>
          <Group justify="space-between" mb={6}>
            <Title order={4} fz="sm">
              {section.part}. {section.title}
            </Title>
            <Text fz="xs" c="dimmed">
              {changeSummary(section.changes)}
            </Text>
          </Group>
          <Stack gap="xs">
            {section.changes.map((change, index) => (
              <EntryChange
                key={`${change.kind}-${change.entry_id ?? index}`}
                section={section.section}
                change={change}
                filesCount={filesCount(section.section, change.entry_id)}
                lookups={lookups}
                onDocuments={onDocuments}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
