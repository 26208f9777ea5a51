import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { LEAVE_DAY_PARTS, ZLeaveApplicationBody, type TLeaveDayPart, type TLeaveDetails } from '@hris/contracts';
import { useContractForm } from '../../lib/use-contract-form';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { PDF_UPLOAD, checkUpload } from '../../lib/upload-checks';
import { manilaToday } from '../../lib/dates';
import { useFileLeave, useLeavePreview, useLeaveTypes, type TLeaveApplication, type TLeaveFiling, type TLeaveType } from './leave.api';
import { LeaveDetailsFields } from './leave-details-fields';
import { PART_LABELS } from './leave-format';
import { LeavePreview } from './leave-preview';

type Values = {
  leave_type_id: string | null;
  date_from: string;
  date_to: string;
  part: TLeaveDayPart;
  details: TLeaveDetails;
  commutation: boolean;
  emergency: boolean;
  days: number | null;
};

/** Sec. 23's justifiable reasons, in the users' words. */
const MONETIZATION_REASON_OPTIONS = [
  { value: 'health', label: 'Health, medical or hospital needs (mine or my family’s)' },
  { value: 'calamity', label: 'A calamity, fire, earthquake or accident' },
  { value: 'education', label: 'Education (mine or my family’s)' },
  { value: 'housing', label: 'A housing loan or the purchase of a lot or house' },
  { value: 'other', label: 'Another reason stated in my letter' },
];

/** Types whose papers the office asks for: a medical certificate for sickness, a birth or medical record for the others. */
const WITH_ATTACHMENT = ['SL', 'SLBW', 'ML', 'PL', 'REHAB', 'VAWC', 'ADOPT', 'SOLO', 'STUDY'];
const MEDICAL = ['SL', 'SLBW', 'REHAB'];

/** The body CS Form No. 6 sends for these values; monetization is not a period but a number of days, filed today. */
function bodyOf(values: Values, type: TLeaveType | undefined, personnelId: number | undefined): Omit<TLeaveFiling, 'attachment_path'> {
  const monetization = type?.code === 'MON' || type?.code === 'MON50';
  const today = manilaToday();
  return {
    ...(personnelId ? { personnel_id: personnelId } : {}),
    leave_type_id: Number(values.leave_type_id),
    date_from: monetization ? today : values.date_from,
    date_to: monetization ? today : values.date_to,
    part: values.date_from === values.date_to && !monetization ? values.part : 'whole',
    details: monetization ? { ...values.details, other_purpose: 'monetization' } : values.details,
    commutation: values.commutation,
    emergency: type?.code === 'SPL' ? values.emergency : false,
    days: monetization ? values.days : null,
  };
}

type Props = {
  /** HR files for this person; the signed-in employee files for themselves when absent. */
  personnelId?: number;
  /** A type chosen before the form opens (HR's form for one type). */
  initialTypeId?: number;
  onFiled: (application: TLeaveApplication) => void;
};

