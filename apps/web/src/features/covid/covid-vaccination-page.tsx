import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCertificate, IconDownload, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { ZDoseBody, ZExemptionBody, type TVaccinationRecord } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { formErrorsOf, messageUnder } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { checkUpload, PDF_UPLOAD, type UploadRule } from '../../lib/upload-checks';
import { useContractForm } from '../../lib/use-contract-form';
import { saveMyCard, useAddDose, useMyVaccination, useRemoveDose, useSetExemption, useUploadCard, useVaccineBrands } from './covid.api';
import { STATUS_COLOR, statusLabel } from './covid-format';

/** The card: a PDF or an image up to 3 MB (the server checks the bytes again). */
const CARD_UPLOAD: UploadRule = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg'],
  mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
  maxBytes: PDF_UPLOAD.maxBytes,
  accept: 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
  hint: 'pdf, png or jpg files up to 3mb',
};

const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

function Summary({ record }: { record: TVaccinationRecord }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text fw={600}>Status</Text>
          <Badge size="lg" variant="light" color={STATUS_COLOR[record.status]} data-testid="covid-status">
            {statusLabel(record.status)}
          </Badge>
          {record.primary_brand ? (
            <Text fz="sm" c="dimmed">
              {record.primary_brand.name}: {record.primary_brand.doses_required} dose{record.primary_brand.doses_required > 1 ? 's' : ''} for fully vaccinated
            </Text>
          ) : null}
        </Group>
        {record.verified_at ? (
          <Badge variant="light" color="green" leftSection={<IconCertificate size={14} />}>
            Verified by {record.verified_by} on {formatDateTime(record.verified_at)}
          </Badge>
        ) : (
          <Text fz="sm" c="dimmed">
            Not verified by the HR office yet
          </Text>
        )}
      </Group>
    </Paper>
  );
}

