import type { ReactNode } from 'react';
import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { campusLogo } from '@hris/contracts';
import { UNIVERSITY_NAME, SYSTEM_NAME } from '../../lib/branding';
import classes from './auth-layout.module.css';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

/** Frame of the public pages (sign-in, password reset): the university panel and a form card. */
export function AuthLayout({ title, subtitle, children }: Props) {
  return (
    <Box className={classes.page}>
      <Box className={classes.brandPanel} visibleFrom="md">
        <Stack gap="lg" maw={420}>
          <Image src={campusLogo(null)} alt={`${UNIVERSITY_NAME} seal`} w={96} h={96} />
          <Title order={1} c="white" fz={34} lh={1.15}>
            {SYSTEM_NAME}
          </Title>
          <Text c="rgba(255,255,255,0.85)" fz="lg">
            Personnel records, attendance, leave, recruitment and payslips of the {UNIVERSITY_NAME}, in one place.
          </Text>
          <Box className={classes.goldRule} />
          <Text c="rgba(255,255,255,0.7)" fz="sm">
            For employees, department heads, HR officers and job applicants.
          </Text>
        </Stack>
      </Box>
      <Box className={classes.formPanel}>
        <Stack w="100%" maw={420} gap="lg">
          <Group gap="sm" hiddenFrom="md" justify="center">
            <Image src={campusLogo(null)} alt={`${UNIVERSITY_NAME} seal`} w={48} h={48} />
            <Stack gap={0}>
              <Text fw={700} c="maroon.8">
                {UNIVERSITY_NAME}
              </Text>
              <Text fz="sm" c="dimmed">
                {SYSTEM_NAME}
              </Text>
            </Stack>
          </Group>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap={4} mb="lg">
              <Title order={2} fz={24}>
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Paper>
          <Text ta="center" fz="xs" c="dimmed">
            © {new Date().getFullYear()} {UNIVERSITY_NAME} · Developed by the Management Information System Unit
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}
