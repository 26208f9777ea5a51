import type { ReactNode } from 'react';
import { Center, Image, Stack, Text, Title } from '@mantine/core';
import { campusLogo } from '@hris/contracts';
import { DEVELOPER_CREDIT, UNIVERSITY_NAME } from '../../lib/branding';

type Props = { code: string; title: string; children: ReactNode };

/** Full-page frame of the status pages (404, 503). */
export function StatusLayout({ code, title, children }: Props) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Image src={campusLogo(null)} alt={`${UNIVERSITY_NAME} seal`} w={72} h={72} />
        <Text fz={72} fw={800} c="maroon.1" lh={1} aria-hidden data-decorative>
          {code}
        </Text>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {children}
        <Text fz="xs" c="dimmed" mt="xl">
          {UNIVERSITY_NAME} · {DEVELOPER_CREDIT}
        </Text>
      </Stack>
    </Center>
  );
}
