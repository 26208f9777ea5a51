import { Paper, Stack, Text } from '@mantine/core';
import { monthLabel } from '../../lib/dates';

type Props = {
  title: string;
  /** One bar a month, oldest first. */
  points: { month: string; value: number }[];
  color: string;
  format?: (value: number) => string;
};

const WIDTH = 240;
const HEIGHT = 140;
const AXIS = 20;
const TOP = 16;

/** A month-by-month bar chart in plain SVG (no chart library): the value over each bar, the month under it. */
export function TrendChart({ title, points, color, format = String }: Props) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = WIDTH / Math.max(1, points.length);
  const barWidth = Math.min(44, slot * 0.6);
  const plot = HEIGHT - AXIS - TOP;
  return (
    <Paper withBorder p="md">
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={`${title} per month`} style={{ display: 'block' }}>
          <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="var(--mantine-color-gray-4)" />
          {points.map((p, i) => {
            const h = (p.value / max) * plot;
            const x = i * slot + (slot - barWidth) / 2;
            const y = HEIGHT - AXIS - h;
            const label = monthLabel(p.month).split(' ');
            return (
              <g key={p.month}>
                <rect x={x} y={y} width={barWidth} height={Math.max(h, p.value ? 1 : 0)} rx={3} fill={`var(--mantine-color-${color}-5)`}>
                  <title>{`${monthLabel(p.month)}: ${format(p.value)}`}</title>
                </rect>
                <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={10} fontWeight={600} fill="var(--mantine-color-gray-8)">
                  {format(p.value)}
                </text>
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={9} fill="var(--mantine-color-dimmed)">
                  {`${label[0]?.slice(0, 3)} ${label[1]?.slice(2) ?? ''}`}
                </text>
              </g>
            );
          })}
        </svg>
      </Stack>
    </Paper>
  );
}
