import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Drawer, Group, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ActiveBadge } from '../../components/status-badge';
import { formatLongDate } from '../../lib/dates';
import { useDepartment, type TDepartmentDetail } from './departments.api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" ta="right">
        {children}
      </Text>
    </Group>
  );
}

function Details({ department }: { department: TDepartmentDetail }) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="outline" radius="sm">
            {department.acronym}
          </Badge>
          <ActiveBadge active={department.is_active} />
        </Group>
        <Title order={3} fz="lg">
          {department.fullname}
        </Title>
      </Stack>
      <Paper withBorder p="md">
        <Stack gap={8}>
          <Fact label="Campus">{department.campus.name}</Fact>
          <Fact label="Under">{department.parent ? `${department.parent.fullname} (${department.parent.acronym})` : 'Top-level office'}</Fact>
          <Fact label="Head">{department.head?.fullname ?? 'Not set'}</Fact>
          <Fact label="Officer-in-charge">{department.oic?.fullname ?? 'None'}</Fact>
          <Fact label="Head signs as">{department.head_title ?? 'Not set'}</Fact>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>Units</Text>
          <Anchor component={Link} to={`/settings/departments/${department.id}/split-unit`} fz="sm">
            Add units
          </Anchor>
        </Group>
        {department.units.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No units under this department.
          </Text>
        ) : (
          department.units.map((unit) => (
            <Group key={unit.id} justify="space-between" wrap="nowrap">
              <Text fz="sm">
                {unit.fullname}{' '}
                <Text span c="dimmed" fz="xs">
                  {unit.acronym}
                </Text>
              </Text>
              <ActiveBadge active={unit.is_active} />
            </Group>
          ))
        )}
      </Stack>
      <Stack gap="xs">
        <Text fw={700}>Earlier names</Text>
        {department.name_history.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Never renamed.
          </Text>
        ) : (
          <Timeline bulletSize={22} lineWidth={2}>
            {department.name_history.map((entry) => (
              <Timeline.Item key={`${entry.renamedOn}-${entry.fullname}`} bullet={<IconHistory size={12} />} title={`${entry.fullname} (${entry.acronym})`}>
                <Text fz="xs" c="dimmed">
                  Renamed on {formatLongDate(entry.renamedOn.slice(0, 10))}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Stack>
  );
}

/** A department's facts, its units and the names it had before. */
export function DepartmentDetailDrawer({ departmentId, opened, onClose }: { departmentId: number | null; opened: boolean; onClose: () => void }) {
  const detail = useDepartment(departmentId);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title="Department">
      {detail.data ? (
        <Details department={detail.data} />
      ) : (
        <Stack>
          <Skeleton h={60} />
          <Skeleton h={140} />
        </Stack>
      )}
    </Drawer>
  );
}
