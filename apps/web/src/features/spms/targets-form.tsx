import { useRef } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SPMS_CATEGORIES, SPMS_CATEGORY_LABELS, ZIpcrTargetsBody, type TSpmsCategory } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { formErrorsOf } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { showSuccessToast } from '../../lib/toasts';
import { useIpcrStep, useSaveTargets, useSpmsOptions, type TIpcr } from './spms.api';

type Row = { mfo_id: string | null; success_indicator_id: string | null; category: TSpmsCategory; output: string; indicator: string; weight: number | string };

const blank = (): Row => ({ mfo_id: null, success_indicator_id: null, category: 'core', output: '', indicator: '', weight: '' });

/** The employee's targets: under an MFO, a success indicator picked from the admin's list or written, and a weight. */
export function TargetsForm({ ipcr }: { ipcr: TIpcr }) {
  const options = useSpmsOptions();
  const save = useSaveTargets(ipcr.id);
  const commit = useIpcrStep(ipcr.id, 'commit');
  const initialValues: { targets: Row[] } = {
    targets: ipcr.targets.length
      ? ipcr.targets.map((t) => ({
          mfo_id: String(t.mfo_id),
          success_indicator_id: t.success_indicator_id ? String(t.success_indicator_id) : null,
          category: t.category,
          output: t.output,
          indicator: t.indicator,
          weight: Number(t.weight),
        }))
      : [blank()],
  };
  const form = useContractForm(ZIpcrTargetsBody, {
    initialValues,
    toInput: ({ targets }) => ({
      targets: targets.map((r) => ({
        ...r,
        mfo_id: r.mfo_id ? Number(r.mfo_id) : undefined,
        success_indicator_id: r.success_indicator_id ? Number(r.success_indicator_id) : null,
        weight: r.weight === '' ? undefined : r.weight,
      })),
    }),
  });
  const { errors } = form;
  const rows = form.values.targets;
  const formRef = useRef<HTMLDivElement>(null);
  useScrollToFirstError(formRef, errors, form.refusal);
  const total = rows.reduce((a, r) => a + (Number(r.weight) || 0), 0);
  const set = (i: number, patch: Partial<Row>) => form.setValues((current) => ({ targets: current.targets.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  const mfos = (options.data?.mfos ?? []).map((m) => ({ value: String(m.id), label: m.name }));

  return (
    <Paper ref={formRef} withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Targets
          </Title>
          <Text fz="sm" c={total === 100 ? undefined : 'red.8'}>
            Weights: {total}% of 100%
          </Text>
        </Group>
        {errors.targets || errors.form || errors.status ? <Alert color="red">{errors.targets ?? errors.form ?? errors.status}</Alert> : null}
        {rows.map((r, i) => {
          const indicators = (options.data?.indicators ?? []).filter((s) => String(s.mfo_id) === r.mfo_id);
          return (
            <Paper key={i} withBorder radius="sm" p="sm">
              <Stack gap="xs">
                <Group grow align="flex-start">
                  <Select
                    label={`MFO of target ${i + 1}`}
                    data={mfos}
                    {...form.getInputProps(`targets.${i}.mfo_id`)}
                    onChange={(v: string | null) => set(i, { mfo_id: v, success_indicator_id: null })}
                  />
                  <Select
                    label={`Function of target ${i + 1}`}
                    data={SPMS_CATEGORIES.map((c) => ({ value: c, label: SPMS_CATEGORY_LABELS[c] }))}
                    {...form.getInputProps(`targets.${i}.category`)}
                    allowDeselect={false}
                  />
                  <NumberInput label={`Weight of target ${i + 1} (%)`} min={0} max={100} decimalScale={2} {...form.getInputProps(`targets.${i}.weight`)} />
                </Group>
                <Select
                  label={`Success indicator from the list for target ${i + 1}`}
                  description="Or write your own below"
                  data={indicators.map((s) => ({ value: String(s.id), label: `${s.output}: ${s.indicator}` }))}
                  {...form.getInputProps(`targets.${i}.success_indicator_id`)}
                  disabled={!indicators.length}
                  clearable
                  onChange={(v: string | null) => {
                    const s = indicators.find((x) => String(x.id) === v);
                    set(i, s ? { success_indicator_id: v, output: s.output, indicator: s.indicator, category: s.category } : { success_indicator_id: null });
                  }}
                />
                <TextInput label={`Output of target ${i + 1}`} {...form.getInputProps(`targets.${i}.output`)} />
                <Textarea
                  label={`Success indicator of target ${i + 1} (targets + measures)`}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`targets.${i}.indicator`)}
                />
                {rows.length > 1 ? (
                  <Group justify="flex-end">
                    <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => form.removeListItem('targets', i)}>
                      Remove target {i + 1}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('targets', blank())}>
            Add a target
          </Button>
          <Group>
            <Button onClick={() => form.save(save, () => undefined)} loading={save.isPending}>
              Save targets
            </Button>
            {ipcr.status === 'draft' && ipcr.targets.length ? (
              <Button
                color="green"
                loading={commit.isPending}
                onClick={() =>
                  void commit.mutateAsync().then(
                    (a) => showSuccessToast(a.message),
                    // Committing is not a save of the values, but its refusal (the weights, the window) shows above them all the same.
                    (e: unknown) => form.setErrors(formErrorsOf(e)),
                  )
                }
              >
                Commit to these targets
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
