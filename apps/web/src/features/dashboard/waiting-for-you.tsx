import { Link } from 'react-router';
import { Stack, Text } from '@mantine/core';
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
      {/*
        Plain elements styled as Mantine's Card, Group, ThemeIcon and Text (dashboard.module.css): these cards are most of
        the dashboard's first screen, up to nine of them, and eight Mantine components each were most of the time its
        first commit took (issue 42 item 19: an administrator's dashboard scored 82 on Lighthouse's phone).
      */}
      <div className={classes.taskGrid}>
        {tasks.map((task) => {
          const TaskIcon = ICONS[task.kind];
          return (
            <Link key={task.kind} to={task.link} className={`${classes.taskCard} ${classes.linkCard}`} data-testid={`task-${task.kind}`}>
              <span className={classes.taskRow}>
                <span className={classes.taskIcon} data-waiting={task.count > 0 || undefined}>
                  <TaskIcon size={24} stroke={1.6} />
                </span>
                <span className={classes.taskWords}>
                  <span className={classes.taskCount} data-testid="task-count">
                    {task.count}
                  </span>
                  <span className={classes.taskLabel}>{task.label}</span>
                  <span className={classes.taskDescription}>{task.count === 0 ? 'Nothing waits for you' : task.description}</span>
                </span>
              </span>
            </Link>
          );
        })}
      </div>
    </Stack>
  );
}
