import { ActionIcon, Alert, Button, Group, Select, SimpleGrid, Stack, Table, TagsInput, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { PAYROLL_TABLE_KIND_VALUES, PAYROLL_TABLE_KINDS, ZPayrollTableBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { useContractForm } from '../../lib/use-contract-form';
import { tableKeyLabel } from './payroll-format';
import {
  BRACKET_COLUMNS,
  emptyBracket,
  figureField,
  figureGroup,
  figureLabel,
  hasBrackets,
  latestTableOf,
  TABLE_FIGURES,
  tableDataOf,
  tableFormValuesOf,
  type TBracketKey,
  type TBracketValues,
  type TFigure,
  type TLevelValues,
} from './payroll-tables-form';
import { useAddPayrollTable, type TPayrollTable, type TPayrollTableKind } from './payroll.api';

type Values = {
  kind: TPayrollTableKind;
  effective_date: string;
  source: string;
  figures: Record<string, string>;
  brackets: TBracketValues[];
  levels: TLevelValues[];
  base: Record<string, unknown>;
};

const valuesOf = (kind: TPayrollTableKind, tables: readonly TPayrollTable[]): Values => ({
  kind,
  effective_date: '',
  source: '',
  ...tableFormValuesOf(kind, latestTableOf(tables, kind)?.data),
});

const KIND_OPTIONS = PAYROLL_TABLE_KIND_VALUES.map((kind) => ({ value: kind, label: PAYROLL_TABLE_KINDS[kind] }));

/** The figures of a kind by their group (GSIS, PhilHealth, Pag-IBIG…), the table's own figures first. */
function groupsOf(kind: TPayrollTableKind): { title: string | null; figures: TFigure[] }[] {
  const groups: { title: string | null; figures: TFigure[] }[] = [];
  for (const figure of TABLE_FIGURES[kind]) {
    const title = figureGroup(figure.path);
    const group = groups.find((g) => g.title === title);
    if (group) group.figures.push(figure);
    else groups.push({ title, figures: [figure] });
  }
  return groups;
}

/**
 * A new dated rate table (SPEC: a change of law is data): its kind, the day it takes effect, the law or circular it
 * comes from, and its figures, starting from those of the latest table of its kind.
 */
export function RateTableFormModal({
  initialKind,
  tables,
  opened,
  onClose,
}: {
  initialKind: TPayrollTableKind;
  tables: readonly TPayrollTable[];
  opened: boolean;
  onClose: () => void;
}) {
  const save = useAddPayrollTable();
  const form = useContractForm(ZPayrollTableBody, {
    initialValues: valuesOf(initialKind, tables),
    toInput: (values) => ({
      kind: values.kind,
      effective_date: values.effective_date,
      source: values.source,
      data: tableDataOf(values.kind, values).data ?? {},
    }),
    warnOnLeave: opened,
  });
  const { kind, figures, brackets, levels } = form.values;
  const latest = latestTableOf(tables, kind);

  const chooseKind = (next: string | null) => {
    const chosen = PAYROLL_TABLE_KIND_VALUES.find((k) => k === next);
    if (!chosen || chosen === kind) return;
    form.setValues((current) => ({ ...current, kind: chosen, ...tableFormValuesOf(chosen, latestTableOf(tables, chosen)?.data) }));
    form.setErrors(() => ({}));
  };
  const setFigure = (path: string, text: string) => form.setValues((current) => ({ ...current, figures: { ...current.figures, [path]: text } }));
  const setBracket = (row: number, key: TBracketKey, text: string) =>
    form.setValues((current) => ({ ...current, brackets: current.brackets.map((b, i) => (i === row ? { ...b, [key]: text } : b)) }));
  const addBracket = () => form.setValues((current) => ({ ...current, brackets: [...current.brackets, emptyBracket(current.brackets.length === 0)] }));
  const removeBracket = (row: number) => form.setValues((current) => ({ ...current, brackets: current.brackets.filter((_, i) => i !== row) }));
  // A corrected figure loses its message, as every field of the form does.
  const setLevel = (row: number, change: Partial<TLevelValues>) => {
    form.setValues((current) => ({ ...current, levels: current.levels.map((l, i) => (i === row ? { ...l, ...change } : l)) }));
    const cleared = Object.keys(change).map((key) => figureField(`levels.${row}.${key}`));
    form.setErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !cleared.includes(field))));
  };
  const addLevel = () => form.setValues((current) => ({ ...current, levels: [...current.levels, { level: '', ra: '', ta: '', positions: [] }] }));
  const removeLevel = (row: number) => form.setValues((current) => ({ ...current, levels: current.levels.filter((_, i) => i !== row) }));

  const submit = () => {
    const body = form.validate();
    const read = tableDataOf(form.values.kind, form.values);
    if (read.problems) {
      form.setErrors((errors) => ({ ...errors, ...read.problems }));
      return;
    }
    form.saveChecked(save, body, () => onClose());
  };

  const dataProblem = form.errors.data ?? form.errors[figureField('brackets')];

  return (
    <FormModal opened={opened} onClose={onClose} title="New rate table" onSubmit={submit} submitting={save.isPending} errors={form.errors} size="xl">
      <Text fz="sm" c="dimmed" mt={-8}>
        A change of law is a new table with its own date; a paid month keeps the table it was paid by.
      </Text>
      {dataProblem ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {dataProblem}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Table" data={KIND_OPTIONS} value={kind} onChange={chooseKind} allowDeselect={false} required error={form.errors.kind} />
        <TextInput type="date" label="Takes effect on" required data-autofocus {...form.getInputProps('effective_date')} />
      </SimpleGrid>
      <TextInput
        label="Source"
        description="The law, order or circular that sets these figures"
        placeholder="e.g. PhilHealth Circular No. 2025-0001"
        maxLength={300}
        required
        {...form.getInputProps('source')}
      />
      <Text fz="xs" c="dimmed">
        {latest
          ? `Starts from the figures of the table from ${formatLongDate(latest.effective_date)}. Money in pesos, rates in percent (up to two decimals).`
          : 'No table of this kind yet. Money in pesos, rates in percent (up to two decimals).'}
      </Text>
      {hasBrackets(kind) ? (
        <Stack gap="xs">
          <Text fz="sm" fw={700}>
            {tableKeyLabel('brackets')}
          </Text>
          <Table.ScrollContainer minWidth={640} type="native">
            <Table verticalSpacing={4} horizontalSpacing="xs" withTableBorder aria-label="Tax brackets">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  {BRACKET_COLUMNS.map((column) => (
                    <Table.Th key={column.key} fz="xs">
                      {figureLabel({ path: column.key, unit: column.unit })}
                    </Table.Th>
                  ))}
                  <Table.Th w={40} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {brackets.map((bracket, row) => (
                  <Table.Tr key={row}>
                    {BRACKET_COLUMNS.map((column) => (
                      <Table.Td key={column.key} style={{ verticalAlign: 'top' }}>
                        <TextInput
                          size="xs"
                          aria-label={`${figureLabel({ path: column.key, unit: column.unit })}, bracket ${row + 1}`}
                          inputMode="decimal"
                          value={bracket[column.key]}
                          onChange={(event) => setBracket(row, column.key, event.currentTarget.value)}
                          error={form.errors[figureField(`brackets.${row}.${column.key}`)]}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove bracket ${row + 1}`}
                        onClick={() => removeBracket(row)}
                        disabled={brackets.length <= 1}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={addBracket}>
              Add bracket
            </Button>
          </Group>
        </Stack>
      ) : null}
      {kind === 'rata' ? (
        <Stack gap="xs">
          <Text fz="sm" fw={700}>
            Levels
          </Text>
          <Text fz="xs" c="dimmed">
            The monthly RA and TA of each level, and the positions (as the positions list names them) whose holders are entitled. The reduction by days of
            actual work (NBC No. 548) is kept from the latest table.
          </Text>
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing={4} horizontalSpacing="xs" withTableBorder aria-label="RATA levels">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th fz="xs">Level</Table.Th>
                  <Table.Th fz="xs">RA (pesos)</Table.Th>
                  <Table.Th fz="xs">TA (pesos)</Table.Th>
                  <Table.Th fz="xs">Positions entitled</Table.Th>
                  <Table.Th w={40} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {levels.map((level, row) => (
                  <Table.Tr key={row}>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <TextInput
                        size="xs"
                        aria-label={`Level ${row + 1}`}
                        value={level.level}
                        onChange={(event) => setLevel(row, { level: event.currentTarget.value })}
                        error={form.errors[figureField(`levels.${row}.level`)]}
                      />
                    </Table.Td>
                    {(['ra', 'ta'] as const).map((key) => (
                      <Table.Td key={key} style={{ verticalAlign: 'top' }} w={120}>
                        <TextInput
                          size="xs"
                          aria-label={`${key === 'ra' ? 'RA' : 'TA'}, level ${row + 1}`}
                          inputMode="decimal"
                          value={level[key]}
                          onChange={(event) => setLevel(row, { [key]: event.currentTarget.value })}
                          error={form.errors[figureField(`levels.${row}.${key}`)]}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <TagsInput
                        size="xs"
                        aria-label={`Positions entitled, level ${row + 1}`}
                        placeholder="Type a position, then Enter"
                        value={level.positions}
                        onChange={(positions) => setLevel(row, { positions })}
                      />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove level ${row + 1}`} onClick={() => removeLevel(row)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={addLevel}>
              Add level
            </Button>
          </Group>
        </Stack>
      ) : null}
      {groupsOf(kind).map((group) => (
        <Stack key={group.title ?? 'own'} gap={4}>
          {group.title ? (
            <Text fz="sm" fw={700}>
              {group.title}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: Math.min(3, group.figures.length) }}>
            {group.figures.map((figure) => (
              <TextInput
                key={figure.path}
                label={figureLabel(figure)}
                name={figureField(figure.path)}
                inputMode={figure.unit === 'whole' ? 'numeric' : 'decimal'}
                placeholder={figure.unit === 'money' ? '0.00' : figure.unit === 'rate' ? 'e.g. 2.5' : undefined}
                required
                value={figures[figure.path] ?? ''}
                onChange={(event) => setFigure(figure.path, event.currentTarget.value)}
                error={form.errors[figureField(figure.path)]}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </FormModal>
  );
}
