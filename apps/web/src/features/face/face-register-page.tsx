import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Code, CopyButton, Grid, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera, IconCopy, IconDeviceTablet, IconTrash, IconUserCheck } from '@tabler/icons-react';
import {
  FACE_CAPTURES_MAX,
  FACE_CAPTURES_MIN,
  FACE_CONSENT_TEXT,
  FACE_IMAGE_CONSENT_TEXT,
  ZFaceEnrolBody,
  ZFaceKioskBody,
  ZFaceSettingsBody,
  type TFaceEnrolInput,
  type TFaceKioskCreated,
  type TFaceSettings,
} from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useConfirm } from '../../components/confirm-dialog';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampuses } from '../attendance/attendance.api';
import { jpegFrame, readFrame } from './face-engine';
import {
  useCreateFaceKiosk,
  useEnrolFace,
  useFaceEnrolments,
  useFaceKiosks,
  useFaceSettings,
  useRevokeFaceKiosk,
  useSaveFaceSettings,
  useWithdrawFace,
  type TFaceEnrolment,
  type TFaceKiosk,
  KIOSK_PATH,
} from './face.api';
import { CAMERA_MESSAGES, useFaceCamera } from './use-camera';

// /edats/face/register (ADMIN): an administrator enrols an employee's face: several captures from the camera, sent to
// the server, which computes their descriptors with the same models as the kiosk's and keeps only those (a picture is
// kept only when the employee also consents to that), with the employee's written consent. Below: the enrolled
// employees, whose consent may be withdrawn; the kiosks and their keys; the thresholds.

/** The first field with an error, in the form's order, for the message above the Enrol button. */
const FIELD_ORDER = ['personnel_id', 'frames', 'frames.0', 'frames.1', 'frames.2', 'consent', 'consent.agreed'];

