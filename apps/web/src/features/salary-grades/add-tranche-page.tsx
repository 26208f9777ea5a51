import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconPercentage } from '@tabler/icons-react';
import { stepsOfGrade, ZSalaryScheduleBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useScrollToFirstError } from '../../components/form-modal';
import { pesosToCentavos, raiseByPercent } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { useAddTranche, useSalarySchedule, type TSalaryGrade } from './salary-grades.api';

const GRADES = Array.from({ length: 33 }, (_, index) => index + 1);
const STEP_COLUMNS = [1, 2, 3, 4, 5, 6, 7, 8];

/** A grade's amounts in centavos, as the body's `grades` (null: not typed yet). */
type GradeAmounts = { grade: number; steps: (number | null)[] };

/** NumberInput hands over a number, or the text itself while it is not one yet ("1,234.", ""). */
function typedPesos(typed: number | string): number | null {
  if (typeof typed === 'number') return pesosToCentavos(typed);
  const pesos = Number(typed.replace(/,/g, ''));
  return typed.trim() === '' || Number.isNaN(pesos) ? null : pesosToCentavos(pesos);
}

function amountsFrom(grades: TSalaryGrade[] | undefined): GradeAmounts[] {
  return GRADES.map((grade) => {
    const current = grades?.find((g) => g.grade === grade);
    return { grade, steps: Array.from({ length: stepsOfGrade(grade) }, (_, index) => current?.steps.find((s) => s.step === index + 1)?.amount ?? null) };
  });
}

/** "grades.4.steps" (server) or ['grades', 4, 'steps'] (client check) → row 4's message. */
function rowErrorsOf(errors: Record<string, string | undefined>): Map<number, string> {
  const rows = new Map<number, string>();
  for (const [key, message] of Object.entries(errors)) {
    const row = /^grades\.(\d+)/.exec(key)?.[1];
    if (row !== undefined && message && !rows.has(Number(row))) rows.set(Number(row), message);
  }
  return rows;
}

function TrancheForm({ current }: { current: TSalaryGrade[] }) {
  const navigate = useNavigate();
  const add = useAddTranche();
  // The rows are the body's `grades`, so a row's message (`grades.4.steps`, the page's or the server's) is the form's
  // field of that name: it goes as the row is corrected.
  const form = useContractForm(ZSalaryScheduleBody, {
    initialValues: { effective_date: '', tranche: '', grades: amountsFrom(current) },
    toInput: (values) => ({
      ...values,
      tranche: values.tranche.trim(),
      grades: values.grades.map((g) => ({ grade: g.grade, steps: g.steps.map((amount) => amount ?? 0) })),
    }),
  });
  // The raise is a way to fill the amounts, not a field of the tranche.
  const [percent, setPercent] = useState<number | ''>('');
  const rowErrors = rowErrorsOf(form.errors);
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  const setAmount = (row: number, step: number, typed: number | string) => {
    const centavos = typedPesos(typed);
    form.setValues((values) => ({
      grades: values.grades.map((g, r) => (r !== row ? g : { ...g, steps: g.steps.map((amount, s) => (s !== step ? amount : centavos)) })),
    }));
  };

  const applyRaise = () => {
    if (typeof percent !== 'number') return;
    form.setValues({
      grades: amountsFrom(current).map((g) => ({ ...g, steps: g.steps.map((amount) => (amount === null ? null : raiseByPercent(amount, percent))) })),
    });
  };

  const submit = form.onSubmit(() => form.save(add, () => void navigate('/settings/salary_grades')));

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        {form.errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {form.errors.form}
          </Alert>
        ) : null}
        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput type="date" label="Effective date" {...form.getInputProps('effective_date')} required />
            <TextInput label="Tranche" placeholder="e.g. EO 64 s. 2024, second tranche" {...form.getInputProps('tranche')} required />
          </SimpleGrid>
          <Group mt="md" gap="sm" align="flex-end" wrap="wrap">
            <NumberInput
              label="Raise every amount of the schedule in force by"
              description="Rounded to the nearest peso"
              rightSection={<IconPercentage size={16} />}
              decimalScale={2}
              min={-50}
              max={100}
              value={percent}
              onChange={(value) => setPercent(typeof value === 'number' ? value : '')}
              w={{ base: '100%', sm: 320 }}
            />
            <Button variant="light" onClick={applyRaise} disabled={typeof percent !== 'number'}>
              Apply the raise
            </Button>
            <Button variant="subtle" color="gray" leftSection={<IconArrowBackUp size={16} />} onClick={() => form.setValues({ grades: amountsFrom(current) })}>
              Start again from the schedule in force
            </Button>
          </Group>
        </Card>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={900} type="native">
            <Table verticalSpacing={4} horizontalSpacing={4} aria-label="Amounts of the new tranche">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={60} pl="sm">
                    Grade
                  </Table.Th>
                  {STEP_COLUMNS.map((step) => (
                    <Table.Th key={step} ta="right" pr={step === 8 ? 'sm' : undefined}>
                      Step {step}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {form.values.grades.map((g, row) => (
                  <GradeRow key={g.grade} grade={g.grade} steps={g.steps} error={rowErrors.get(row)} onChange={(step, pesos) => setAmount(row, step, pesos)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/settings/salary_grades">
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add the tranche
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GradeRow({
  grade,
  steps,
  error,
  onChange,
}: {
  grade: number;
  steps: (number | null)[];
  error?: string;
  onChange: (step: number, pesos: number | string) => void;
}) {
  return (
    <>
      <Table.Tr data-grade={grade}>
        <Table.Td fw={700} pl="sm" style={{ whiteSpace: 'nowrap' }}>
          SG {grade}
        </Table.Td>
        {STEP_COLUMNS.map((step, index) =>
          index < steps.length ? (
            <Table.Td key={step} pr={step === 8 ? 'sm' : undefined}>
              <NumberInput
                aria-label={`Salary grade ${grade}, step ${step}`}
                size="xs"
                hideControls
                thousandSeparator=","
                decimalScale={2}
                fixedDecimalScale
                allowNegative={false}
                value={steps[index] == null ? '' : steps[index] / 100}
                onChange={(value) => onChange(index, value)}
                error={Boolean(error)}
                styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
              />
            </Table.Td>
          ) : (
            <Table.Td key={step} />
          ),
        )}
      </Table.Tr>
      {error ? (
        <Table.Tr>
          <Table.Td />
          <Table.Td colSpan={8} pt={0}>
            <Text c="red" fz="xs" role="alert">
              {error}
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/** /settings/salary_grades/new: a new tranche, prefilled from the schedule in force. */
export function AddTranchePage() {
  const current = useSalarySchedule();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Add a tranche"
        description={
          current.data
            ? `Prefilled from the schedule in force, ${current.data.tranche}. Amounts are monthly, in pesos: change them one by one or raise them all by a percentage.`
            : 'Amounts are monthly, in pesos.'
        }
      />
      {current.data ? <TrancheForm current={current.data.salary_grades} /> : <Skeleton h={600} />}
    </Stack>
  );
}
