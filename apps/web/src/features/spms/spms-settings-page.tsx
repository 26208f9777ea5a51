import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SPMS_CATEGORIES, SPMS_CATEGORY_LABELS, ZRatingScaleBody, ZSpmsPeriodBody, ZSuccessIndicatorBody, type TSpmsPeriodBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useScrollToFirstError } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useSaveIndicator, useSavePeriod, useSaveScale, useSpmsSettings, type TRatingScaleRow, type TSpmsPeriod, type TSuccessIndicator } from './spms.api';

type PeriodDate = Exclude<keyof TSpmsPeriodBody, 'year' | 'semester'>;

const DATES: [PeriodDate, string][] = [
  ['starts_on', 'Period starts'],
  ['ends_on', 'Period ends'],
  ['targets_from', 'Target setting from'],
  ['targets_until', 'Target setting until'],
  ['rating_from', 'Rating from'],
  ['rating_until', 'Rating until'],
  ['calibration_from', 'Calibration from'],
  ['calibration_until', 'Calibration until'],
];

/** A period as its inputs hold it: the year as typed (empty while cleared), the semester as the Select's option, the dates. */
const periodValues = (period: TSpmsPeriod | 'new') => ({
  year: (period === 'new' ? new Date().getFullYear() + 1 : period.year) as number | string,
  semester: period === 'new' ? '1' : String(period.semester),
  ...(Object.fromEntries(DATES.map(([key]) => [key, period === 'new' ? '' : period[key]])) as Record<PeriodDate, string>),
});

