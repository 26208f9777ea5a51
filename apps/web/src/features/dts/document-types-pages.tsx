import { useMemo, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, MultiSelect, NumberInput, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Input } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { canSeeGroup, PROCESSING_CLASSES, ZDocumentTypeBody, type TProcessingClass } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { BackLink, useRequestId } from '../../components/request-pages/request-detail';
import { useContractForm } from '../../lib/use-contract-form';
import { useSignedInUser } from '../account/current-user';
import { useEveryDepartment } from '../departments/departments.api';
import { useDocumentTypes, useSaveDocumentType, type TDocumentType } from './dts.api';

const CLASS_KEYS = Object.keys(PROCESSING_CLASSES) as TProcessingClass[];
const CLASS_COLORS: Record<TProcessingClass, string> = { simple: 'teal', complex: 'blue', highly_technical: 'grape' };

/** Office id → acronym and name, from the one list of departments. */
function useOfficeNames() {
  const departments = useEveryDepartment();
  return useMemo(() => new Map((departments.data ?? []).map((d) => [d.id, d])), [departments.data]);
}

function RouteCell({ route, names }: { route: number[]; names: ReturnType<typeof useOfficeNames> }) {
  if (route.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        None: each office chooses
      </Text>
    );
  return (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {route.map((id) => names.get(id)?.acronym ?? `#${id}`).join(' → ')}
    </Text>
  );
}

/** /dts/document-types: the types with their RA 11032 processing time; DTS administrators add and change them. */
export function DocumentTypesPage() {
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  const mayChange = canSeeGroup('DTSADMIN', user.allowed_views);
  const types = useDocumentTypes();
  const names = useOfficeNames();
  const columns: Column<TDocumentType>[] = [
    {
      key: 'name',
      header: 'Document type',
      render: (t) => (
        <Text fz="sm" fw={600}>
          {t.name}
        </Text>
      ),
    },
    {
      key: 'class',
      header: 'Processing',
      width: 170,
      render: (t) => (
        <Badge variant="light" color={CLASS_COLORS[t.processing_class]} radius="sm" tt="none">
          {PROCESSING_CLASSES[t.processing_class].label}
        </Badge>
      ),
    },
    { key: 'days', header: 'Working days', width: 130, render: (t) => <Text fz="sm">{t.working_days}</Text> },
    { key: 'route', header: 'Usual route', render: (t) => <RouteCell route={t.default_route} names={names} /> },
    ...(mayChange
      ? [
          {
            key: 'actions',
            header: '',
            width: 90,
            align: 'right' as const,
            render: (t: TDocumentType) => (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPencil size={14} />}
                component={Link}
                to={`/dts/edit-document-types/${t.id}`}
                onClick={(event) => event.stopPropagation()}
              >
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Document types"
        description="Each type's processing time under the Ease of Doing Business Act (RA 11032): how many working days each office may keep it."
        actions={
          mayChange ? (
            <Button component={Link} to="/dts/add-document-types" leftSection={<IconPlus size={16} />}>
              Add document type
            </Button>
          ) : null
        }
      />
      <DataTable
        label="Document types"
        columns={columns}
        rows={types.data}
        rowKey={(t) => t.id}
        loading={types.isPending}
        onRowClick={mayChange ? (t) => void navigate(`/dts/edit-document-types/${t.id}`) : undefined}
        minWidth={760}
        emptyTitle="No document types"
        emptyDescription={mayChange ? 'Add the kinds of documents your offices exchange.' : 'A DTS administrator adds the kinds of documents offices exchange.'}
      />
    </Stack>
  );
}

type Values = { name: string; processing_class: TProcessingClass; working_days: number | string; default_route: string[] };

function DocumentTypeForm({ type }: { type: TDocumentType | null }) {
  const navigate = useNavigate();
  const save = useSaveDocumentType(type?.id ?? null);
  const departments = useEveryDepartment();
  const initialValues: Values = {
    name: type?.name ?? '',
    processing_class: type?.processing_class ?? 'simple',
    working_days: type?.working_days ?? PROCESSING_CLASSES.simple.working_days,
    default_route: (type?.default_route ?? []).map(String),
  };
  const form = useContractForm(ZDocumentTypeBody, {
    initialValues,
    toInput: (values) => ({
      ...values,
      working_days: values.working_days === '' ? undefined : values.working_days,
      default_route: values.default_route.map(Number),
    }),
  });
  const chosen = new Set(form.values.default_route);
  const officeOptions = (departments.data ?? [])
    .filter((d) => d.is_active || chosen.has(String(d.id)))
    .map((d) => ({ value: String(d.id), label: `${d.acronym} · ${d.fullname}${d.campus ? ` (${d.campus.acronym})` : ''}` }));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={form.onSubmit(() => form.save(save, () => void navigate('/dts/document-types')))} noValidate>
        <Stack gap="md">
          {form.errors.form ? (
            <Alert color="red" variant="light" role="alert">
              {form.errors.form}
            </Alert>
          ) : null}
          <TextInput label="Name" required maxLength={150} data-autofocus placeholder="e.g. Request for travel authority" {...form.getInputProps('name')} />
          <Input.Wrapper
            label="Processing class"
            description="RA 11032 §9: simple 3 working days, complex 7, highly technical 20"
            required
            error={form.errors.processing_class}
          >
            <SegmentedControl
              mt={6}
              fullWidth
              data={CLASS_KEYS.map((key) => ({ value: key, label: PROCESSING_CLASSES[key].label }))}
              value={form.values.processing_class}
              onChange={(value) => {
                const next = CLASS_KEYS.find((key) => key === value) ?? 'simple';
                // The class's days follow the class, unless they were set apart from the class's usual number.
                const usual = PROCESSING_CLASSES[form.values.processing_class].working_days;
                form.setValues((current) => ({
                  ...current,
                  processing_class: next,
                  working_days:
                    Number(current.working_days) === usual || current.working_days === '' ? PROCESSING_CLASSES[next].working_days : current.working_days,
                }));
              }}
            />
          </Input.Wrapper>
          <NumberInput
            label="Working days at each office"
            description="Before it is overdue there (1–60)"
            min={1}
            max={60}
            allowDecimal={false}
            w={{ base: '100%', sm: 260 }}
            {...form.getInputProps('working_days')}
          />
          <MultiSelect
            label="Usual route"
            description="The offices a document of this type usually goes to, in order: forwarding suggests the next one"
            placeholder={departments.isPending ? 'Loading the offices…' : form.values.default_route.length ? undefined : 'Choose offices in order'}
            data={officeOptions}
            searchable
            clearable
            nothingFoundMessage="No such office"
            maxValues={20}
            {...form.getInputProps('default_route')}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function TypeFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={760}>
      <BackLink to="/dts/document-types">Back to the document types</BackLink>
      <PageHeader title={title} />
      {children}
    </Stack>
  );
}

/** /dts/add-document-types */
export function AddDocumentTypePage() {
  return (
    <TypeFormFrame title="Add document type">
      <DocumentTypeForm type={null} />
    </TypeFormFrame>
  );
}

/** /dts/edit-document-types/:id */
export function EditDocumentTypePage() {
  const id = useRequestId();
  const types = useDocumentTypes();
  const type = types.data?.find((t) => t.id === id);
  return (
    <TypeFormFrame title="Edit document type">
      {types.isPending ? (
        <Skeleton h={360} />
      ) : type ? (
        <DocumentTypeForm key={type.id} type={type} />
      ) : (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          This document type was not found.
        </Alert>
      )}
    </TypeFormFrame>
  );
}