function Doses({ record }: { record: TVaccinationRecord }) {
  const remove = useRemoveDose();
  const last = (booster: boolean) => Math.max(0, ...record.doses.filter((d) => d.is_booster === booster).map((d) => d.dose_number));
  const hasBooster = record.doses.some((d) => d.is_booster);
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="sm">
        My doses
      </Text>
      {record.doses.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No dose recorded yet.
        </Text>
      ) : (
        <Table striped aria-label="My doses">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dose</Table.Th>
              <Table.Th>Brand</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Place</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {record.doses.map((d) => {
              const removable = d.dose_number === last(d.is_booster) && (d.is_booster || !hasBooster);
              return (
                <Table.Tr key={d.id} data-testid="covid-dose">
                  <Table.Td>{d.is_booster ? `Booster ${d.dose_number}` : `Dose ${d.dose_number}`}</Table.Td>
                  <Table.Td>{d.brand.name}</Table.Td>
                  <Table.Td>{formatLongDate(d.given_on)}</Table.Td>
                  <Table.Td>{d.place}</Table.Td>
                  <Table.Td>
                    {removable ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        loading={remove.isPending}
                        onClick={() => remove.mutate(d.id, { onSuccess: (a) => showSuccessToast(a.message) })}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** The dose form's values: the number input may be emptied (''). */
type DoseValues = { brand_id: string | null; dose_number: number | string; is_booster: boolean; given_on: string; place: string };

function AddDoseForm({ record, onSaved }: { record: TVaccinationRecord; onSaved: () => void }) {
  const brands = useVaccineBrands();
  const add = useAddDose();
  const next = (booster: boolean) => record.doses.filter((d) => d.is_booster === booster).length + 1;
  const fully = record.status === 'fully_vaccinated' || record.status === 'boosted';
  const initialValues: DoseValues = {
    brand_id: record.primary_brand ? String(record.primary_brand.id) : null,
    dose_number: next(fully),
    is_booster: fully,
    given_on: '',
    place: '',
  };
  const form = useContractForm(ZDoseBody, {
    initialValues,
    toInput: (v) => ({ ...v, brand_id: v.brand_id ?? undefined, dose_number: v.dose_number === '' ? undefined : v.dose_number }),
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" noValidate aria-label="Record a dose" onSubmit={form.onSubmit(() => form.save(add, onSaved))}>
      <Text fw={600} mb="sm">
        Record a dose
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Vaccine brand"
            required
            searchable
            placeholder={brands.isPending ? 'Loading…' : 'Choose the brand'}
            data={(brands.data?.brands ?? []).filter((b) => b.is_active).map((b) => ({ value: String(b.id), label: b.name }))}
            {...form.getInputProps('brand_id')}
          />
          <NumberInput label="Dose number" required min={1} max={6} allowDecimal={false} {...form.getInputProps('dose_number')} />
          <TextInput type="date" label="Vaccination date" required max={manilaToday()} {...form.getInputProps('given_on')} />
        </SimpleGrid>
        <TextInput label="Place" required maxLength={200} placeholder="e.g. City Health Office, Makati" {...form.getInputProps('place')} />
        <Checkbox
          label="This dose is a booster"
          checked={form.values.is_booster}
          onChange={(e) => {
            const booster = e.currentTarget.checked;
            form.setFieldValue('is_booster', booster);
            form.setFieldValue('dose_number', next(booster));
          }}
          error={form.errors.is_booster}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            Record the dose
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CardForm({ record }: { record: TVaccinationRecord }) {
  const upload = useUploadCard();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    if (!file) return setError('Choose the card to upload.');
    const problem = checkUpload(file, CARD_UPLOAD);
    if (problem) return setError(problem);
    setError(undefined);
    upload.mutate(file, {
      onSuccess: (a) => {
        showSuccessToast(a.message);
        setFile(null);
      },
      onError: (e) => setError(messageUnder(formErrorsOf(e), 'file')),
    });
  };
  return (
    <Paper withBorder radius="md" p="md" aria-label="Vaccination card" component="section">
      <Text fw={600} mb="sm">
        Vaccination card
      </Text>
      <Stack gap="sm">
        {record.card_name ? (
          <Group gap="xs">
            <Text fz="sm">Uploaded: {record.card_name}</Text>
            <Button size="compact-sm" variant="light" leftSection={<IconDownload size={14} />} onClick={() => void saveMyCard(record.card_name!)}>
              Download
            </Button>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            No card uploaded yet.
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <FileInput
            label={record.card_name ? 'Replace the card' : 'Card'}
            description={CARD_UPLOAD.hint}
            placeholder="Choose the file"
            accept={CARD_UPLOAD.accept}
            clearable
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setError(undefined);
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <Button leftSection={<IconUpload size={16} />} loading={upload.isPending} onClick={send}>
            Upload the card
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ExemptionForm({ record }: { record: TVaccinationRecord }) {
  const save = useSetExemption();
  const form = useContractForm(ZExemptionBody, {
    initialValues: { medically_exempt: record.medically_exempt, exemption_reason: record.exemption_reason ?? '' },
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      aria-label="Medical exemption"
      onSubmit={form.onSubmit(() => form.save(save, () => undefined))}
    >
      <Text fw={600} mb="sm">
        Medical exemption
      </Text>
      <Stack gap="sm">
        <Checkbox label="I am medically exempt from COVID vaccination" {...form.getInputProps('medically_exempt', { type: 'checkbox' })} />
        {form.values.medically_exempt ? (
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            maxLength={1000}
            placeholder="e.g. the physician's certificate says…"
            {...form.getInputProps('exemption_reason')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            Save the exemption
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /covid/vaccination (COVID): my doses, card and exemption; any change clears the HR office's verification. */
export function CovidVaccinationPage() {
  const mine = useMyVaccination();
  const [formKey, setFormKey] = useState(0);
  const record = mine.data?.record;
  return (
    <Stack gap="lg">
      <PageHeader
        title="COVID vaccination"
        description="Record your doses and upload your vaccination card; the HR office's health officer verifies them. Only you and the health officers see your record."
      />
      {mine.isPending ? (
        <Skeleton height={200} />
      ) : !record ? (
        <Alert color="gray">Your vaccination record cannot be shown.</Alert>
      ) : (
        <>
          <Summary record={record} />
          <Doses record={record} />
          <AddDoseForm key={`${formKey}-${record.doses.length}`} record={record} onSaved={() => setFormKey((k) => k + 1)} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CardForm record={record} />
            <ExemptionForm key={String(record.medically_exempt)} record={record} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