/** CS Form No. 6: the type, the dates, the details the type asks for, and a live preview of what filing gives. */
export function LeaveApplicationForm({ personnelId, initialTypeId, onFiled }: Props) {
  const types = useLeaveTypes();
  const fileLeave = useFileLeave();
  const today = manilaToday();
  const initialValues: Values = {
    leave_type_id: initialTypeId ? String(initialTypeId) : null,
    date_from: today,
    date_to: today,
    part: 'whole',
    details: {},
    commutation: false,
    emergency: false,
    days: null,
  };
  // The type's code decides the body (a monetization is days, not dates): read from the values being checked.
  const typeOf = (id: string | null) => types.data?.find((t) => String(t.id) === id);
  const form = useContractForm(ZLeaveApplicationBody, { initialValues, toInput: (current) => bodyOf(current, typeOf(current.leave_type_id), personnelId) });
  const { values, errors } = form;
  // The PDF stays outside the values (a File); choosing one is an edit too, so leaving asks first.
  const [file, setFile] = useState<File | null>(null);
  const fileKey = file ? `${file.name}:${file.size}:${file.lastModified}` : null;
  const fileChosen = useUnsavedChanges(fileKey);
  const type = typeOf(values.leave_type_id);
  const code = type?.code;

  // Asked again 400 ms after the last change, only once the form says enough for an answer.
  const previewBody = useMemo(() => {
    if (!type) return null;
    if (code === 'MON' || code === 'MON50' ? !values.days : !values.date_from || !values.date_to || values.date_to < values.date_from) return null;
    return bodyOf(values, type, personnelId);
  }, [values, type, code, personnelId]);
  const [settledBody] = useDebouncedValue(previewBody, 400);
  const preview = useLeavePreview(settledBody);

  const submit = () => {
    const body = form.validate();
    const fileProblem = file ? checkUpload(file, PDF_UPLOAD) : null;
    if (fileProblem) form.setErrors((current) => ({ ...current, file: fileProblem }));
    form.saveChecked(fileLeave, body && !fileProblem ? { body, file } : null, (answer) => {
      fileChosen.markSaved(fileKey);
      onFiled(answer.leave_application);
    });
  };

  const oneDay = values.date_from === values.date_to;
  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <Stack gap="md">
      {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
      {errors.personnel_id ? <Alert color="red">{errors.personnel_id}</Alert> : null}
      <Select
        label="Type of leave"
        name="leave_type_id"
        placeholder="Choose the type of leave"
        data={typeOptions}
        value={values.leave_type_id}
        onChange={(value) => form.setValues({ leave_type_id: value, details: {}, days: null })}
        searchable
        withAsterisk
        error={errors.leave_type_id}
        description={type?.legal_basis ?? undefined}
        maw={520}
      />
      {code === 'MON' || code === 'MON50' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={700}>
          <NumberInput
            label={code === 'MON' ? 'Days of vacation leave to monetize' : 'Days of leave credits to monetize'}
            description={
              code === 'MON'
                ? 'At least 10 days, at most 30 a year; you need 15 days of vacation leave and 5 must remain'
                : 'Half or more of your vacation and sick leave, from VL first; the head of agency decides'
            }
            name="days"
            min={0.5}
            max={400}
            step={1}
            decimalScale={3}
            withAsterisk
            value={values.days ?? ''}
            onChange={(value) => form.setFieldValue('days', typeof value === 'number' ? value : null)}
            error={errors.days}
          />
          {code === 'MON50' ? (
            <Select
              label="Justifiable reason"
              name="details.reason"
              description="State it in your letter to the head of agency"
              withAsterisk
              data={MONETIZATION_REASON_OPTIONS}
              value={values.details.reason ?? null}
              onChange={(value) => form.setFieldValue('details', { ...values.details, reason: (value as TLeaveDetails['reason']) ?? null })}
              error={errors['details.reason']}
            />
          ) : null}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label="From"
            name="date_from"
            withAsterisk
            value={values.date_from}
            onChange={(event) => {
              const value = event.currentTarget.value;
              form.setValues((current) => ({ date_from: value, ...(value > current.date_to ? { date_to: value } : {}) }));
            }}
            error={errors.date_from}
          />
          <TextInput
            type="date"
            label="To"
            name="date_to"
            withAsterisk
            min={values.date_from}
            value={values.date_to}
            onChange={(event) => form.setFieldValue('date_to', event.currentTarget.value)}
            error={errors.date_to}
          />
          {oneDay ? (
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                Part of the day
              </Text>
              <SegmentedControl
                aria-label="Part of the day"
                data={LEAVE_DAY_PARTS.map((part) => ({ value: part, label: PART_LABELS[part] }))}
                value={values.part}
                onChange={(value) => form.setFieldValue('part', value)}
              />
              {errors.part ? (
                <Text fz="xs" c="red">
                  {errors.part}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </SimpleGrid>
      )}
      <LeaveDetailsFields code={code} details={values.details} onChange={(details) => form.setFieldValue('details', details)} errors={errors} />
      {code && WITH_ATTACHMENT.includes(code) ? (
        <FileInput
          label={code && MEDICAL.includes(code) ? 'Medical certificate' : 'Supporting document'}
          name="file"
          description={`${PDF_UPLOAD.hint}${code === 'SL' ? '. Required for more than 5 days of sick leave' : ''}`}
          placeholder="Choose a PDF"
          accept={PDF_UPLOAD.accept}
          clearable
          leftSection={<IconPaperclip size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            form.setErrors((current) => ({ ...current, file: chosen ? (checkUpload(chosen, PDF_UPLOAD) ?? undefined) : undefined }));
          }}
          // The server names the stored path; the user chose a file.
          error={errors.file ?? errors.attachment_path}
          maw={520}
        />
      ) : null}
      <Group gap="xl">
        <Checkbox label="Commutation requested" description="Ask that the leave be paid in cash" {...form.getInputProps('commutation', { type: 'checkbox' })} />
        {code === 'SPL' ? (
          <Checkbox
            label="Emergency"
            description="Filed less than a week ahead because of an emergency"
            {...form.getInputProps('emergency', { type: 'checkbox' })}
          />
        ) : null}
      </Group>
      <LeavePreview
        preview={settledBody ? preview.data : undefined}
        loading={preview.isFetching || previewBody !== settledBody}
        chargedTo={type?.charged_to ?? null}
        showHours={code === 'CTO'}
        ignoredFields={file ? ['attachment_path'] : []}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} loading={fileLeave.isPending} onClick={submit}>
          {personnelId ? 'File the leave' : 'Send to my department head'}
        </Button>
      </Group>
    </Stack>
  );
}
