import { Link, useNavigate } from 'react-router';
import { Box, NavLink, Paper, Select, Text } from '@mantine/core';
import { canSeeGroup } from '@hris/contracts';
import { useSignedInUser } from '../account/current-user';
import { REFERENCE_LISTS, type ReferenceList } from './reference-lists.config';

/** The lists the user may manage, by section. */
function useVisibleSections() {
  const { user } = useSignedInUser();
  const sections = new Map<string, ReferenceList[]>();
  for (const list of REFERENCE_LISTS) {
    if (!canSeeGroup(list.group, user.allowed_views)) continue;
    sections.set(list.section, [...(sections.get(list.section) ?? []), list]);
  }
  return [...sections.entries()].map(([section, lists]) => ({ section, lists }));
}

/** Every reference list in one place: a column of links on a wide screen, a select on a phone. */
export function ReferenceListsNavigator({ active }: { active: ReferenceList }) {
  const sections = useVisibleSections();
  const navigate = useNavigate();

  return (
    <>
      <Select
        hiddenFrom="md"
        label="Reference list"
        data={sections.map(({ section, lists }) => ({ group: section, items: lists.map((list) => ({ value: list.path, label: list.title })) }))}
        value={active.path}
        onChange={(path) => path && void navigate(path)}
        allowDeselect={false}
      />
      <Paper withBorder p="xs" visibleFrom="md" component="nav" aria-label="Reference lists">
        {sections.map(({ section, lists }) => (
          <Box key={section} mb={6}>
            <Text fz={11} fw={700} tt="uppercase" c="dimmed" px="sm" pt={8} pb={4} style={{ letterSpacing: '0.06em' }}>
              {section}
            </Text>
            {lists.map((list) => (
              <NavLink
                key={list.path}
                component={Link}
                to={list.path}
                label={list.title}
                active={list.path === active.path}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Box>
        ))}
      </Paper>
    </>
  );
}
