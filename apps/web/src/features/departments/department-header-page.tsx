import { useState } from 'react';
import { Alert, Box, Button, Card, FileButton, Grid, Group, Image, Select, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPhotoUp } from '@tabler/icons-react';
import { OFFICE_HEADER_LINES_MAX, ZHeadTitleBody, ZOfficeHeaderBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { checkUpload, OFFICE_LOGO_UPLOAD } from '../../lib/upload-checks';
import { useHeadTitle, useSaveHeadTitle, useUploadOfficeLogo } from './departments.api';
import { useHeaderOffices, useOfficeHeader, useRefreshOfficeHeaders, useSaveOfficeHeader, type TOfficeHeader } from './office-header.api';

// /department/header/setting (SPEC.md §2: Department Header, Unit Header; issue 24): the header an office prints at
// the top of its documents (leave forms, travel orders, certificates, routing slips…): up to four name lines, the
// address line and the logo, with a preview as it will print. A unit without its own name lines prints its parent's.

function HeadTitleCard({ departmentId }: { departmentId: number }) {
  const current = useHeadTitle(departmentId);
  const save = useSaveHeadTitle(departmentId);
  // What is typed wins; until then the title as recorded, which arrives after the card shows.
  const typed: { head_title?: string } = {};
  const form = useContractForm(ZHeadTitleBody, {
    initialValues: typed,
    toInput: ({ head_title }) => ({ department_id: departmentId, head_title: head_title ?? current.data ?? '' }),
  });
  const shown = form.values.head_title ?? current.data ?? '';

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && body.head_title, () => undefined);
  };

  return (
    <Card withBorder padding="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate>
      <Text fw={700}>Head title</Text>
      <Text fz="sm" c="dimmed" mb="md">
        How the head signs the office's documents, e.g. Dean, Director, Chief.
      </Text>
      {current.isPending ? (
        <Skeleton h={36} />
      ) : (
        <TextInput
          aria-label="Head title"
          name="head_title"
          placeholder="e.g. Dean"
          value={shown}
          onChange={(e) => form.setFieldValue('head_title', e.currentTarget.value)}
          error={form.errors.head_title ?? form.errors.form}
        />
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending}>
          Save title
        </Button>
      </Group>
    </Card>
  );
}

const PLACEHOLDERS = ['Republic of the Philippines', "The university's name", 'The campus', 'The office'];

/** The header as it will print: the logo at the left, the lines centred (the second in capitals and bold), the address under them. */
function HeaderPreview({ lines, address, logo, note }: { lines: string[]; address: string | null; logo: string | null; note: string | null }) {
  const last = lines.length - 1;
  return (
    <Card withBorder padding="lg" h="100%">
      <Text fw={700}>Preview</Text>
      <Text fz="sm" c="dimmed" mb="md">
        {note ?? 'As it will print at the top of the office’s documents.'}
      </Text>
      <Box
        data-testid="header-preview"
        bg="white"
        p="md"
        style={{ border: '1px solid var(--mantine-color-gray-4)', fontFamily: 'Helvetica, Arial, sans-serif', color: '#000' }}
      >
        <Group wrap="nowrap" align="center" gap="sm">
          <Box w={64} style={{ flexShrink: 0 }}>
            {logo ? <Image src={logo} alt="Office logo" w={60} h={60} fit="contain" /> : null}
          </Box>
          <Stack gap={0} align="center" style={{ flex: 1, textAlign: 'center' }}>
            {lines.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No name lines yet
              </Text>
            ) : (
              lines.map((line, i) => (
                <Text
                  key={i}
                  fz={i === 1 ? 17 : i === last && i > 1 ? 14 : 12}
                  fw={i === 1 || (i === last && i > 1) ? 700 : 400}
                  tt={i === 1 ? 'uppercase' : undefined}
                  c="#000"
                >
                  {line}
                </Text>
              ))
            )}
            {address ? (
              <Text fz={11} mt={2} c="#000">
                {address}
              </Text>
            ) : null}
          </Stack>
          <Box w={64} style={{ flexShrink: 0 }} />
        </Group>
      </Box>
    </Card>
  );
}

function LogoButton({ officeId, hasLogo, onSaved }: { officeId: number; hasLogo: boolean; onSaved: () => void }) {
  const upload = useUploadOfficeLogo(officeId);
  const choose = (file: File | null) => {
    if (!file) return;
    const problem = checkUpload(file, OFFICE_LOGO_UPLOAD);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => {
        onSaved();
        showSuccessToast(answer.message);
      },
    });
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Box>
        <Text fz="sm" fw={500}>
          Office logo
        </Text>
        <Text fz="xs" c="dimmed">
          {OFFICE_LOGO_UPLOAD.hint}, printed at the left of the lines
        </Text>
      </Box>
      <FileButton onChange={choose} accept={OFFICE_LOGO_UPLOAD.accept} inputProps={{ 'aria-label': 'Office logo file' }}>
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} loading={upload.isPending}>
            {hasLogo ? 'Replace logo' : 'Upload logo'}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

