import { Box, Group, Paper, Text } from '@mantine/core';
import type { TCovidAnalytics, TCovidCounts } from '@hris/contracts';
import { FEWER_THAN_5, monthLabel, shownCount, shownPercent } from './covid-format';

// The COVID charts, plain SVG like the feedback and L&D charts: a bar per office (or campus) with the share fully
// vaccinated and, inside it, the share boosted, each labelled in percent and people; and the doses given per month.

const FULLY = 'var(--mantine-color-green-7)';
const BOOSTED = 'var(--mantine-color-teal-9)';
const PRIMARY = 'var(--mantine-color-blue-7)';
const BOOSTER = 'var(--mantine-color-orange-7)';

function Legend({ items }: { items: [string, string][] }) {
  return (
    <Group gap="md" fz="xs">
      {items.map(([label, color]) => (
        <Group key={label} gap={4}>
          <Box w={12} h={12} style={{ borderRadius: 2, background: color }} />
          <Text fz="xs">{label}</Text>
        </Group>
      ))}
    </Group>
  );
}

type Bar = TCovidCounts & { key: string | number; label: string };

/** One bar per row: the share fully vaccinated (the boosted part darker), with the percentages and the count. */
export function SharesChart({ title, rows, testId }: { title: string; rows: Bar[]; testId: string }) {
  const LABEL = 170;
  const BAR = 420;
  const ROW = 30;
  const width = LABEL + BAR + 230;
  const height = rows.length * ROW + 8;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Legend
          items={[
            ['Fully vaccinated', FULLY],
            ['Boosted', BOOSTED],
          ]}
        />
      </Group>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nobody to count.
        </Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ minWidth: 640 }} role="img" aria-label={title} data-testid={testId}>
            {rows.map((r, i) => {
              const y = i * ROW + 4;
              // A withheld count draws no bar and says "fewer than 5" (its percentage would give it back).
              const fully = shownPercent(r.fully_vaccinated, r.total);
              const boosted = shownPercent(r.boosted, r.total);
              const pct = (p: number | null) => (p === null ? FEWER_THAN_5 : `${p}%`);
              return (
                <g key={r.key} data-testid={`${testId}-row`}>
                  <title>{`${r.label}: ${shownCount(r.fully_vaccinated)} of ${r.total} fully vaccinated (${pct(fully)}), ${shownCount(r.boosted)} boosted (${pct(boosted)})`}</title>
                  <text x={0} y={y + 17} fontSize={12} fill="var(--mantine-color-text)">
                    {r.label.length > 24 ? `${r.label.slice(0, 23)}…` : r.label}
                  </text>
                  <rect x={LABEL} y={y + 3} width={BAR} height={ROW - 10} rx={3} fill="var(--mantine-color-gray-2)" />
                  <rect x={LABEL} y={y + 3} width={(BAR * (r.fully_vaccinated ?? 0)) / (r.total || 1)} height={ROW - 10} rx={3} fill={FULLY} />
                  <rect x={LABEL} y={y + 3} width={(BAR * (r.boosted ?? 0)) / (r.total || 1)} height={ROW - 10} rx={3} fill={BOOSTED} />
                  <text x={LABEL + BAR + 10} y={y + 17} fontSize={12} fill="var(--mantine-color-text)">
                    {fully === null ? (
                      <>
                        <tspan fontWeight={700}>{FEWER_THAN_5}</tspan>
                        {` of ${r.total} fully`}
                      </>
                    ) : (
                      <>
                        <tspan fontWeight={700}>{`${fully}%`}</tspan>
                        {` fully (${r.fully_vaccinated}/${r.total}) · ${boosted === null ? `${FEWER_THAN_5} boosted` : `${boosted}% boosted`}`}
                      </>
                    )}
                  </text>
                </g>
              );
            })}
          </svg>
        </Box>
      )}
    </Paper>
  );
}

/** Doses given per month: primary doses and boosters stacked. */
export function DosesChart({ months }: { months: TCovidAnalytics['doses_by_month'] }) {
  const title = 'Doses given per month';
  const COL = Math.max(12, Math.min(40, Math.floor(900 / Math.max(1, months.length))));
  const HEIGHT = 160;
  const LEFT = 40;
  const width = LEFT + months.length * COL + 10;
  const max = Math.max(1, ...months.map((m) => m.primary + m.booster));
  const scale = (n: number) => (HEIGHT * n) / max;
  // A month's label is about 56 px wide: label every month that leaves room for it.
  const every = Math.ceil(60 / COL);
  const TOP = 18;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Legend
          items={[
            ['Primary doses', PRIMARY],
            ['Boosters', BOOSTER],
          ]}
        />
      </Group>
      <Box style={{ overflowX: 'auto' }}>
        <svg viewBox={`0 0 ${width} ${HEIGHT + TOP + 40}`} width="100%" style={{ minWidth: 640 }} role="img" aria-label={title} data-testid="covid-doses-chart">
          <g transform={`translate(0 ${TOP})`}>
            <text x={0} y={12} fontSize={11} fill="var(--mantine-color-text)">
              {max}
            </text>
            <text x={0} y={HEIGHT + 4} fontSize={11} fill="var(--mantine-color-text)">
              0
            </text>
            <line x1={LEFT - 4} x2={width} y1={HEIGHT + 8} y2={HEIGHT + 8} stroke="var(--mantine-color-gray-5)" />
            {months.map((m, i) => {
              const x = LEFT + i * COL;
              const p = scale(m.primary);
              const b = scale(m.booster);
              return (
                <g key={m.month} data-testid="covid-doses-month">
                  <title>{`${monthLabel(m.month)}: ${m.primary} primary, ${m.booster} booster`}</title>
                  <rect x={x + 1} y={HEIGHT + 8 - p} width={COL - 2} height={p} fill={PRIMARY} />
                  <rect x={x + 1} y={HEIGHT + 8 - p - b} width={COL - 2} height={b} fill={BOOSTER} />
                  {m.primary + m.booster > 0 && COL >= 20 ? (
                    <text x={x + COL / 2} y={HEIGHT + 4 - p - b} fontSize={10} textAnchor="middle" fill="var(--mantine-color-text)">
                      {m.primary + m.booster}
                    </text>
                  ) : null}
                  {i % every === 0 ? (
                    <text x={x + COL / 2} y={HEIGHT + 24} fontSize={10} textAnchor="middle" fill="var(--mantine-color-text)">
                      {monthLabel(m.month)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        </svg>
      </Box>
    </Paper>
  );
}