function EnrolCard() {
  const { videoRef, human, state } = useFaceCamera();
  const enrol = useEnrolFace();
  /** The captures' frames (JPEG data: URLs), as the server will read them. */
  const [captures, setCaptures] = useState<string[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  // The captures stay outside the form's values, as a file input's file would: megabytes of pictures, which the
  // unsaved-changes check would compare on every change. So this form does not ask before the page is left (it never did).
  const form = useContractForm(ZFaceEnrolBody, {
    // The employee picked; its id is the body's personnel_id, so a message on that field goes once someone is picked.
    initialValues: { personnel_id: null as PickerOption | null, consent: { agreed: false }, keep_image: false },
    toInput: (values): TFaceEnrolInput => ({
      personnel_id: values.personnel_id?.id,
      frames: captures,
      consent: { agreed: values.consent.agreed as true, text: FACE_CONSENT_TEXT },
      keep_image: values.keep_image,
    }),
    warnOnLeave: false,
  });
  const { values, errors } = form;

  const capture = async () => {
    if (!human || !videoRef.current) return;
    setCapturing(true);
    try {
      // The browser's models only check the picture is worth sending; the server reads it again and decides.
      const frame = await readFrame(human, videoRef.current);
      setHint(frame.problem);
      if (frame.problem) return;
      const jpeg = jpegFrame(videoRef.current);
      setCaptures((c) => [...c, jpeg].slice(-FACE_CAPTURES_MAX));
      form.setErrors((e) => ({ ...e, frames: undefined }));
    } finally {
      setCapturing(false);
    }
  };

  const submit = () =>
    form.save(enrol, () => {
      form.reset();
      setCaptures([]);
      setHint(null);
    });

  const firstError = FIELD_ORDER.map((k) => errors[k]).find(Boolean) ?? Object.entries(errors).find(([k]) => k.startsWith('frames.'))?.[1] ?? errors.form;
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Group gap="sm" mb={4}>
        <IconCamera size={20} stroke={1.7} />
        <Text fw={700}>Enrol an employee</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="md">
        Capture the employee&apos;s face {FACE_CAPTURES_MIN} to {FACE_CAPTURES_MAX} times, turning the head a little between captures. The server computes
        numbers from the captures and keeps only those, not the pictures.
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
              value={values.personnel_id}
              onChange={(option) => form.setFieldValue('personnel_id', option)}
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
              {...form.getInputProps('consent.agreed', { type: 'checkbox' })}
              error={errors['consent.agreed'] ?? errors.consent}
            />
            <Checkbox
              label={FACE_IMAGE_CONSENT_TEXT.replace('I also agree', 'Keep a picture: the employee also agrees')}
              {...form.getInputProps('keep_image', { type: 'checkbox' })}
              description={values.keep_image ? 'The first capture is kept as the picture.' : undefined}
            />
            {firstError ? (
              <Alert color="red" variant="light" role="alert">
                {firstError}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button leftSection={<IconUserCheck size={16} />} onClick={submit} loading={enrol.isPending}>
                Enrol
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

const THRESHOLDS: { key: keyof TFaceSettings; label: string; min: number }[] = [
  { key: 'match_threshold', label: 'Match', min: 0.5 },
  { key: 'antispoof_threshold', label: 'Anti-spoofing', min: 0.1 },
  { key: 'liveness_threshold', label: 'Liveness', min: 0.1 },
];

/** The thresholds as typed: a NumberInput's number, or its text while that is not one ('' when empty). */
type TypedThresholds = Record<keyof TFaceSettings, number | string>;

function ThresholdCard() {
  const settings = useFaceSettings();
  // The form starts from the saved thresholds: made again once they are read.
  return <ThresholdForm key={settings.data ? 'read' : 'reading'} saved={settings.data} reading={settings.isPending} />;
}

function ThresholdForm({ saved, reading }: { saved: TFaceSettings | undefined; reading: boolean }) {
  const save = useSaveFaceSettings();
  const initialValues: TypedThresholds = {
    match_threshold: saved?.match_threshold ?? '',
    antispoof_threshold: saved?.antispoof_threshold ?? '',
    liveness_threshold: saved?.liveness_threshold ?? '',
  };
  const form = useContractForm(ZFaceSettingsBody, {
    initialValues,
    toInput: (values) => Object.fromEntries(THRESHOLDS.map(({ key }) => [key, values[key] === '' ? undefined : values[key]])),
  });
  const { errors } = form;
  const submit = () => form.save(save, () => undefined);
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Text fw={700} mb={4}>
        Thresholds
      </Text>
      <Text fz="sm" c="dimmed" mb="md">
        Match: how alike a face must be to an enrolled one (0.50–0.99). Anti-spoofing and liveness: how sure the server&apos;s models must be that the kiosk
        sees a real, live face rather than a photo or a screen (0.10–0.99; 0.60 as the face library advises). Higher refuses more but may ask an employee to try
        again.
      </Text>
      <Group align="flex-start">
        {THRESHOLDS.map(({ key, label, min }) => (
          <NumberInput key={key} label={label} decimalScale={2} step={0.01} min={min} max={0.99} clampBehavior="none" {...form.getInputProps(key)} w={160} />
        ))}
        <Button onClick={submit} loading={save.isPending} disabled={reading} mt={25}>
          Save thresholds
        </Button>
      </Group>
      {errors.form ? (
        <Text c="red.8" fz="sm" mt="xs" role="alert">
          {errors.form}
        </Text>
      ) : null}
    </Card>
  );
}

/** The link that sets a tablet up as the kiosk: the key rides in the fragment, which the browser never sends anywhere. */
const setupLink = (key: string) => `${window.location.origin}${KIOSK_PATH}#key=${encodeURIComponent(key)}`;

function KioskKeyModal({ made, onClose }: { made: TFaceKioskCreated | null; onClose: () => void }) {
  return (
    <Modal opened={made !== null} onClose={onClose} title="The kiosk's key" size="lg">
      {made ? (
        <Stack gap="sm">
          <Alert color="yellow" variant="light">
            Copy the key now: it is shown only this once. On the tablet, open the setup link (or open {KIOSK_PATH} and paste the key).
          </Alert>
          <Text fz="sm" fw={600}>
            {made.kiosk.name} · {made.kiosk.campus}
          </Text>
          <Code block data-testid="kiosk-key">
            {made.key}
          </Code>
          <Group>
            <CopyButton value={made.key}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
                  {copied ? 'Key copied' : 'Copy the key'}
                </Button>
              )}
            </CopyButton>
            <CopyButton value={setupLink(made.key)}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
                  {copied ? 'Setup link copied' : 'Copy the setup link'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** A new kiosk's name and campus; each kiosk made starts a fresh form with the campus kept (KiosksCard). */
function KioskForm({ campusId, onMade }: { campusId: string | null; onMade: (made: TFaceKioskCreated, campusId: string | null) => void }) {
  const campuses = useCampuses();
  const create = useCreateFaceKiosk();
  const form = useContractForm(ZFaceKioskBody, {
    initialValues: { name: '', campus_id: campusId },
    toInput: (values) => ({ ...values, campus_id: values.campus_id ?? undefined }),
  });
  const submit = () => {
    const body = form.validate();
    if (!body) return;
    // No toast: the key's modal at once says what was made and what to do with it.
    create.mutate(body, { onSuccess: (answer) => onMade(answer, form.values.campus_id), onError: (error) => form.setErrors(formErrorsOf(error)) });
  };
  return (
    <Group align="flex-start" mb="md">
      <TextInput label="Kiosk name" placeholder="e.g. Admin building, front door" {...form.getInputProps('name')} w={300} required />
      <Select
        label="Campus"
        placeholder="Choose the campus"
        data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.acronym})` }))}
        {...form.getInputProps('campus_id')}
        w={260}
        required
      />
      <Button onClick={submit} loading={create.isPending} mt={25}>
        Make a kiosk key
      </Button>
    </Group>
  );
}

function KiosksCard() {
  const kiosks = useFaceKiosks();
  const revoke = useRevokeFaceKiosk();
  const confirm = useConfirm();
  const [made, setMade] = useState<TFaceKioskCreated | null>(null);
  const [next, setNext] = useState<{ round: number; campusId: string | null }>({ round: 0, campusId: null });
  const columns: Column<TFaceKiosk>[] = [
    { key: 'name', header: 'Kiosk', render: (k) => <Text fz="sm">{k.name}</Text> },
    { key: 'campus', header: 'Campus', render: (k) => k.campus },
    {
      key: 'created',
      header: 'Made',
      render: (k) => `${new Date(k.created_at).toLocaleDateString('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' })} · ${k.created_by ?? '—'}`,
    },
    {
      key: 'used',
      header: 'Last used',
      render: (k) => (k.last_used_at ? new Date(k.last_used_at).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (k) =>
        k.revoked_at ? (
          <Badge color="gray" variant="light">
            Revoked
          </Badge>
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            aria-label={`Revoke the kiosk ${k.name}`}
            onClick={() =>
              confirm({
                title: 'Revoke the kiosk',
                message: `Revoke ${k.name}? Its key stops working at once; the tablet asks for a new key.`,
                confirmLabel: 'Revoke',
                danger: true,
                onConfirm: async () => showSuccessToast((await revoke.mutateAsync(k.id)).message),
              })
            }
          >
            Revoke
          </Button>
        ),
    },
  ];
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Group gap="sm" mb={4}>
        <IconDeviceTablet size={20} stroke={1.7} />
        <Text fw={700}>Kiosks</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="md">
        Each tablet at an office door holds a kiosk key of its own, for one campus: it may only recognise that campus&apos;s enrolled employees and record their
        time. No one signs in on the tablet.
      </Text>
      <KioskForm
        key={next.round}
        campusId={next.campusId}
        onMade={(answer, campusId) => {
          setMade(answer);
          setNext(({ round }) => ({ round: round + 1, campusId }));
        }}
      />
      <DataTable label="Kiosks" columns={columns} rows={kiosks.data?.kiosks} rowKey={(k) => k.id} loading={kiosks.isPending} emptyTitle="No kiosk yet" />
      <KioskKeyModal made={made} onClose={() => setMade(null)} />
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
    {
      key: 'consented',
      header: 'Consent given',
      render: (e) => new Date(e.consented_at).toLocaleDateString('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' }),
    },
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
      <KiosksCard />
      <ThresholdCard />
    </Stack>
  );
}
