import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Grid, NavLink, Paper, Select, Skeleton, Stack, Text, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPointFilled } from '@tabler/icons-react';
import { PDS_SECTIONS, type TPds, type TPdsEntry, type TPdsSection } from '@hris/contracts';
import { usePds } from './pds.api';
import { PdsDocumentsDrawer, type DocumentsSubject } from './pds-documents-drawer';
import { isPartChanged, PDS_PARTS, type PdsPart } from './pds-format';
import { PdsListSection } from './pds-list-section';
import { EMPTY_PERSONAL, PersonalFields } from './pds-personal-fields';
import { EMPTY_FAMILY, EMPTY_QUESTIONS, EMPTY_REFERENCES, FamilyFields, GovernmentIdFields, QuestionsFields, ReferencesFields } from './pds-other-fields';
import { PdsSingleForm } from './pds-single-form';

type Props = { personnelId: number; readOnly?: boolean };

/** The search parameter holding the part on screen, so a part can be linked to and survives a reload. */
const PART_PARAM = 'part';

function entriesOf(pds: TPds, section: TPdsSection): TPdsEntry[] {
  const value = pds[section];
  return Array.isArray(value) ? value : [];
}

function SingleSection({ pds, section, readOnly }: { pds: TPds; section: TPdsSection; readOnly: boolean }) {
  const stored = pds[section] as Record<string, unknown> | null;
  const common = { personnelId: pds.personnel.id, section, readOnly };
  // A part the stored section lacks (a question added by a later edition of the form) starts empty, so each input has its place.
  const startFrom = (empty: Record<string, unknown>) => ({ ...empty, ...stored });
  switch (section) {
    case 'personal':
      return (
        <PdsSingleForm {...common} initial={startFrom(EMPTY_PERSONAL)}>
          {(form) => <PersonalFields form={form} personnel={pds.personnel} />}
        </PdsSingleForm>
      );
    case 'family':
      return (
        <PdsSingleForm {...common} initial={startFrom(EMPTY_FAMILY)}>
          {(form) => <FamilyFields form={form} />}
        </PdsSingleForm>
      );
    case 'questions':
      return (
        <PdsSingleForm {...common} initial={startFrom(EMPTY_QUESTIONS)}>
          {(form) => <QuestionsFields form={form} />}
        </PdsSingleForm>
      );
    case 'references':
      return (
        <PdsSingleForm {...common} initial={startFrom(EMPTY_REFERENCES)}>
          {(form) => <ReferencesFields form={form} />}
        </PdsSingleForm>
      );
    case 'government_id':
      return (
        <PdsSingleForm {...common} initial={startFrom({})}>
          {(form) => <GovernmentIdFields form={form} />}
        </PdsSingleForm>
      );
    default:
      return null;
  }
}

function PartNavigation({ pds, current, changed, onChoose }: { pds: TPds; current: PdsPart; changed: TPdsSection[]; onChoose: (part: string) => void }) {
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label="Parts of the PDS">
      {PDS_PARTS.map((part) => {
        const count = part.sections.some((s) => PDS_SECTIONS[s].kind === 'list') ? part.sections.reduce((sum, s) => sum + entriesOf(pds, s).length, 0) : null;
        const partChanged = isPartChanged(part, changed);
        return (
          <NavLink
            key={part.part}
            component="button"
            type="button"
            active={part.part === current.part}
            onClick={() => onChoose(part.part)}
            label={`${part.part}. ${part.title}`}
            description={count === null ? undefined : count === 1 ? '1 entry' : `${count} entries`}
            rightSection={partChanged ? <IconPointFilled size={14} color="var(--mantine-color-orange-6)" aria-label="changed since verified" /> : null}
            style={{ borderRadius: 6 }}
            data-changed={partChanged || undefined}
          />
        );
      })}
      {changed.length > 0 ? (
        <Text fz="xs" c="dimmed" px="sm" py={6}>
          <IconPointFilled size={10} color="var(--mantine-color-orange-6)" /> changed since HR last verified
        </Text>
      ) : null}
    </Paper>
  );
}

/** On a phone the eleven parts would push the form off the screen: a drop-down chooses the part instead. */
function PartPicker({ current, changed, onChoose }: { current: PdsPart; changed: TPdsSection[]; onChoose: (part: string) => void }) {
  return (
    <Select
      label="Part of the PDS"
      data={PDS_PARTS.map((part) => ({ value: part.part, label: `${part.part}. ${part.title}${isPartChanged(part, changed) ? ' • changed' : ''}` }))}
      value={current.part}
      onChange={(part) => part && onChoose(part)}
      allowDeselect={false}
    />
  );
}

/**
 * The whole Personal Data Sheet of one person, part by part: the employee's own at
 * /account/profile and anyone's for HR on /personnels/:id (read-only for those who only check).
 */
export function PdsEditor({ personnelId, readOnly = false }: Props) {
  const query = usePds(personnelId);
  const [params, setParams] = useSearchParams();
  const [documents, setDocuments] = useState<DocumentsSubject | null>(null);
  const wide = useMediaQuery(`(min-width: ${em(992)})`, true, { getInitialValueInEffect: false });
  const current = PDS_PARTS.find((p) => p.part === params.get(PART_PARAM)) ?? PDS_PARTS[0]!;

  const choose = (part: string) =>
    setParams(
      (existing) => {
        const next = new URLSearchParams(existing);
        next.set(PART_PARAM, part);
        return next;
      },
      { replace: true },
    );

  if (query.isPending) return <Skeleton h={420} radius="md" />;
  if (query.isError || !query.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        The personal data sheet could not be loaded. Reload the page to try again.
      </Alert>
    );
  }
  const { pds, checking } = query.data;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        {wide ? (
          <PartNavigation pds={pds} current={current} changed={checking.changed_sections} onChoose={choose} />
        ) : (
          <PartPicker current={current} changed={checking.changed_sections} onChoose={choose} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="lg">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>
            Part {current.part} · {current.title}{' '}
            {isPartChanged(current, checking.changed_sections) ? (
              <Badge size="xs" color="orange" variant="light" ml={6}>
                Changed since verified
              </Badge>
            ) : null}
          </Text>
          {current.sections.map((section) =>
            PDS_SECTIONS[section].kind === 'single' ? (
              <SingleSection key={`${personnelId}-${section}`} pds={pds} section={section} readOnly={readOnly} />
            ) : (
              <PdsListSection
                key={`${personnelId}-${section}`}
                personnelId={personnelId}
                section={section}
                entries={entriesOf(pds, section)}
                readOnly={readOnly}
                onDocuments={setDocuments}
              />
            ),
          )}
        </Stack>
      </Grid.Col>
      <PdsDocumentsDrawer personnelId={personnelId} subject={documents} readOnly={readOnly} onClose={() => setDocuments(null)} />
    </Grid>
  );
}
