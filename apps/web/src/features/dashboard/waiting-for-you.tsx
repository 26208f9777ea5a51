import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBoxSeam,
  IconCertificate,
  IconChecklist,
  IconFileCheck,
  IconMessageStar,
  IconNotes,
  IconSpeakerphone,
  IconUserSearch,
  IconVaccine,
  type TablerIcon,
} from '@tabler/icons-react';
import type { TDashboard, TDashboardTask } from '@hris/contracts';
import classes from './dashboard.module.css';

const ICONS: Record<TDashboardTask, TablerIcon> = {
  approvals: IconChecklist,
  property_to_acknowledge: IconBoxSeam,
  memoranda_to_acknowledge: IconSpeakerphone,
  ipcr_to_open: IconNotes,
  pds_checking: IconFileCheck,
  trainings_to_verify: IconCertificate,
  vaccinations_to_verify: IconVaccine,
  applications_to_screen: IconUserSearch,
  feedback_to_answer: IconMessageStar,
};

/** Each kind of work waiting for the user, with its count, as a link to where it is done. */
export function WaitingForYou({ tasks }: { tasks: TDashboard['tasks'] }) {
  if (tasks.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="waiting-for-you">
      <Text fw={700} fz="lg" component="h2">
        Waiting for you
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {tasks.map((task) => {
          const TaskIcon = ICONS[task.kind];
          return (
            <Card key={task.kind} component={Link} to={task.link} withBorder padding="md" className={classes.linkCard} data-testid={`task-${task.kind}`}>
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={48} radius="md" variant="light" color={task.count > 0 ? 'maroon' : 'gray'}>
                  <TaskIcon size={24} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={0} flex={1} style={{ minWidth: 0 }}>
                  <Text fw={800} fz={28} lh={1.1} data-testid="task-count">
                    {task.count}
                  </Text>
                  <Text fw={600}>{task.label}</Text>
                  <Text fz="sm" c="gray.7">
                    {task.count === 0 ? 'Nothing waits for you' : task.description}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
