import { useState } from 'react';
import { Badge, Button, Group, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ZBirEmployer, type TBirEmployer } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { manilaMonth } from '../../lib/dates';
import { useContractForm } from '../../lib/use-contract-form';
import { DownloadButton, PdfButton } from '../../components/busy-button';
import { Amount, MonthSelect } from './payroll-parts';
import { PreviousEmployers } from './bir-previous-employers';
import { open1601c, openAll2316, saveAlphalist, useAlphalist, useAll2316, useBirEmployer, useForm1601c, useSaveBirEmployer, useStartAll2316 } from './bir.api';

// /payroll/bir (PAYROLL; issue 40): the month's BIR Form 1601-C, the year's alphalist (1604-C) with its DAT file for the
// BIR's Alphalist Data Entry module and Excel, every 2316 of the year in one PDF (printed in the background, with its
// progress), the previous employers HR enters for the 2316s, and the employer's data the forms print.

const years = () => {
  const now = Number(manilaMonth().slice(0, 4));
  return [now, now - 1, now - 2].map(String);
};

function Form1601c() {
  const [month, setMonth] = useState(manilaMonth());
  const form = useForm1601c(month);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>BIR Form 1601-C</Title>
        <Group>
          <MonthSelect value={month} onChange={(m) => m && setMonth(m)} aria-label="Month" w={180} />
          <PdfButton open={() => open1601c(month)}>1601-C</PdfButton>
        </Group>
      </Group>
      {form.isPending ? (
        <Skeleton h={200} />
      ) : form.data ? (
        <>
          <Text fz="sm" c="dimmed" mb="xs">
            From {form.data.runs.length} approved and paid run(s), {form.data.people} people.
          </Text>
          <Table aria-label="1601-C Part II" verticalSpacing={4}>
            <Table.Tbody>
              {form.data.lines.map((l) => (
                <Table.Tr key={l.item}>
                  <Table.Td w={40}>{l.item}</Table.Td>
                  <Table.Td fw={l.total ? 700 : undefined}>{l.label}</Table.Td>
                  <Table.Td ta="right">
                    <Amount centavos={l.amount} strong={l.total} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Paper>
  );
}

function Alphalist({ year }: { year: string }) {
  const list = useAlphalist(year);
  const a = list.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Alphalist of employees (1604-C), {year}</Title>
        <Group>
          <DownloadButton save={() => saveAlphalist(year, 'dat')} leftSection={<IconDownload size={16} />}>
            DAT file
          </DownloadButton>
          <DownloadButton save={() => saveAlphalist(year, 'xlsx')}>Excel</DownloadButton>
        </Group>
      </Group>
      {list.isPending ? (
        <Skeleton h={120} />
      ) : a ? (
        <Stack gap="xs">
          <Text fz="sm">
            {a.employed.length} employed as of 31 December, {a.separated.length} separated during the year. File: <code>{a.file_name}</code>
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="Gross compensation" centavos={a.totals.gross} />
            <Figure label="Non-taxable" centavos={a.totals.non_taxable} />
            <Figure label="Taxable" centavos={a.totals.taxable} />
            <Figure label="Tax withheld" centavos={a.totals.actual_withheld} />
          </SimpleGrid>
          {a.missing_tin.length ? (
            <Text fz="sm" c="orange.8">
              No TIN on the PDS: {a.missing_tin.map((m) => m.fullname).join(', ')}.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function Figure({ label, centavos }: { label: string; centavos: number }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Amount centavos={centavos} strong />
    </div>
  );
}

function All2316({ year }: { year: string }) {
  const batch = useAll2316(year).data?.batch ?? null;
  const start = useStartAll2316(year);
  const running = batch?.status === 'running';
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Every BIR Form 2316 of {year}</Title>
        <Group>
          {batch?.status === 'done' ? <PdfButton open={() => openAll2316(batch.id)}>All 2316s</PdfButton> : null}
          <Button onClick={() => start.mutate()} loading={start.isPending} disabled={running}>
            Print every 2316
          </Button>
        </Group>
      </Group>
      {batch ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color={batch.status === 'done' ? 'green' : batch.status === 'running' ? 'blue' : 'red'}>{batch.status}</Badge>
            <Text fz="sm">
              {batch.done} of {batch.total} employees
            </Text>
          </Group>
          <Progress value={batch.total ? (100 * batch.done) / batch.total : 0} aria-label="2316s printed" />
          {batch.error ? (
            <Text c="red" fz="sm">
              {batch.error}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          Not printed yet. The printing goes on if you leave this page.
        </Text>
      )}
    </Paper>
  );
}

function EmployerForm({ employer }: { employer: TBirEmployer }) {
  const save = useSaveBirEmployer();
  const form = useContractForm(ZBirEmployer, { initialValues: employer, warnOnLeave: true });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={form.onSubmit(() => form.save(save, () => undefined))}>
      <Title order={4} mb="sm">
        The employer on the forms
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="TIN" placeholder="000-000-000" required {...form.getInputProps('employer_tin')} />
        <TextInput label="Branch code" required {...form.getInputProps('employer_branch')} />
        <TextInput label="RDO code" required {...form.getInputProps('employer_rdo')} />
        <TextInput label="Registered address" required {...form.getInputProps('employer_address')} />
        <TextInput label="ZIP code" required {...form.getInputProps('employer_zip')} />
        <Select
          label="Type of employer"
          data={[
            { value: 'main', label: 'Main employer' },
            { value: 'secondary', label: 'Secondary employer' },
          ]}
          {...form.getInputProps('employer_kind')}
        />
        <TextInput label="Authorized agent" required {...form.getInputProps('bir_signatory_name')} />
        <TextInput label="Authorized agent's title" {...form.getInputProps('bir_signatory_title')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Paper>
  );
}

/** /payroll/bir (PAYROLL). */
export function BirPage() {
  const [year, setYear] = useState(years()[0]!);
  const employer = useBirEmployer();
  return (
    <Stack>
      <PageHeader title="BIR" description="BIR Form 1601-C, the alphalist (1604-C) and every 2316 of the year" />
      <Form1601c />
      <Group>
        <Select label="Year" data={years()} value={year} onChange={(y) => y && setYear(y)} w={140} />
      </Group>
      <Alphalist year={year} />
      <PreviousEmployers year={year} />
      <All2316 year={year} />
      {employer.data ? <EmployerForm employer={employer.data.employer} /> : <Skeleton h={160} />}
    </Stack>
  );
}
