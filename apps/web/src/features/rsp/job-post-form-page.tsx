import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { BOARD_KINDS, DEFAULT_DOCUMENTS_REQUIRED, ZJobPostBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { departmentSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import type { FieldErrors } from '../../lib/field-errors';
import { pesosToCentavos } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampuses } from '../attendance/attendance.api';
import { VacantItemSelect } from '../plantilla/vacant-item-select';
import { BackLink } from './rsp-bits';
import { useHiringRequest, useJobPost, useSaveJobPost, type THiringRequest, type TJobPost } from './rsp.api';

/** The form's values: the pickers hold the chosen option (sent as its id), numbers as typed. */
type Values = {
  position_id: PickerOption | null;
  department_id: PickerOption | null;
  campus_id: string;
  plantilla_item_no: string | null;
  salary_grade: number | string;
  monthly_salary: number | string;
  board: string;
  slots: number | string;
  education: string;
  training: string;
  experience: string;
  eligibility: string;
  competencies: string;
  documents_required: string[];
  hiring_request_id: number | null;
};

function valuesOf(post: TJobPost | undefined, request: THiringRequest | undefined): Values {
  if (post)
    return {
      position_id: { id: post.position.id, label: post.position.name },
      department_id: { id: post.department.id, label: post.department.fullname, description: post.department.acronym },
      campus_id: String(post.campus.id),
      plantilla_item_no: post.plantilla_item_no,
      salary_grade: post.salary_grade,
      monthly_salary: post.monthly_salary / 100,
      board: post.board,
      slots: post.slots,
      education: post.education,
      training: post.training,
      experience: post.experience,
      eligibility: post.eligibility,
      competencies: post.competencies ?? '',
      documents_required: post.documents_required,
      hiring_request_id: post.hiring_request_id ?? null,
    };
  return {
    position_id: request ? { id: request.position.id, label: request.position.name } : null,
    department_id: request ? { id: request.department.id, label: request.department.fullname, description: request.department.acronym } : null,
    campus_id: '1',
    plantilla_item_no: request?.plantilla_item_no ?? null,
    salary_grade: request?.position.salary_grade ?? '',
    monthly_salary: '',
    board: request?.employment_kind === 'faculty' ? 'APB' : 'NAPB',
    slots: request?.slots ?? 1,
    education: '',
    training: '',
    experience: '',
    eligibility: '',
    competencies: '',
    documents_required: [...DEFAULT_DOCUMENTS_REQUIRED],
    hiring_request_id: request?.id ?? null,
  };
}

/** The documents an applicant uploads, one PDF each: add, rename, remove. */
function DocumentsEditor({ value, onChange, errors }: { value: string[]; onChange: (next: string[]) => void; errors: FieldErrors }) {
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        Documents required
      </Text>
      {value.map((doc, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`Document ${index + 1}`}
            style={{ flex: 1 }}
            value={doc}
            maxLength={200}
            onChange={(e) => onChange(value.map((d, i) => (i === index ? e.currentTarget.value : d)))}
            error={errors[`documents_required.${index}`]}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove document ${index + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.documents_required ? (
        <Text c="red" fz="xs">
          {errors.documents_required}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...value, ''])}
        disabled={value.length >= 20}
      >
        Add a document
      </Button>
    </Stack>
  );
}

function JobPostForm({ post, request }: { post?: TJobPost; request?: THiringRequest }) {
  const navigate = useNavigate();
  const save = useSaveJobPost();
  const campuses = useCampuses();
  const form = useContractForm(ZJobPostBody, {
    initialValues: valuesOf(post, request),
    toInput: (values: Values) => ({
      ...values,
      position_id: values.position_id?.id,
      department_id: values.department_id?.id,
      salary_grade: values.salary_grade === '' ? undefined : values.salary_grade,
      monthly_salary: values.monthly_salary === '' ? undefined : pesosToCentavos(Number(values.monthly_salary)),
      competencies: values.competencies || null,
      documents_required: values.documents_required.map((d) => d.trim()).filter(Boolean),
    }),
  });
  const { values, errors } = form;

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: post?.id, body }, () => void navigate('/rsp/job_posts'));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {errors.form ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RemoteSearchPicker
            source={positionSource}
            label="Position"
            value={values.position_id}
            onChange={(option, record) => {
              form.setFieldValue('position_id', option);
              if (record?.salary_grade) form.setFieldValue('salary_grade', record.salary_grade);
              // The items offered are the position's own: one chosen for another position no longer applies.
              if (option?.id !== values.position_id?.id) form.setFieldValue('plantilla_item_no', null);
            }}
            error={errors.position_id}
            required
          />
          <RemoteSearchPicker
            source={departmentSource}
            label="Office / department"
            value={values.department_id}
            onChange={(option) => form.setFieldValue('department_id', option)}
            error={errors.department_id}
            required
          />
          <VacantItemSelect
            label="Plantilla item"
            placeholder={values.position_id ? 'None (optional)' : 'Choose the position first'}
            scope={{ position_id: values.position_id?.id }}
            ready={values.position_id !== null}
            disabled={values.position_id === null}
            clearable
            value={values.plantilla_item_no}
            onChange={(itemNo, item) => {
              form.setFieldValue('plantilla_item_no', itemNo);
              // The post is for that item: its office and grade.
              if (item) {
                form.setFieldValue('department_id', { id: item.department.id, label: item.department.fullname, description: item.department.acronym });
                form.setFieldValue('salary_grade', item.salary_grade);
              }
            }}
            noneVacant="No vacant item of this position on the plantilla."
            error={errors.plantilla_item_no}
          />
          <Select
            label="Campus"
            data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('campus_id')}
            allowDeselect={false}
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Select
            label="Selection board"
            data={BOARD_KINDS.map((b) => ({ value: b, label: b === 'NAPB' ? 'NAPB (non-academic)' : 'APB (academic)' }))}
            {...form.getInputProps('board')}
            allowDeselect={false}
          />
          <NumberInput label="Salary grade" min={1} max={33} {...form.getInputProps('salary_grade')} required />
          <NumberInput label="Monthly salary (₱)" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('monthly_salary')} required />
          <NumberInput label="Slots" min={1} max={50} {...form.getInputProps('slots')} />
        </SimpleGrid>
        <Text fw={600} fz="sm" mt="xs">
          Qualification standards
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label="Education" autosize minRows={2} maxLength={1000} {...form.getInputProps('education')} required />
          <Textarea label="Training" autosize minRows={2} maxLength={1000} {...form.getInputProps('training')} required />
          <Textarea label="Experience" autosize minRows={2} maxLength={1000} {...form.getInputProps('experience')} required />
          <Textarea label="Eligibility" autosize minRows={2} maxLength={1000} {...form.getInputProps('eligibility')} required />
        </SimpleGrid>
        <Textarea label="Competencies" autosize minRows={2} maxLength={2000} {...form.getInputProps('competencies')} />
        <DocumentsEditor value={values.documents_required} onChange={(next) => form.setFieldValue('documents_required', next)} errors={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/rsp/job_posts">
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
            Save draft
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /rsp/job_posts/new (blank, or ?request=<id> from an approved request to hire) and /rsp/job_posts/:id/edit (drafts). */
export function JobPostFormPage() {
  const id = Number(useParams().id) || 0;
  const requestId = Number(useSearchParams()[0].get('request')) || 0;
  const post = useJobPost(id);
  const request = useHiringRequest(requestId);
  const loading = (id > 0 && !post.data) || (requestId > 0 && !request.data);
  const existing = post.data?.job_post;
  return (
    <Stack gap="lg" maw={1000}>
      <BackLink to="/rsp/job_posts">Job posts</BackLink>
      <PageHeader
        title={id ? `Edit job post ${existing?.code ?? ''}` : 'New job post'}
        description="Saved as a draft. Publish it from the list with its publication period; a published post can no longer be edited."
      />
      {loading ? (
        <Skeleton h={400} />
      ) : existing && existing.status !== 'draft' ? (
        <Alert color="yellow">This post is {existing.status}; only drafts can be edited.</Alert>
      ) : (
        <JobPostForm post={existing} request={request.data?.hiring_request} />
      )}
    </Stack>
  );
}
