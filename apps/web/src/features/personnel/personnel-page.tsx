import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowsExchange, IconDeviceFloppy, IconHistory, IconId, IconUserSquareRounded } from '@tabler/icons-react';
import { idnoLabel } from '../../components/picker-sources';
import { ActiveBadge } from '../../components/status-badge';
import { initialsOf, useSignedInUser } from '../account/current-user';
import { PersonnelFormFields, usePersonnelForm } from './personnel-form';
import { EmploymentKindBadge } from './personnel-list';
import { usePersonnelRecord, useSavePersonnel, type TPersonnelRecord } from './personnel.api';
import { openPdsPdf } from '../pds/pds.api';
import { PdfButton } from '../../components/busy-button';

// The PDS editor is a large screen of its own: it loads when its tab is first opened.
const PdsEditor = lazy(() => import('../pds/pds-editor').then((m) => ({ default: m.PdsEditor })));

const TABS = ['record', 'pds'] as const;
type Tab = (typeof TABS)[number];

function RecordHeader({ person, isHr }: { person: TPersonnelRecord; isHr: boolean }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <Avatar src={person.avatar} size={84} radius="md" color="blue" alt={person.fullname}>
            {initialsOf(`${person.first_name} ${person.last_name}`)}
          </Avatar>
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 20, sm: 24 }}>
                {person.fullname}
              </Title>
              <ActiveBadge active={person.is_active} />
              <EmploymentKindBadge kind={person.employment_kind} />
            </Group>
            <Group gap={6} c="dimmed">
              <IconId size={16} />
              <Text fz="sm">Employee No. {idnoLabel(person.idno)}</Text>
            </Group>
            <Text fz="sm">
              {person.position ? `${person.position.name}${person.position.salary_grade ? ` (SG ${person.position.salary_grade})` : ''}` : 'No position yet'}
            </Text>
            <Text fz="sm" c="dimmed">
              {[person.department ? `${person.department.fullname} (${person.department.acronym})` : 'No department yet', person.campus.name].join(' · ')}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          {isHr ? (
            <>
              <Button component={Link} to={`/personnels/${person.id}/service_record`} variant="default" leftSection={<IconHistory size={16} />}>
                Service record
              </Button>
              <Button
                component={Link}
                to={`/personnels/${person.id}/reclassification-reappoint`}
                variant="default"
                leftSection={<IconArrowsExchange size={16} />}
              >
                Reclassification / reappointment
              </Button>
            </>
          ) : null}
          <PdfButton open={() => openPdsPdf(person.id)}>Print PDS</PdfButton>
        </Group>
      </Group>
    </Paper>
  );
}

/** The record's fields: HR edits them, PDS checkers see them read-only. */
function RecordTab({ person, isHr }: { person: TPersonnelRecord; isHr: boolean }) {
  const save = useSavePersonnel();
  const form = usePersonnelForm(person, !isHr);

  const submit = () => {
    if (!isHr) return;
    const body = form.validate();
    form.saveChecked(save, body && { id: person.id, body }, () => undefined);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md" maw={920}>
        <PersonnelFormFields form={form} record={person} readOnly={!isHr} />
        {isHr ? (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              Save changes
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

/** /personnels/:id: who the person is, their record and their personal data sheet. */
export function PersonnelPage() {
  const id = Number(useParams().id);
  const record = usePersonnelRecord(id);
  const { user } = useSignedInUser();
  const isHr = user.allowed_views.includes('PERSONNELS');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'record';

  if (record.isPending) return <Skeleton h={160} radius="md" />;
  if (!record.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="The personnel record could not be opened">
        It may have been deleted. <Link to="/personnels">Back to the list</Link>
      </Alert>
    );
  }
  const person = record.data;

  return (
    <Stack gap="lg">
      <RecordHeader person={person} isHr={isHr} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams();
            if (value && value !== 'record') next.set('tab', value);
            // The PDS keeps the part on screen in the address too; leaving the tab forgets it.
            if (value === 'pds' && current.get('part')) next.set('part', current.get('part')!);
            return next;
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="record" leftSection={<IconUserSquareRounded size={16} />}>
            Record
          </Tabs.Tab>
          <Tabs.Tab value="pds" leftSection={<IconId size={16} />}>
            Personal Data Sheet
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="record">
          <RecordTab key={person.id} person={person} isHr={isHr} />
        </Tabs.Panel>
        <Tabs.Panel value="pds">
          <Suspense fallback={<Skeleton h={320} radius="md" />}>
            <PdsEditor personnelId={person.id} readOnly={!isHr} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
