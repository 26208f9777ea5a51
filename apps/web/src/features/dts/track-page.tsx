import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, Center, Container, Group, Image, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconLogin, IconLock, IconMapPin, IconSearch } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { campusLogo, canSeeGroup } from '@hris/contracts';
import { SYSTEM_SHORT_NAME, UNIVERSITY_NAME } from '../../lib/branding';
import { AppFooter } from '../../components/app-footer';
import { ApiError } from '../../lib/api';
import { loginPathWithRedirect } from '../../lib/navigation';
import { useToken } from '../../lib/session';
import { useSignedInUser } from '../account/current-user';
import { DocumentStateBadge } from './document-badges';
import { documentPagePath, useDocumentByNumber, useTrack } from './dts.api';
import { trackingNumberIn, trackPath } from './tracking-number';

/** Another number: typed, or scanned into the box. */
function TrackAnother({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = trackingNumberIn(typed);
    if (!number) {
      setProblem('A tracking number reads like 2026-CAS-000123.');
      return;
    }
    setProblem(null);
    void navigate(trackPath(number));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="Tracking number"
          placeholder="2026-CAS-000123"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={problem}
          style={{ flex: 1 }}
          leftSection={<IconSearch size={16} />}
        />
        <Button type="submit" variant="default">
          Track
        </Button>
      </Group>
    </form>
  );
}

/** What anyone with the number may know: the tracking number, how the document stands, and where it is. */
function PublicAnswer({ number, raw }: { number: string | null; raw: string }) {
  const track = useTrack(number);
  let body: ReactNode;
  if (number === null) {
    body = (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
        “{raw}” is not a tracking number. A tracking number reads like <span style={{ whiteSpace: 'nowrap' }}>2026-CAS-000123</span>; it is printed on the
        routing slip.
      </Alert>
    );
  } else if (track.isPending) {
    body = (
      <Center py="lg">
        <Loader size="sm" aria-label="Looking for the document" />
      </Center>
    );
  } else if (track.data) {
    const d = track.data.document;
    body = (
      <Stack gap="md">
        <Stack gap={2}>
          <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
            Tracking number
          </Text>
          <Text fz={22} fw={800} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {d.tracking_number}
          </Text>
        </Stack>
        <Group gap="xl" align="flex-start">
          <Stack gap={4}>
            <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
              Status
            </Text>
            <DocumentStateBadge state={d.status} />
          </Stack>
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
              Now at
            </Text>
            {d.current_office === null ? (
              // A confidential document: where it is, like what it is, is for its addressees and holder.
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconLock size={18} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
                <Text fz="sm" c="dimmed">
                  Confidential: ask the office you filed it with
                </Text>
              </Group>
            ) : (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} color="var(--mantine-color-maroon-7)" style={{ flexShrink: 0 }} />
                <Text fw={600}>{d.current_office}</Text>
              </Group>
            )}
          </Stack>
        </Group>
      </Stack>
    );
  } else {
    const refusal = track.error instanceof ApiError ? track.error : null;
    // No such document: 404, or the API's refusal of the number itself (422 on `tracking_number`).
    const notFound = refusal !== null && (refusal.status === 404 || refusal.status === 422);
    body = (
      <Alert color={notFound ? 'gray' : 'yellow'} variant="light" icon={<IconInfoCircle size={18} />}>
        {notFound
          ? `${refusal.message} Check the number on the routing slip: ${number}.`
          : refusal?.status === 429
            ? 'Too many look-ups in a minute. Wait a minute, then try again.'
            : 'The document could not be looked up. Try again later.'}
      </Alert>
    );
  }
  return (
    <Card withBorder padding="lg" radius="md" maw={560} w="100%" data-testid="track-card">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={22}>
            Where is my document?
          </Title>
          <Text fz="sm" c="dimmed">
            The status of a document filed with the university, by the tracking number on its routing slip.
          </Text>
        </Stack>
        {body}
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            Track another document
          </Text>
          <TrackAnother initial="" />
        </Stack>
      </Stack>
    </Card>
  );
}

/** The page without a session: the university's name over the answer, and a way for staff to sign in. */
function PublicFrame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="maroon.9" py="sm">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Image src={campusLogo(null)} alt={`${UNIVERSITY_NAME} seal`} w={40} h={40} />
              <Stack gap={0} miw={0}>
                <Text c="white" fw={700} lh={1.2} truncate>
                  {UNIVERSITY_NAME}
                </Text>
                <Text c="rgba(255,255,255,0.8)" fz="xs">
                  Document tracking · {SYSTEM_SHORT_NAME}
                </Text>
              </Stack>
            </Group>
            <Button component={Link} to={loginPathWithRedirect(path)} variant="white" color="maroon" size="xs" leftSection={<IconLogin size={16} />}>
              Staff sign-in
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        <Center>{children}</Center>
      </Container>
      <AppFooter />
    </Box>
  );
}

/** Signed in: the document's page when the user may open it; otherwise the same public answer, inside the app. */
function SignedInTrack({ number, raw }: { number: string | null; raw: string }) {
  const { user } = useSignedInUser();
  const mayOpen = number !== null && canSeeGroup('DTS', user.allowed_views);
  const found = useDocumentByNumber(mayOpen ? number : null);
  if (mayOpen && found.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Looking for the document" />
      </Center>
    );
  }
  if (found.data) return <Navigate to={documentPagePath(found.data.document.id)} replace />;
  return (
    <Center>
      <PublicAnswer number={number} raw={raw} />
    </Center>
  );
}

/**
 * /dts/track/:tracking_number, what the routing slip's QR code opens: staff who may see the document get its page;
 * anyone else (no session needed) the public "where is my document" card: the number, the status, the office.
 */
export function TrackPage() {
  const raw = useParams().tracking_number ?? '';
  const number = trackingNumberIn(raw);
  const token = useToken();
  if (token) return <SignedInTrack key={raw} number={number} raw={raw} />;
  return (
    <PublicFrame path={trackPath(number ?? raw)}>
      <PublicAnswer key={raw} number={number} raw={raw} />
    </PublicFrame>
  );
}
