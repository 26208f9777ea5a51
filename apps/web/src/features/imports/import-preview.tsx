import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, List, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

// What an import will do, shown before it is made: the spreadsheet's rows (imports-page.tsx) and the PDS zip's
// workbooks (pds-workbooks-import.tsx) alike. An import is all or nothing, so the button waits until no item has a problem.

/** The most items the page draws at once; the counts are of them all. */
const SHOWN = 300;

export type PreviewColumn<T> = { header: string; width?: number; render: (item: T) => ReactNode };

/** An item's problems, in red, one a line. */
export function ProblemList({ problems }: { problems: string[] }) {
  return (
    <List size="sm" c="red.8">
      {problems.map((p) => (
        <List.Item key={p}>{p}</List.Item>
      ))}
    </List>
  );
}

type Props<T> = {
  /** What an item is, singular and plural: "row", "workbook". */
  noun: string;
  items: T[];
  itemKey: (item: T) => string | number;
  problemsOf: (item: T) => string[];
  /** The counts before the count of problems ("3 new records", "5 of 6 ready"). */
  counts: ReactNode;
  /** How many items have a problem (the server's summary). */
  problems: number;
  columns: PreviewColumn<T>[];
  /** Why the last import was refused (nothing was imported). */
  refusal: string[];
  /** What to do about the items with problems, said while there are some. */
  advice: string;
  importLabel: string;
  ready: boolean;
  importing: boolean;
  onImport: () => void;
};

export function ImportPreview<T>({
  noun,
  items,
  itemKey,
  problemsOf,
  counts,
  problems,
  columns,
  refusal,
  advice,
  importLabel,
  ready,
  importing,
  onImport,
}: Props<T>) {
  const [onlyProblems, setOnlyProblems] = useState(problems > 0);
  const shown = onlyProblems ? items.filter((item) => problemsOf(item).length > 0) : items;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={3} fz="h4">
          What the import will do
        </Title>
        {refusal.length ? (
          <Alert color="red" variant="light" role="alert" title="Nothing was imported">
            {refusal[0]}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Group gap="xs">
            {counts}
            <Badge color={problems ? 'red' : 'gray'} variant={problems ? 'filled' : 'light'}>
              {problems.toLocaleString('en-US')} {problems === 1 ? noun : `${noun}s`} with problems
            </Badge>
          </Group>
          <Switch label={`Only the ${noun}s with problems`} checked={onlyProblems} onChange={(e) => setOnlyProblems(e.currentTarget.checked)} />
        </Group>
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" aria-label={`What each ${noun} will do`}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header} w={c.width}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.slice(0, SHOWN).map((item) => (
                <Table.Tr key={itemKey(item)}>
                  {columns.map((c) => (
                    <Table.Td key={c.header}>{c.render(item)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {shown.length > SHOWN ? (
          <Text fz="sm" c="dimmed">
            The first {SHOWN} of {shown.length.toLocaleString('en-US')} {noun}s are shown; the counts above are of every {noun}.
          </Text>
        ) : null}
        <Group justify="flex-end" gap="md">
          {problems ? (
            <Text fz="sm" c="red.8">
              {advice}
            </Text>
          ) : null}
          <Button leftSection={<IconUpload size={16} />} disabled={!ready} loading={importing} onClick={onImport}>
            {importLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
