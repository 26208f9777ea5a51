import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { BOARD_KINDS, DEFAULT_DOCUMENTS_REQUIRED, ZJobPostBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { departmentSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, formErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { pesosToCentavos } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCampuses } from '../attendance/attendance.api';
import { VacantItemSelect } from '../plantilla/vacant-item-select';
import { BackLink } from './rsp-bits';
import { useHiringRequest, useJobPost, useSaveJobPost, type THiringRequest, type TJobPost } from './rsp.api';

type Values = {
  position: PickerOption | null;
  department: PickerOption | null;
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
      position: { id: post.position.id, label: post.position.name },
      department: { id: post.department.id, label: post.department.fullname, description: post.department.acronym },
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
    position: request ? { id: request.position.id, label: request.position.name } : null,
    department: request ? { id: request.department.id, label: request.department.fullname, description: request.department.acronym } : null,
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
  const [values, setValues] = useState<Values>(() => valuesOf(post, request));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { markSaved } = useUnsavedChanges(values);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value }));
  const text = (name: 'education' | 'training' | 'experience' | 'eligibility' | 'competencies') => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZJobPostBody.safeParse({
      hiring_request_id: values.hiring_request_id,
      position_id: values.position?.id,
      department_id: values.department?.id,
      campus_id: values.campus_id,
      plantilla_item_no: values.plantilla_item_no,
      salary_grade: values.salary_grade === '' ? undefined : values.salary_grade,
      monthly_salary: values.monthly_salary === '' ? undefined : pesosToCentavos(Number(values.monthly_salary)),
      board: values.board,
      slots: values.slots,
      education: values.education,
      training: values.training,
      experience: values.experience,
      eligibility: values.eligibility,
      competencies: values.competencies || null,
      documents_required: values.documents_required.map((d) => d.trim()).filter(Boolean),
    });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    save.mutate(
      { id: post?.id, body: checked.data },
      {
        onSuccess: (answer) => {
          markSaved(values);
          showSuccessToast(answer.message);
          void navigate('/rsp/job_posts');
        },
        onError: (error) => setErrors(formErrorsOf(error)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
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
            value={values.position}
            onChange={(option, record) => {
              set('position', option);
              if (record?.salary_grade) set('salary_grade', record.salary_grade);
              // The items offered are the position's own: one chosen for another position no longer applies.
              if (option?.id !== values.position?.id) set('plantilla_item_no', null);
            }}
            error={errors.position_id}
            required
          />
          <RemoteSearchPicker
            source={departmentSource}
            label="Office / department"
            value={values.department}
            onChange={(option) => set('department', option)}
            error={errors.department_id}
            required
          />
          <VacantItemSelect
            label="Plantilla item"
            placeholder={values.position ? 'None (optional)' : 'Choose the position first'}
            scope={{ position_id: values.position?.id }}
            ready={values.position !== null}
            disabled={values.position === null}
            clearable
            value={values.plantilla_item_no}
            onChange={(itemNo, item) => {
              set('plantilla_item_no', itemNo);
              // The post is for that item: its office and grade.
              if (item) {
                set('department', { id: item.department.id, label: item.department.fullname, description: item.department.acronym });
                set('salary_grade', item.salary_grade);
              }
            }}
            noneVacant="No vacant item of this position on the plantilla."
            error={errors.plantilla_item_no}
          />
          <Select
            label="Campus"
            data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={values.campus_id}
            onChange={(v) => v && set('campus_id', v)}
            allowDeselect={false}
            error={errors.campus_id}
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Select
            label="Selection board"
            data={BOARD_KINDS.map((b) => ({ value: b, label: b === 'NAPB' ? 'NAPB (non-academic)' : 'APB (academic)' }))}
            value={values.board}
            onChange={(v) => v && set('board', v)}
            allowDeselect={false}
            error={errors.board}
          />
          <NumberInput
            label="Salary grade"
            min={1}
            max={33}
            value={values.salary_grade}
            onChange={(v) => set('salary_grade', v)}
            error={errors.salary_grade}
            required
          />
          <NumberInput
            label="Monthly salary (₱)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={values.monthly_salary}
            onChange={(v) => set('monthly_salary', v)}
            error={errors.monthly_salary}
            required
          />
          <NumberInput label="Slots" min={1} max={50} value={values.slots} onChange={(v) => set('slots', v)} error={errors.slots} />
        </SimpleGrid>
        <Text fw={600} fz="sm" mt="xs">
          Qualification standards
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label="Education" autosize minRows={2} maxLength={1000} {...text('education')} required />
          <Textarea label="Training" autosize minRows={2} maxLength={1000} {...text('training')} required />
          <Textarea label="Experience" autosize minRows={2} maxLength={1000} {...text('experience')} required />
          <Textarea label="Eligibility" autosize minRows={2} maxLength={1000} {...text('eligibility')} required />
        </SimpleGrid>
        <Textarea label="Competencies" autosize minRows={2} maxLength={2000} {...text('competencies')} />
        <DocumentsEditor value={values.documents_required} onChange={(next) => set('documents_required', next)} errors={errors} />
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
