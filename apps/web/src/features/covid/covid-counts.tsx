import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TCovidCounts } from '@hris/contracts';
import { percent } from './covid-format';

/** The counts as figures: employees, fully vaccinated, boosted, partially, exempt, not vaccinated, verified. */
export function CountCards({ counts }: { counts: TCovidCounts }) {
  const cards: [string, number, string | null][] = [
    ['Employees', counts.total, null],
    ['Fully vaccinated', counts.fully_vaccinated, `${percent(counts.fully_vaccinated, counts.total)}%`],
    ['Boosted', counts.boosted, `${percent(counts.boosted, counts.total)}%`],
    ['Partially vaccinated', counts.partially, null],
    ['Medically exempt', counts.exempt, null],
    ['Not vaccinated', counts.none, null],
    ['Verified by HR', counts.verified, null],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
      {cards.map(([label, n, share]) => (
        <Paper key={label} withBorder radius="md" p="sm" data-testid="covid-count">
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
          <Group gap={6} align="baseline">
            <Text fz="xl" fw={700}>
              {n.toLocaleString('en-US')}
            </Text>
            {share ? <Text fz="sm">{share}</Text> : null}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
