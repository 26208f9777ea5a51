import type { ReactNode } from 'react';
import { Avatar, Badge, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconBuilding, IconMail, IconMapPin } from '@tabler/icons-react';
import { avatarOf, initialsOf, useSignedInUser } from '../account/current-user';
import classes from './who-you-are-card.module.css';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="maroon" size={34} radius="md">
        {icon}
      </ThemeIcon>
      <Box style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
          {label}
        </Text>
        <Text fz="sm" fw={500}>
          {children}
        </Text>
      </Box>
    </Group>
  );
}

/** The signed-in person: name, position, department and campus. */
export function WhoYouAreCard() {
  const me = useSignedInUser();
  const { user } = me;
  const personnel = user.personnel;
  const department = personnel?.department;

  return (
    <Card withBorder shadow="xs" padding="lg" h="100%" data-testid="who-you-are">
      <Card.Section className={classes.banner} />
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Avatar src={avatarOf(me)} alt={user.name} size={88} radius={88} mt={-44} className={classes.avatar} color="maroon">
          {initialsOf(user.name)}
        </Avatar>
        <Stack gap={6} pt="sm" style={{ minWidth: 0 }}>
          <Title order={2} fz={22} lh={1.2}>
            {personnel?.fullname ?? user.name}
          </Title>
          <Group gap={6}>
            {personnel ? (
              <Badge color={personnel.is_active ? 'green' : 'red'} variant="light">
                {personnel.is_active ? 'Active' : 'Inactive'}
              </Badge>
            ) : null}
            {user.is_applicant ? (
              <Badge color="blue" variant="light">
                Job applicant
              </Badge>
            ) : null}
            {user.roles.map((role) => (
              <Badge key={role.id} color="gray" variant="outline" tt="none">
                {role.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" mt="xl">
        <Fact icon={<IconBriefcase size={18} />} label="Position">
          {personnel?.position?.name ?? (user.is_applicant ? 'Applicant' : 'Not assigned')}
        </Fact>
        <Fact icon={<IconBuilding size={18} />} label="Department">
          {department ? `${department.acronym} — ${department.fullname}` : 'Not assigned'}
        </Fact>
        <Fact icon={<IconMapPin size={18} />} label="Campus">
          {personnel ? `${personnel.campus.name} (${personnel.campus.acronym})` : '—'}
        </Fact>
        <Fact icon={<IconMail size={18} />} label="E-mail">
          {user.email}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
