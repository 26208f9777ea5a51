import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { APPLICANT_PROFILE_SECTIONS, PDS_SECTIONS, type TApplicationSource } from '@hris/contracts';
import { formatDayOf } from '../../lib/dates';
import { formatValue, sortEntries } from '../pds/pds-format';
import { Fact } from './rsp-bits';
import type { TProfile } from './rsp.api';

/** The columns each profile part shows (the rest of an entry is in the applicant's PDS). */
const COLUMNS: Record<(typeof APPLICANT_PROFILE_SECTIONS)[number], string[]> = {
  educbackground: ['level', 'school_name', 'course', 'year_graduated', 'honors'],
  eligibility: ['name', 'rating', 'exam_date', 'license_number'],
  workexp: ['date_from', 'date_to', 'position_title', 'company_name', 'appointment_status', 'government_service'],
  training: ['title', 'date_from', 'date_to', 'hours', 'conducted_by'],
};

function SectionTable({ section, entries }: { section: (typeof APPLICANT_PROFILE_SECTIONS)[number]; entries: Record<string, unknown>[] }) {
  const def = PDS_SECTIONS[section];
  const labels = def.fields as Record<string, string>;
  const columns = COLUMNS[section];
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {def.part}. {def.title}
      </Text>
      {entries.length === 0 ? (
        <Text fz="sm" c="dimmed">
          None given.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table withTableBorder fz="sm" verticalSpacing={6} aria-label={def.title}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {columns.map((field) => (
                  <Table.Th key={field} fz="xs">
                    {labels[field] ?? field}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sortEntries(section, entries).map((entry, index) => (
                <Table.Tr key={index}>
                  {columns.map((field) => (
                    <Table.Td key={field} style={{ whiteSpace: 'pre-line' }}>
                      {formatValue(entry[field], field)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Where an application's data came from, as the office reads it (older applications say nothing). */
function sourceLine(source: TApplicationSource | undefined): string | null {
  if (!source || source.kind !== 'pds') return null;
  return source.verified_at
    ? `From the employee's Personal Data Sheet, as HR verified it on ${formatDayOf(source.verified_at)}.`
    : "From the employee's Personal Data Sheet as it stood when applying; HR had not verified it.";
}

/**
 * An applicant's profile as HR and the board read it: who they are and the four PDS parts hiring weighs.
 * `actions` sit beside the title; `children` (notes) under it.
 */
export function ProfileView({
  profile,
  title = 'Profile',
  actions,
  children,
}: {
  profile: TProfile | null | undefined;
  title?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  if (!profile)
    return (
      <Paper withBorder radius="md" p="md">
        <Text c="dimmed" fz="sm">
          No profile yet.
        </Text>
      </Paper>
    );
  const name = [profile.first_name, profile.middle_name, profile.last_name, profile.name_extension].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {actions}
        </Group>
        {sourceLine(profile.source) ? (
          <Text fz="sm" c="dimmed" data-testid="profile-source">
            {sourceLine(profile.source)}
          </Text>
        ) : null}
        {children}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Name">{name}</Fact>
          <Fact label="Sex">{formatValue(profile.sex, 'sex')}</Fact>
          <Fact label="Date of birth">{formatValue(profile.birth_date)}</Fact>
          <Fact label="Mobile no.">{profile.mobile_no ?? '—'}</Fact>
        </SimpleGrid>
        <Fact label="Address">{profile.address ?? '—'}</Fact>
        {APPLICANT_PROFILE_SECTIONS.map((section) => (
          <SectionTable key={section} section={section} entries={profile.sections?.[section] ?? []} />
        ))}
      </Stack>
    </Paper>
  );
}
