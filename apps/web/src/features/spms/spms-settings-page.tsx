import { useState } from 'react';
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
import { SPMS_CATEGORIES, SPMS_CATEGORY_LABELS, type TSpmsCategory, type TSpmsPeriodBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { formErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useSaveIndicator, useSavePeriod, useSaveScale, useSpmsSettings, type TRatingScaleRow, type TSpmsPeriod, type TSuccessIndicator } from './spms.api';

const DATES: [keyof TSpmsPeriodBody, string][] = [
  ['starts_on', 'Period starts'],
  ['ends_on', 'Period ends'],
  ['targets_from', 'Target setting from'],
  ['targets_until', 'Target setting until'],
  ['rating_from', 'Rating from'],
  ['rating_until', 'Rating until'],
  ['calibration_from', 'Calibration from'],
  ['calibration_until', 'Calibration until'],
];

function PeriodModal({ period, onClose }: { period: TSpmsPeriod | 'new'; onClose: () => void }) {
  const save = useSavePeriod(period === 'new' ? null : period.id);
  const [form, setForm] = useState<Record<string, string | number>>(() =>
    period === 'new' ? { year: new Date().getFullYear() + 1, semester: 1 } : { ...period },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <Modal opened onClose={onClose} title={period === 'new' ? 'Add a rating period' : `Change ${period.name}`} size="lg">
      <Stack>
        {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
        <Group grow>
          <NumberInput label="Year" value={form.year} onChange={(v) => setForm((f) => ({ ...f, year: v }))} error={errors.year} />
          <Select
            label="Semester"
            data={[
              { value: '1', label: '1 (January–June)' },
              { value: '2', label: '2 (July–December)' },
            ]}
            value={String(form.semester ?? '')}
            onChange={(v) => setForm((f) => ({ ...f, semester: Number(v) }))}
            error={errors.semester}
            allowDeselect={false}
          />
        </Group>
        <SimpleGrid cols={2}>
          {DATES.map(([key, label]) => (
            <TextInput
              key={key}
              type="date"
              label={label}
              value={String(form[key] ?? '')}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setForm((f) => ({ ...f, [key]: value }));
              }}
              error={errors[key]}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() => {
              setErrors({});
              save.mutate(form as unknown as TSpmsPeriodBody, {
                onSuccess: (a) => {
                  showSuccessToast(a.message);
                  onClose();
                },
                onError: (e) => setErrors(formErrorsOf(e)),
              });
            }}
          >
            Save period
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ScaleForm({ scale }: { scale: TRatingScaleRow[] }) {
  const save = useSaveScale();
  const [rows, setRows] = useState(scale);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (i: number, patch: Partial<TRatingScaleRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <Title order={2} fz="lg">
          Rating scale
        </Title>
        {errors.rows || errors.form ? <Alert color="red">{errors.rows ?? errors.form}</Alert> : null}
        {rows.map((r, i) => (
          <Group key={r.rating} grow align="flex-start">
            <TextInput
              label={`Adjective of ${r.rating}`}
              value={r.adjective}
              onChange={(e) => set(i, { adjective: e.currentTarget.value })}
              error={errors[`rows.${i}.adjective`]}
            />
            <TextInput
              label="Lowest average"
              value={r.min_average}
              onChange={(e) => set(i, { min_average: e.currentTarget.value })}
              error={errors[`rows.${i}.min_average`]}
            />
            <TextInput
              label="Highest average"
              value={r.max_average}
              onChange={(e) => set(i, { max_average: e.currentTarget.value })}
              error={errors[`rows.${i}.max_average`]}
            />
          </Group>
        ))}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() => {
              setErrors({});
              save.mutate({ rows }, { onSuccess: (a) => showSuccessToast(a.message), onError: (e) => setErrors(formErrorsOf(e)) });
            }}
          >
            Save scale
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function IndicatorModal({ indicator, mfos, onClose }: { indicator: TSuccessIndicator | 'new'; mfos: { id: number; name: string }[]; onClose: () => void }) {
  const save = useSaveIndicator(indicator === 'new' ? null : indicator.id);
  const [form, setForm] = useState(() =>
    indicator === 'new'
      ? { mfo_id: null as string | null, category: 'core' as TSpmsCategory, output: '', indicator: '', is_active: true }
      : { ...indicator, mfo_id: String(indicator.mfo_id) },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <Modal opened onClose={onClose} title={indicator === 'new' ? 'Add a success indicator' : 'Change the success indicator'} size="lg">
      <Stack>
        {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
        <Select
          label="MFO"
          data={mfos.map((m) => ({ value: String(m.id), label: m.name }))}
          value={form.mfo_id}
          onChange={(v) => setForm((f) => ({ ...f, mfo_id: v }))}
          error={errors.mfo_id}
        />
        <Select
          label="Function"
          data={SPMS_CATEGORIES.map((c) => ({ value: c, label: SPMS_CATEGORY_LABELS[c] }))}
          value={form.category}
          onChange={(v) => setForm((f) => ({ ...f, category: v ?? 'core' }))}
          allowDeselect={false}
        />
        <TextInput label="Output" value={form.output} onChange={(e) => setForm((f) => ({ ...f, output: e.currentTarget.value }))} error={errors.output} />
        <Textarea
          label="Success indicator (targets + measures)"
          autosize
          minRows={2}
          value={form.indicator}
          onChange={(e) => setForm((f) => ({ ...f, indicator: e.currentTarget.value }))}
          error={errors.indicator}
        />
        <Switch label="Offered on the IPCR form" checked={form.is_active} onChange={(e) => setForm((f) => ({ ...f, is_active: e.currentTarget.checked }))} />
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() => {
              setErrors({});
              save.mutate(
                { ...form, mfo_id: Number(form.mfo_id ?? 0) },
                {
                  onSuccess: (a) => {
                    showSuccessToast(a.message);
                    onClose();
                  },
                  onError: (e) => setErrors(formErrorsOf(e)),
                },
              );
            }}
          >
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
