import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Grid, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera, IconTrash, IconUserCheck } from '@tabler/icons-react';
import {
  FACE_CAPTURES_MAX,
  FACE_CAPTURES_MIN,
  FACE_CONSENT_TEXT,
  FACE_IMAGE_CONSENT_TEXT,
  ZFaceEnrolBody,
  ZFaceSettingsBody,
  type TFaceEnrolInput,
} from '@hris/contracts';
import { PageHeader } from '../../app/layout/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useConfirm } from '../../components/confirm-dialog';
import { errorsFromIssues, formErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { uploadPdf } from '../../lib/upload-pdf';
import { pictureOf, readFrame } from './face-engine';
import { useEnrolFace, useFaceEnrolments, useFaceSettings, useSaveFaceSettings, useWithdrawFace, type TFaceEnrolment } from './face.api';
import { CAMERA_MESSAGES, useFaceCamera } from './use-camera';

// /edats/face/register (ADMIN): an administrator enrols an employee's face: several captures from the camera, each
// turned into a descriptor in the browser, with the employee's written consent (a picture is kept only when they also
// consent to that). Below: the enrolled employees, whose consent may be withdrawn, and the match threshold.

/** The first field with an error, in the form's order, for the message above the Enrol button. */
const FIELD_ORDER = ['personnel_id', 'descriptors', 'consent', 'consent.agreed', 'image_path'];

function EnrolCard() {
  const { videoRef, human, state } = useFaceCamera();
  const enrol = useEnrolFace();
  const [person, setPerson] = useState<PickerOption | null>(null);
  const [captures, setCaptures] = useState<number[][]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [keepImage, setKeepImage] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const capture = async () => {
    if (!human || !videoRef.current) return;
    setCapturing(true);
    try {
      const frame = await readFrame(human, videoRef.current);
      setHint(frame.problem);
      if (frame.problem || !frame.descriptor) return;
      setCaptures((c) => [...c, frame.descriptor!].slice(-FACE_CAPTURES_MAX));
      if (keepImage && !picture) setPicture(await pictureOf(videoRef.current));
      setErrors((e) => ({ ...e, descriptors: undefined }));
    } finally {
      setCapturing(false);
    }
  };

  const submit = async () => {
    const body: TFaceEnrolInput = {
      personnel_id: person?.id,
      descriptors: captures,
      consent: { agreed: agreed as true, text: FACE_CONSENT_TEXT },
      keep_image: keepImage,
    };
    const checked = ZFaceEnrolBody.safeParse(body);
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    let imagePath: string | null = null;
    if (keepImage && picture) {
      try {
        imagePath = (await uploadPdf(picture)).path;
      } catch (error) {
        return setErrors({ image_path: formErrorsOf(error).form ?? 'The picture could not be uploaded.' });
      }
    }
    enrol.mutate(
      { ...checked.data, image_path: imagePath },
      {
        onSuccess: (answer) => {
          showSuccessToast(answer.message);
          setPerson(null);
          setCaptures([]);
          setAgreed(false);
          setKeepImage(false);
          setPicture(null);
          setHint(null);
        },
        onError: (error) => setErrors(formErrorsOf(error)),
      },
    );
  };

  const firstError = FIELD_ORDER.map((k) => errors[k]).find(Boolean) ?? errors.form;
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Group gap="sm" mb={4}>
        <IconCamera size={20} stroke={1.7} />
        <Text fw={700}>Enrol an employee</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="md">
        Capture the employee&apos;s face {FACE_CAPTURES_MIN} to {FACE_CAPTURES_MAX} times, turning the head a little between captures. Only numbers computed
        from the face are sent to the server, not the picture.
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <video
              ref={videoRef}
              muted
              playsInline
              aria-label="Camera"
              style={{ width: '100%', aspectRatio: '4 / 3', background: '#222', borderRadius: 8, transform: 'scaleX(-1)' }}
            />
            {state !== 'ready' ? (
              <Alert color={state === 'loading' ? 'blue' : 'red'} variant="light" role={state === 'loading' ? 'status' : 'alert'}>
                {CAMERA_MESSAGES[state]}
              </Alert>
            ) : null}
            <Group justify="space-between">
              <Button leftSection={<IconCamera size={16} />} onClick={() => void capture()} loading={capturing} disabled={state !== 'ready'}>
                Capture
              </Button>
              <Badge size="lg" variant="light" color={captures.length >= FACE_CAPTURES_MIN ? 'teal' : 'gray'}>
                {captures.length} of {FACE_CAPTURES_MIN}+ captures
              </Badge>
            </Group>
            <Text fz="sm" role="status" c={hint ? 'red.8' : undefined}>
              {hint ?? 'One face, in the middle of the picture, filling about a third of it.'}
            </Text>
            {captures.length ? (
              <Button variant="subtle" size="compact-sm" onClick={() => setCaptures([])} w="fit-content">
                Start the captures again
              </Button>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <RemoteSearchPicker
              label="Employee"
              placeholder="Search by name or ID number"
              source={personnelSource}
              value={person}
              onChange={(option) => setPerson(option)}
              error={errors.personnel_id}
              required
            />
            <Card withBorder padding="sm" bg="gray.0">
              <Text fz="sm" fw={600} mb={4}>
                Consent
              </Text>
              <Text fz="sm">{FACE_CONSENT_TEXT}</Text>
            </Card>
            <Checkbox
              label="The employee agrees in writing to the consent above (the signed form is kept by the HR office)."
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
              error={errors['consent.agreed'] ?? errors.consent}
            />
            <Checkbox
              label={FACE_IMAGE_CONSENT_TEXT.replace('I also agree', 'Keep a picture: the employee also agrees')}
              checked={keepImage}
              onChange={(e) => {
                setKeepImage(e.currentTarget.checked);
                if (!e.currentTarget.checked) setPicture(null);
              }}
              error={errors.image_path}
              description={keepImage ? (picture ? 'A picture is taken with the first capture.' : 'The next capture also takes the picture.') : undefined}
            />
            {firstError ? (
              <Alert color="red" variant="light" role="alert">
                {firstError}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button leftSection={<IconUserCheck size={16} />} onClick={() => void submit()} loading={enrol.isPending}>
                Enrol
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

function ThresholdCard() {
  const settings = useFaceSettings();
  const save = useSaveFaceSettings();
  const [typed, setTyped] = useState<number | string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = typed ?? settings.data?.match_threshold ?? '';
  const submit = () => {
    const checked = ZFaceSettingsBody.safeParse({ match_threshold: shown === '' ? undefined : shown });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        setTyped(null);
      },
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Text fw={700} mb={4}>
        Match threshold
      </Text>
      <Text fz="sm" c="dimmed" mb="md">
        How alike a face must be to an enrolled one (0.50–0.99). Higher refuses more look-alikes but may ask an employee to try again.
      </Text>
      <Group align="flex-end">
        <NumberInput
          label="Threshold"
          name="match_threshold"
          decimalScale={2}
          step={0.01}
          min={0.5}
          max={0.99}
          clampBehavior="none"
          value={shown}
          onChange={setTyped}
          error={errors.match_threshold ?? errors.form}
          w={160}
        />
        <Button onClick={submit} loading={save.isPending} disabled={settings.isPending}>
          Save threshold
        </Button>
      </Group>
    </Card>
  );
}

function EnrolledList() {
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const list = useFaceEnrolments({ term: term || undefined, page, per_page: 15 });
  const withdraw = useWithdrawFace();
  const confirm = useConfirm();
  const columns: Column<TFaceEnrolment>[] = [
    { key: 'name', header: 'Employee', render: (e) => <Text fz="sm">{e.name}</Text> },
    { key: 'idno', header: 'ID number', render: (e) => e.idno ?? '—' },
    { key: 'department', header: 'Office', render: (e) => e.department ?? '—' },
    { key: 'captures', header: 'Captures', render: (e) => e.captures, align: 'right' },
    { key: 'consented', header: 'Consent given', render: (e) => new Date(e.consented_at).toLocaleDateString('en-PH', { dateStyle: 'medium' }) },
    { key: 'image', header: 'Picture kept', render: (e) => (e.has_image ? 'Yes' : 'No') },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (e) => (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          aria-label={`Withdraw ${e.name}'s consent`}
          onClick={() =>
            confirm({
              title: 'Withdraw consent',
              message: `Delete ${e.name}'s face data? They will no longer be recognized at the kiosk.`,
              confirmLabel: 'Withdraw and delete',
              danger: true,
              onConfirm: async () => showSuccessToast((await withdraw.mutateAsync(e.personnel_id)).message),
            })
          }
        >
          Withdraw
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700}>Enrolled employees</Text>
        <TextInput
          aria-label="Search the enrolled employees"
          placeholder="Search by name or ID number"
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
      </Group>
      <DataTable
        label="Enrolled employees"
        columns={columns}
        rows={list.data?.enrolments}
        rowKey={(e) => e.personnel_id}
        loading={list.isPending}
        emptyTitle="Nobody is enrolled yet"
        meta={list.data?.meta}
        onPageChange={setPage}
      />
    </Stack>
  );
}

/** /edats/face/register */
export function FaceRegisterPage() {
  return (
    <Stack gap="xl">
      <PageHeader title="Face enrolment" description="Enrol employees for the face attendance kiosk, with their written consent." />
      <EnrolCard />
      <EnrolledList />
      <ThresholdCard />
    </Stack>
  );
}
