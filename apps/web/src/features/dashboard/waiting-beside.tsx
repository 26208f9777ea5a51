import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useDashboard } from './dashboard.api';
import classes from './dashboard.module.css';

/**
 * The user's waiting work on the landing page (/, the memoranda: SPEC.md §2), one line high whatever it holds, so the
 * memoranda under it never move: each kind with something waiting as a link to where it is done, or a word that
 * nothing waits, and the way to the dashboard (issue 42: people landed on "No memoranda yet" and nothing else).
 */
export function WaitingBesideMemoranda() {
  const dashboard = useDashboard();
  const waiting = dashboard.data?.tasks.filter((task) => task.count > 0) ?? [];
  return (
    <Paper withBorder px="md" className={classes.waitingStrip} data-testid="waiting-beside-memoranda" component="section" aria-label="Waiting for you">
      <Group wrap="nowrap" gap="sm" h="100%" className={classes.waitingStripRow}>
        <Text fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
          Waiting for you
        </Text>
        {dashboard.isPending ? (
          <Skeleton h={26} w={260} />
        ) : waiting.length === 0 ? (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {dashboard.isError ? 'We could not count it just now.' : 'Nothing waits for you.'}
          </Text>
        ) : (
          waiting.map((task) => (
            <Button key={task.kind} component={Link} to={task.link} size="compact-sm" variant="light" className={classes.waitingLink}>
              {task.count} {task.label}
            </Button>
          ))
        )}
        <Anchor component={Link} to="/dashboard" fz="sm" ml="auto" style={{ whiteSpace: 'nowrap' }}>
          Your dashboard
        </Anchor>
      </Group>
    </Paper>
  );
}
