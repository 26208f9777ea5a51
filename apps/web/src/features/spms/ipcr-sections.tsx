import { useRef } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { SPMS_CATEGORY_LABELS, ZActBody, ZIpcrAccomplishmentsBody, ZIpcrRatingDetails } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { formErrorsOf } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { showSuccessToast } from '../../lib/toasts';
import { useActOnRequest } from '../approvals/approvals.api';
import { spmsKeys, useIpcrStep, useSaveAccomplishments, type TIpcr, type TIpcrTarget } from './spms.api';
import { useQueryClient } from '@tanstack/react-query';

const targetTitle = (t: TIpcrTarget) => `${SPMS_CATEGORY_LABELS[t.category]} · ${t.mfo} · ${t.output}`;

/** The targets with their accomplishments and ratings, read only (Q, E, T and their average A). */
export function IpcrTable({ ipcr }: { ipcr: TIpcr }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label="Targets and ratings" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>MFO / output</Table.Th>
              <Table.Th>Success indicator</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
              <Table.Th>Actual accomplishment</Table.Th>
              <Table.Th ta="center">Q</Table.Th>
              <Table.Th ta="center">E</Table.Th>
              <Table.Th ta="center">T</Table.Th>
              <Table.Th ta="center">A</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ipcr.targets.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Text fz="xs" c="dimmed">
                    {SPMS_CATEGORY_LABELS[t.category]} · {t.mfo}
                  </Text>
                  <Text fz="sm">{t.output}</Text>
                </Table.Td>
                <Table.Td fz="sm">{t.indicator}</Table.Td>
                <Table.Td ta="right">{Number(t.weight)}%</Table.Td>
                <Table.Td fz="sm">{t.accomplishment ?? '—'}</Table.Td>
                <Table.Td ta="center">{t.quality ?? '—'}</Table.Td>
                <Table.Td ta="center">{t.efficiency ?? '—'}</Table.Td>
                <Table.Td ta="center">{t.timeliness ?? '—'}</Table.Td>
                <Table.Td ta="center" fw={600}>
                  {t.average ?? '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The employee files the actual accomplishment of each target, then submits the IPCR for rating. */
export function AccomplishmentsForm({ ipcr }: { ipcr: TIpcr }) {
  const save = useSaveAccomplishments(ipcr.id);
  const submit = useIpcrStep(ipcr.id, 'submit');
  const form = useContractForm(ZIpcrAccomplishmentsBody, {
    initialValues: { accomplishments: ipcr.targets.map((t) => ({ target_id: t.id, accomplishment: t.accomplishment ?? '' })) },
  });
  const { errors } = form;
  const formRef = useRef<HTMLDivElement>(null);
  useScrollToFirstError(formRef, errors, form.refusal);
  const fail = (e: unknown) => form.setErrors(formErrorsOf(e));
  /** Saved, then submitted: one press, one toast (the submission's), so the save's answer is not shown. */
  const saveAndSubmit = () => {
    const body = form.validate();
    if (body)
      save.mutate(body, {
        // mutateAsync: once submitted the form leaves the page, and a mutate() callback would not run after it unmounts.
        onSuccess: () => void submit.mutateAsync().then((a) => showSuccessToast(a.message), fail),
        onError: fail,
      });
  };
  return (
    <Paper ref={formRef} withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Actual accomplishments
        </Title>
        {errors.form || errors.status || errors.targets ? <Alert color="red">{errors.form ?? errors.status ?? errors.targets}</Alert> : null}
        {ipcr.targets.map((t, i) => (
          <Textarea
            key={t.id}
            label={`Actual accomplishment of target ${i + 1}`}
            description={`${targetTitle(t)} (${Number(t.weight)}%): ${t.indicator}`}
            autosize
            minRows={2}
            {...form.getInputProps(`accomplishments.${i}.accomplishment`)}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" loading={save.isPending} onClick={() => form.save(save, () => undefined)}>
            Save accomplishments
          </Button>
          <Button loading={save.isPending || submit.isPending} onClick={saveAndSubmit}>
            Submit for rating
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type Dims = { target_id: number; quality: number | string; efficiency: number | string; timeliness: number | string; remarks: string };
const rated = (v: number | string) => (v === '' ? null : Number(v));

/** The average of the rated dimensions as the server computes it, shown while rating (three decimals, half up). */
function averageOf(d: Dims): string {
  const xs = [d.quality, d.efficiency, d.timeliness].map(rated).filter((x): x is number => x !== null && !Number.isNaN(x));
  if (!xs.length) return '—';
  return (Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1000 + 1e-9) / 1000).toFixed(3);
}

/**
 * Rate (the head, step 1) or calibrate (the PMT, step 2) Q/E/T per target, or approve as rated (the head of agency):
 * the approval decision with `details.ratings`, through the approvals API the drawer uses. Or return it with remarks.
 */
export function RatingForm({ ipcr }: { ipcr: TIpcr }) {
  const act = useActOnRequest(ipcr.approval_request_id ?? 0);
  const queryClient = useQueryClient();
  const rates = ipcr.current_step === 1 || ipcr.current_step === 2;
  const initialValues: { ratings: Dims[]; remarks: string } = {
    ratings: ipcr.targets.map((t) => ({
      target_id: t.id,
      quality: t.quality ?? '',
      efficiency: t.efficiency ?? '',
      timeliness: t.timeliness ?? '',
      remarks: t.remarks ?? '',
    })),
    remarks: '',
  };
  // The form's own schema checks the ratings (keyed ratings.0.quality, as the server keys them); the decision's
  // remarks are checked with the decision itself, which the button pressed chooses.
  const form = useContractForm(ZIpcrRatingDetails, {
    initialValues,
    toInput: ({ ratings }) => ({
      ratings: ratings.map((d) => ({
        target_id: d.target_id,
        quality: rated(d.quality),
        efficiency: rated(d.efficiency),
        timeliness: rated(d.timeliness),
        remarks: d.remarks || null,
      })),
    }),
  });
  const { errors } = form;
  const formRef = useRef<HTMLDivElement>(null);
  useScrollToFirstError(formRef, errors, form.refusal);
  const decide = (action: 'approve' | 'return') => {
    const details = action === 'approve' && rates ? form.validate() : undefined;
    if (details === null) return;
    const body = form.check(ZActBody, { action, remarks: form.values.remarks || undefined, details });
    form.saveChecked(act, body, () => void queryClient.invalidateQueries({ queryKey: spmsKeys.all }));
  };
  return (
    <Paper ref={formRef} withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {ipcr.current_step === 1 ? 'Rate the targets' : ipcr.current_step === 2 ? 'Calibrate the ratings' : 'Approve the final rating'}
        </Title>
        <Text fz="sm" c="dimmed">
          {rates
            ? 'Rate each target 1 (Poor) to 5 (Outstanding) on quality, efficiency and timeliness; leave a dimension empty when it does not apply.'
            : 'The ratings as calibrated; approving makes the final rating final.'}
        </Text>
        {errors.ratings || errors.form || errors.remarks ? <Alert color="red">{errors.ratings ?? errors.form ?? errors.remarks}</Alert> : null}
        {ipcr.targets.map((t, i) => {
          const d = form.values.ratings[i]!;
          return (
            <Paper key={t.id} withBorder radius="sm" p="sm">
              <Stack gap="xs">
                <Text fw={600} fz="sm">
                  {targetTitle(t)} ({Number(t.weight)}%)
                </Text>
                <Text fz="sm">{t.indicator}</Text>
                <Text fz="sm">
                  <Text span c="dimmed" fz="sm">
                    Accomplished:{' '}
                  </Text>
                  {t.accomplishment ?? '—'}
                </Text>
                <Group align="flex-start" grow>
                  {(['quality', 'efficiency', 'timeliness'] as const).map((dim) => (
                    <NumberInput
                      key={dim}
                      label={`${dim[0]!.toUpperCase()}${dim.slice(1)} of target ${i + 1}`}
                      min={1}
                      max={5}
                      allowDecimal={false}
                      disabled={!rates}
                      {...form.getInputProps(`ratings.${i}.${dim}`)}
                    />
                  ))}
                  <TextInput label={`Average of target ${i + 1}`} value={averageOf(d)} readOnly />
                </Group>
                {rates ? <TextInput label={`Remarks on target ${i + 1}`} {...form.getInputProps(`ratings.${i}.remarks`)} /> : null}
              </Stack>
            </Paper>
          );
        })}
        <Textarea label="Your remarks (needed to return it)" {...form.getInputProps('remarks')} />
        <Group justify="flex-end">
          <Button variant="default" color="red" loading={act.isPending} onClick={() => decide('return')}>
            Return to the employee
          </Button>
          <Button loading={act.isPending} onClick={() => decide('approve')}>
            {ipcr.current_step === 1 ? 'Save ratings and approve' : ipcr.current_step === 2 ? 'Calibrate and approve' : 'Approve'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
