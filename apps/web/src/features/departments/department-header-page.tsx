import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Center, FileButton, Grid, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPhotoUp } from '@tabler/icons-react';
import { PageHeader } from '../../app/layout/page-header';
import { formErrorsOf } from '../../lib/field-errors';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { checkUpload, OFFICE_LOGO_UPLOAD } from '../../lib/upload-checks';
import { DepartmentChooser, useDepartmentChoice } from './department-chooser';
import { useDepartment, useHeadTitle, useSaveHeadTitle, useUploadOfficeLogo, type TDepartmentDetail } from './departments.api';

function HeadTitleCard({ department }: { department: TDepartmentDetail }) {
  const current = useHeadTitle(department.id);
  const save = useSaveHeadTitle(department.id);
  const [title, setTitle] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const shown = title ?? current.data ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown.trim()) {
      setError('The head title field is required.');
      return;
    }
    setError(undefined);
    save.mutate(shown.trim(), {
      onSuccess: (answer) => showSuccessToast(answer.message),
      onError: (failure) => {
        const errors = formErrorsOf(failure);
        setError(errors.head_title ?? errors.form);
      },
    });
  };

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate h="100%">
      <Text fw={700}>Head title</Text>
      <Text fz="sm" c="dimmed" mb="md">
        How the head signs the department's documents, e.g. Dean, Director, Chief.
      </Text>
      {current.isPending ? (
        <Skeleton h={36} />
      ) : (
        <TextInput
          aria-label="Head title"
          name="head_title"
          placeholder="e.g. Dean"
          value={shown}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={error}
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

function OfficeLogoCard({ department }: { department: TDepartmentDetail }) {
  const upload = useUploadOfficeLogo(department.id);
  const [logo, setLogo] = useState<string | null>(department.logo_path);

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = checkUpload(file, OFFICE_LOGO_UPLOAD);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => {
        setLogo(answer.logo_path);
        showSuccessToast(answer.message ?? 'The office logo has been saved.');
      },
    });
  };

  return (
    <Card withBorder padding="lg" h="100%">
      <Text fw={700}>Office logo</Text>
      <Text fz="sm" c="dimmed" mb="md">
        Printed on the department's documents.
      </Text>
      <Center bg="gray.0" h={140} style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px dashed var(--mantine-color-gray-4)' }}>
        {logo ? (
          <Image src={logo} alt={`${department.acronym} logo`} h={120} w="auto" fit="contain" />
        ) : (
          <Text c="dimmed" fz="sm">
            No logo yet
          </Text>
        )}
      </Center>
      <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
        <Text fz="xs" c="dimmed">
          {OFFICE_LOGO_UPLOAD.hint}
        </Text>
        <FileButton onChange={choose} accept={OFFICE_LOGO_UPLOAD.accept} inputProps={{ 'aria-label': 'Office logo file' }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} loading={upload.isPending}>
              {logo ? 'Replace logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
      </Group>
    </Card>
  );
}

/** /department/header/setting: how the head signs, and the office logo on documents. */
export function DepartmentHeaderPage() {
  const choice = useDepartmentChoice();
  const detail = useDepartment(choice.chosen?.id ?? null);
  return (
    <Stack gap="lg">
      <PageHeader title="Department Header" description="The head's title and the office logo printed on the department's documents." />
      <DepartmentChooser choice={choice} />
      {choice.chosen === null ? (
        choice.manager ? (
          <Alert variant="light" icon={<IconInfoCircle size={18} />} maw={720}>
            Choose a department to set its header.
          </Alert>
        ) : null
      ) : detail.data ? (
        <Grid gap="lg" key={detail.data.id}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <HeadTitleCard department={detail.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <OfficeLogoCard department={detail.data} />
          </Grid.Col>
        </Grid>
      ) : (
        <Skeleton h={260} />
      )}
    </Stack>
  );
}
