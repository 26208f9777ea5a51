import { Box, Group, Paper, Text } from '@mantine/core';

// The L&D dashboard's and reports' charts, in plain SVG (no chart library, as the plantilla report's): one bar per
// office with its percent, and grouped bars (budget, asked, used; planned, done) scaled to the largest value.

const WIDTH = 720;
const LABEL = 250;
const ROW = 26;
const clip = (text: string, max = 38) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export type ShareRow = { key: string | number; label: string; percent: number; detail: string };

/** One bar per row, 0–100 %, its percent written after it. */
export function ShareChart({ title, rows, empty }: { title: string; rows: readonly ShareRow[]; empty: string }) {
  const barMax = WIDTH - LABEL - 70;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text fw={600} fz="sm" mb="sm">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${rows.length * ROW + 4}`}
          width="100%"
          role="img"
          aria-label={`${title}: ${rows.map((r) => `${r.label} ${r.percent}%`).join(', ')}`}
        >
          {rows.map((r, i) => {
            const y = i * ROW + 2;
            const w = Math.max(0, Math.min(100, r.percent)) * (barMax / 100);
            return (
              <g key={r.key} data-testid="share-bar">
                <title>{`${r.label}: ${r.percent}% (${r.detail})`}</title>
                <text x={0} y={y + 16} fontSize={12} fill="var(--mantine-color-text)">
                  {clip(r.label)}
                </text>
                <rect x={LABEL} y={y + 4} width={barMax} height={16} rx={3} fill="var(--mantine-color-gray-2)" />
                <rect x={LABEL} y={y + 4} width={w} height={16} rx={3} fill="var(--mantine-color-teal-6)" />
                <text x={LABEL + barMax + 8} y={y + 16} fontSize={12} fontWeight={600} fill="var(--mantine-color-text)">
                  {`${r.percent.toFixed(1)}%`}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </Paper>
  );
}

export type Series = { name: string; color: string };
export type GroupRow = { key: string | number; label: string; values: readonly number[] };

/** For each row, one thin bar per series, scaled to the largest value of all; `format` writes a value. */
export function GroupedBars({
  title,
  series,
  rows,
  format,
  empty,
}: {
  title: string;
  series: readonly Series[];
  rows: readonly GroupRow[];
  format: (value: number) => string;
  empty: string;
}) {
  const barMax = WIDTH - LABEL - 110;
  const max = Math.max(1, ...rows.flatMap((r) => r.values));
  const band = series.length * 9 + 10;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Group gap="md" fz="xs" c="dimmed">
          {series.map((s) => (
            <Group key={s.name} gap={4}>
              <Box w={10} h={10} style={{ borderRadius: 2, background: `var(--mantine-color-${s.color})` }} /> {s.name}
            </Group>
          ))}
        </Group>
      </Group>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${rows.length * band + 4}`} width="100%" role="img" aria-label={title}>
          {rows.map((r, i) => {
            const y = i * band + 2;
            return (
              <g key={r.key}>
                <title>{`${r.label}: ${series.map((s, j) => `${s.name} ${format(r.values[j] ?? 0)}`).join(', ')}`}</title>
                <text x={0} y={y + band / 2 + 3} fontSize={12} fill="var(--mantine-color-text)">
                  {clip(r.label)}
                </text>
                {series.map((s, j) => {
                  const value = r.values[j] ?? 0;
                  const by = y + 4 + j * 9;
                  return (
                    <g key={s.name}>
                      <rect x={LABEL} y={by} width={(value / max) * barMax} height={7} rx={2} fill={`var(--mantine-color-${s.color})`} />
                      <text x={LABEL + (value / max) * barMax + 6} y={by + 7} fontSize={9} fill="var(--mantine-color-dimmed)">
                        {format(value)}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </svg>
      )}
    </Paper>
  );
}