function PeriodModal({ period, onClose }: { period: TSpmsPeriod | 'new'; onClose: () => void }) {
  const save = useSavePeriod(period === 'new' ? null : period.id);
  // The modal is shown only while open, so its edits are unsaved for as long as it is there (warnOnLeave's default).
  const form = useContractForm(ZSpmsPeriodBody, { initialValues: periodValues(period) });
  const formRef = useRef<HTMLDivElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);
  return (
    <Modal opened onClose={onClose} title={period === 'new' ? 'Add a rating period' : `Change ${period.name}`} size="lg">
      <Stack ref={formRef}>
        {form.errors.form ? <Alert color="red">{form.errors.form}</Alert> : null}
        <Group grow>
          <NumberInput label="Year" {...form.getInputProps('year')} />
          <Select
            label="Semester"
            data={[
              { value: '1', label: '1 (January–June)' },
              { value: '2', label: '2 (July–December)' },
            ]}
            {...form.getInputProps('semester')}
            allowDeselect={false}
          />
        </Group>
        <SimpleGrid cols={2}>
          {DATES.map(([key, label]) => (
            <TextInput key={key} type="date" label={label} {...form.getInputProps(key)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => form.save(save, onClose)}>
            Save period
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ScaleForm({ scale }: { scale: TRatingScaleRow[] }) {
  const save = useSaveScale();
  const form = useContractForm(ZRatingScaleBody, { initialValues: { rows: scale } });
  const { errors } = form;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <Title order={2} fz="lg">
          Rating scale
        </Title>
        {errors.rows || errors.form ? <Alert color="red">{errors.rows ?? errors.form}</Alert> : null}
        {form.values.rows.map((r, i) => (
          <Group key={r.rating} grow align="flex-start">
            <TextInput label={`Adjective of ${r.rating}`} {...form.getInputProps(`rows.${i}.adjective`)} />
            <TextInput label="Lowest average" {...form.getInputProps(`rows.${i}.min_average`)} />
            <TextInput label="Highest average" {...form.getInputProps(`rows.${i}.max_average`)} />
          </Group>
        ))}
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => form.save(save, () => undefined)}>
            Save scale
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function IndicatorModal({ indicator, mfos, onClose }: { indicator: TSuccessIndicator | 'new'; mfos: { id: number; name: string }[]; onClose: () => void }) {
  const save = useSaveIndicator(indicator === 'new' ? null : indicator.id);
  const shown = indicator === 'new' ? null : indicator;
  // Shown only while open, like the period's: warnOnLeave's default.
  const form = useContractForm(ZSuccessIndicatorBody, {
    initialValues: {
      mfo_id: shown ? String(shown.mfo_id) : null,
      category: shown?.category ?? 'core',
      output: shown?.output ?? '',
      indicator: shown?.indicator ?? '',
      is_active: shown?.is_active ?? true,
    },
    toInput: (values) => ({ ...values, mfo_id: values.mfo_id ? Number(values.mfo_id) : undefined }),
  });
  return (
    <Modal opened onClose={onClose} title={indicator === 'new' ? 'Add a success indicator' : 'Change the success indicator'} size="lg">
      <Stack>
        {form.errors.form ? <Alert color="red">{form.errors.form}</Alert> : null}
        <Select label="MFO" data={mfos.map((m) => ({ value: String(m.id), label: m.name }))} {...form.getInputProps('mfo_id')} />
        <Select
          label="Function"
          data={SPMS_CATEGORIES.map((c) => ({ value: c, label: SPMS_CATEGORY_LABELS[c] }))}
          {...form.getInputProps('category')}
          allowDeselect={false}
        />
        <TextInput label="Output" {...form.getInputProps('output')} />
        <Textarea label="Success indicator (targets + measures)" autosize minRows={2} {...form.getInputProps('indicator')} />
        <Switch label="Offered on the IPCR form" {...form.getInputProps('is_active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => form.save(save, onClose)}>
            Save success indicator
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** SPMIS Admin: the rating periods, the success indicators under the university's MFOs, the rating scale. */
export function SpmsSettingsPage() {
  const settings = useSpmsSettings();
  const [period, setPeriod] = useState<TSpmsPeriod | 'new' | null>(null);
  const [indicator, setIndicator] = useState<TSuccessIndicator | 'new' | null>(null);
  const data = settings.data;
  return (
    <Stack gap="md">
      <PageHeader title="SPMIS Admin" description="Rating periods and their windows, the success indicators offered under each MFO, and the rating scale." />
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Rating periods
            </Title>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setPeriod('new')}>
              Add a period
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Rating periods">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Period</Table.Th>
                  <Table.Th>Target setting</Table.Th>
                  <Table.Th>Rating</Table.Th>
                  <Table.Th>Calibration</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(data?.periods ?? []).map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      {p.name}
                      {p.id === data?.open_period_id ? ' (open)' : ''}
                    </Table.Td>
                    <Table.Td>
                      {p.targets_from} – {p.targets_until}
                    </Table.Td>
                    <Table.Td>
                      {p.rating_from} – {p.rating_until}
                    </Table.Td>
                    <Table.Td>
                      {p.calibration_from} – {p.calibration_until}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" leftSection={<IconEdit size={14} />} onClick={() => setPeriod(p)} aria-label={`Change ${p.name}`}>
                        Change
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Success indicators by MFO
            </Title>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setIndicator('new')}>
              Add a success indicator
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            The university&apos;s MFOs are a reference list:{' '}
            <Anchor component={Link} to="/settings/lists/mfos">
              add or rename MFOs
            </Anchor>
            .
          </Text>
          {(data?.mfos ?? []).map((m) => {
            const rows = (data?.indicators ?? []).filter((i) => i.mfo_id === m.id);
            return (
              <Stack key={m.id} gap={4}>
                <Text fw={600} fz="sm">
                  {m.name}
                </Text>
                {rows.length ? (
                  rows.map((i) => (
                    <Group key={i.id} justify="space-between" wrap="nowrap">
                      <Text fz="sm">
                        {SPMS_CATEGORY_LABELS[i.category]}: {i.output}: {i.indicator}
                        {i.is_active ? '' : ' (not offered)'}
                      </Text>
                      <Button size="xs" variant="subtle" onClick={() => setIndicator(i)} aria-label={`Change ${i.output}`}>
                        Change
                      </Button>
                    </Group>
                  ))
                ) : (
                  <Text fz="sm" c="dimmed">
                    No success indicator yet.
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      {data ? <ScaleForm key={JSON.stringify(data.scale)} scale={data.scale} /> : null}
      {period ? <PeriodModal period={period} onClose={() => setPeriod(null)} /> : null}
      {indicator && data ? <IndicatorModal indicator={indicator} mfos={data.mfos} onClose={() => setIndicator(null)} /> : null}
    </Stack>
  );
}
