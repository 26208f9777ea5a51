import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TCovidCounts } from '@hris/contracts';
import { shownCount, shownPercent } from './covid-format';

/** The counts as figures: employees, fully vaccinated, boosted, partially, exempt, not vaccinated, verified. */
export function CountCards({ counts }: { counts: TCovidCounts }) {
  const share = (n: number | null) => {
    const p = shownPercent(n, counts.total);
    return p === null ? null : `${p}%`;
  };
  const cards: [string, number | null, string | null][] = [
    ['Employees', counts.total, null],
    ['Fully vaccinated', counts.fully_vaccinated, share(counts.fully_vaccinated)],
    ['Boosted', counts.boosted, share(counts.boosted)],
    ['Partially vaccinated', counts.partially, null],
    ['Medically exempt', counts.exempt, null],
    ['Not vaccinated', counts.none, null],
    ['Verified by HR', counts.verified, null],
  ];
  const withheld = cards.some(([, n]) => n === null);
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        {cards.map(([label, n, share]) => (
          <Paper key={label} withBorder radius="md" p="sm" data-testid="covid-count">
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Group gap={6} align="baseline">
              <Text fz={n === null ? 'md' : 'xl'} fw={700}>
                {shownCount(n)}
              </Text>
              {share ? <Text fz="sm">{share}</Text> : null}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      {withheld ? (
        <Text fz="xs" c="dimmed" data-testid="covid-withheld-note">
          A count under 5, and any count that would give one back, is shown as “fewer than 5”: in a small office it could point at a person.
        </Text>
      ) : null}
    </Stack>
  );
}