const padded = (lines: string[]) => Array.from({ length: OFFICE_HEADER_LINES_MAX }, (_, i) => lines[i] ?? '');

/** The form of one office's header beside its live preview. */
function HeaderEditor({ header }: { header: TOfficeHeader }) {
  const save = useSaveOfficeHeader(header.office.id);
  const refresh = useRefreshOfficeHeaders();
  const form = useContractForm(ZOfficeHeaderBody, {
    initialValues: { lines: padded(header.lines), address: header.address ?? '' },
    toInput: ({ lines, address }) => ({ lines, address: address.trim() || null }),
  });
  const { errors } = form;
  const { lines, address } = form.values;
  const typed = lines.map((l) => l.trim()).filter(Boolean);
  const own = typed.length > 0;
  // Without its own lines the office prints what is above it (or the university's letterhead): the preview says so.
  const inherited = header.prints.from && header.prints.from.id !== header.office.id ? header.prints : null;
  const note = own
    ? null
    : inherited
      ? `Without name lines of its own, ${header.office.fullname} prints the header of ${inherited.from!.fullname}.`
      : `Without name lines, ${header.office.fullname} prints the university's letterhead.`;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg" component="form" onSubmit={form.onSubmit(() => form.saveChecked(save, form.validate(), () => undefined))} noValidate>
          <Text fw={700}>Header of {header.office.fullname}</Text>
          <Text fz="sm" c="dimmed" mb="md">
            Up to four name lines and the address line, printed on every document of the office.
          </Text>
          <Stack gap="sm">
            {lines.map((_, i) => (
              <TextInput
                key={i}
                label={`Name line ${i + 1}`}
                placeholder={PLACEHOLDERS[i]}
                {...form.getInputProps(`lines.${i}`)}
                error={errors[`lines.${i}`] ?? (i === 0 ? errors.lines : undefined)}
              />
            ))}
            <TextInput label="Address" placeholder="e.g. Rizal Avenue, Tarlac City 2300" {...form.getInputProps('address')} />
            {errors.form ? <Text c="red.8">{errors.form}</Text> : null}
            <LogoButton officeId={header.office.id} hasLogo={header.logo_path !== null} onSaved={() => void refresh()} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save header
              </Button>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <HeaderPreview
          lines={own ? typed : (inherited?.lines ?? [])}
          address={own ? address.trim() || null : (inherited?.address ?? null)}
          logo={own ? header.logo_path : (inherited?.logo_path ?? header.logo_path)}
          note={note}
        />
      </Grid.Col>
    </Grid>
  );
}

type Office = { id: number; fullname: string; acronym: string };

function OfficeTab({ offices, kind, withHeadTitle }: { offices: Office[]; kind: 'department' | 'unit'; withHeadTitle: boolean }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const id = chosen ?? offices[0]?.id ?? null;
  const header = useOfficeHeader(id);
  if (offices.length === 0)
    return (
      <Alert variant="light" icon={<IconInfoCircle size={18} />} maw={720}>
        {kind === 'department'
          ? 'You are not recorded as the head or officer-in-charge of an office. Ask the HR office to set you as head.'
          : 'No units are under the offices you head.'}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <Select
        label={kind === 'department' ? 'Office' : 'Unit'}
        data={offices.map((o) => ({ value: String(o.id), label: `${o.fullname} (${o.acronym})` }))}
        value={id === null ? null : String(id)}
        onChange={(value) => setChosen(value ? Number(value) : null)}
        searchable
        allowDeselect={false}
        maw={520}
      />
      {header.data ? <HeaderEditor key={header.data.office.id} header={header.data} /> : <Skeleton h={320} />}
      {withHeadTitle && id !== null ? <HeadTitleCard key={id} departmentId={id} /> : null}
    </Stack>
  );
}

/** /department/header/setting: the Department Header and Unit Header tabs. */
export function DepartmentHeaderPage() {
  const offices = useHeaderOffices();
  return (
    <Stack gap="lg">
      <PageHeader title="Department Header" description="The header printed at the top of the office's documents: name lines, address and logo." />
      {offices.data ? (
        <Tabs defaultValue="department" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="department">Department Header</Tabs.Tab>
            <Tabs.Tab value="unit">Unit Header</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="department">
            <OfficeTab offices={offices.data.departments} kind="department" withHeadTitle />
          </Tabs.Panel>
          <Tabs.Panel value="unit">
            <OfficeTab offices={offices.data.units} kind="unit" withHeadTitle={false} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Skeleton h={320} />
      )}
    </Stack>
  );
}
