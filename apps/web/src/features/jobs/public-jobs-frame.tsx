import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Box, Button, Container, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { campusLogo } from '@hris/contracts';
import { AppFooter } from '../../components/app-footer';
import { SYSTEM_SHORT_NAME, UNIVERSITY_NAME } from '../../lib/branding';
import { loginPathWithRedirect } from '../../lib/navigation';
import { useToken } from '../../lib/session';

/**
 * The frame of the public job pages (the board, a post's preview, the interview answer): the
 * university's name, and sign-in and registration for visitors or the way back for the signed in.
 */
export function PublicJobsFrame({ children, signInReturnTo = '/jobs/apply_now' }: { children: ReactNode; signInReturnTo?: string }) {
  const token = useToken();
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="maroon.9" py="sm">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <UnstyledButton component={Link} to="/jobs">
              <Group gap="sm" wrap="nowrap">
                <Image src={campusLogo(null)} alt={`${UNIVERSITY_NAME} seal`} w={40} h={40} />
                <Stack gap={0}>
                  <Text c="white" fw={700} lh={1.2}>
                    {UNIVERSITY_NAME}
                  </Text>
                  <Text c="rgba(255,255,255,0.8)" fz="xs">
                    Job openings · {SYSTEM_SHORT_NAME}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
            {token ? (
              <Button component={Link} to="/dashboard" variant="white" color="maroon" size="xs" leftSection={<IconLayoutDashboard size={16} />}>
                My dashboard
              </Button>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={loginPathWithRedirect(signInReturnTo)}
                  variant="subtle"
                  color="white"
                  size="xs"
                  c="white"
                  leftSection={<IconLogin size={16} />}
                >
                  Sign in
                </Button>
                <Button component={Link} to="/jobs/register" variant="white" color="maroon" size="xs" leftSection={<IconUserPlus size={16} />}>
                  Register
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}
