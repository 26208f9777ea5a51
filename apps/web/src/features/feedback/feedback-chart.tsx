import { Box, Group, Paper, Skeleton, Text } from '@mantine/core';
import type { TFeedbackStats } from '@hris/contracts';
import { monthLabel, ratingColor } from './feedback-format';

// The averages per module per month (plain SVG, as the L&D and plantilla charts): one row per module that was rated in
// the last 12 months, one cell per month coloured by its average rating (red 1 … green 5) with the average and how many
// rated it; the module's average over the window at the end, and the number of feedback per month along the bottom.

const LABEL = 210;
const CELL = 56;
const ROW = 34;
const HEAD = 22;
const TAIL = 96;
const clip = (text: string, max = 30) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** The chart's area keeps this height however many modules were rated, and while the figures load (issue 42: the
 * panel grew by 231 px when they arrived, moving the list under it); more rows scroll inside it. */
const PANEL_BODY_HEIGHT = 300;
const TITLE = 'Average rating per module per month (last 12 months)';

/** The chart in its panel of a fixed height; a placeholder of the same height until the figures arrive. */
export function FeedbackAveragesChart({ stats }: { stats: TFeedbackStats | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={TITLE}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600} fz="sm">
          {TITLE}
        </Text>
        <Group gap={6} fz="xs" c="dimmed">
          {[1, 2, 3, 4, 5].map((r) => (
            <Group key={r} gap={3}>
              <Box w={10} h={10} style={{ borderRadius: 2, background: ratingColor(r) }} /> {r}
            </Group>
          ))}
          <Text fz="xs" c="dimmed" ml={4}>
            average; the small figure is how many rated
          </Text>
        </Group>
      </Group>
      <Box h={PANEL_BODY_HEIGHT} style={{ overflow: 'auto' }} tabIndex={0}>
        {stats ? <Chart stats={stats} /> : <Skeleton h="100%" />}
      </Box>
    </Paper>
  );
}

function Chart({ stats }: { stats: TFeedbackStats }) {
  const rows = stats.modules.filter((m) => m.count > 0);
  const width = LABEL + stats.months.length * CELL + TAIL;
  const height = HEAD + (rows.length + 1) * ROW + 4;
  const monthTotals = stats.months.map((_, i) => rows.reduce((n, r) => n + (r.by_month[i]?.count ?? 0), 0));
  const title = TITLE;
  return (
    <>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No feedback in the last 12 months.
        </Text>
      ) : (
        <Box>
          <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ minWidth: 720 }} role="img" aria-label={title} data-testid="feedback-chart">
            {stats.months.map((month, i) => (
              <text key={month} x={LABEL + i * CELL + CELL / 2} y={14} fontSize={11} textAnchor="middle" fill="var(--mantine-color-dimmed)">
                {monthLabel(month, true)}
              </text>
            ))}
            <text x={LABEL + stats.months.length * CELL + 12} y={14} fontSize={11} fill="var(--mantine-color-dimmed)">
              12 months
            </text>
            {rows.map((r, row) => {
              const y = HEAD + row * ROW;
              return (
                <g key={r.id} data-testid="feedback-chart-row">
                  <text x={0} y={y + ROW / 2 + 4} fontSize={12} fill="var(--mantine-color-text)">
                    {clip(r.name)}
                    {r.is_active ? '' : ' (retired)'}
                  </text>
                  {r.by_month.map((cell, i) => {
                    const x = LABEL + i * CELL;
                    return (
                      <g key={cell.month}>
                        <title>
                          {cell.average === null
                            ? `${r.name}, ${monthLabel(cell.month)}: no feedback`
                            : `${r.name}, ${monthLabel(cell.month)}: average ${cell.average.toFixed(2)} from ${cell.count}`}
                        </title>
                        <rect
                          x={x + 2}
                          y={y + 2}
                          width={CELL - 4}
                          height={ROW - 4}
                          rx={4}
                          fill={cell.average === null ? 'var(--mantine-color-gray-1)' : ratingColor(cell.average)}
                        />
                        {cell.average === null ? null : (
                          <>
                            <text x={x + CELL / 2} y={y + 17} fontSize={12} fontWeight={700} textAnchor="middle" fill="white">
                              {cell.average.toFixed(1)}
                            </text>
                            <text x={x + CELL / 2} y={y + 28} fontSize={9} textAnchor="middle" fill="white">
                              {cell.count}
                            </text>
                          </>
                        )}
                      </g>
                    );
                  })}
                  <text x={LABEL + stats.months.length * CELL + 12} y={y + ROW / 2 + 4} fontSize={12} fontWeight={700} fill="var(--mantine-color-text)">
                    {r.average === null ? '—' : `${r.average.toFixed(2)}`}
                    <tspan fontWeight={400} fill="var(--mantine-color-dimmed)">{` (${r.count})`}</tspan>
                  </text>
                </g>
              );
            })}
            <g>
              <text x={0} y={HEAD + rows.length * ROW + ROW / 2 + 4} fontSize={12} fontWeight={600} fill="var(--mantine-color-dimmed)">
                Feedback received
              </text>
              {monthTotals.map((n, i) => (
                <text
                  key={stats.months[i]}
                  x={LABEL + i * CELL + CELL / 2}
                  y={HEAD + rows.length * ROW + ROW / 2 + 4}
                  fontSize={12}
                  textAnchor="middle"
                  fill="var(--mantine-color-text)"
                >
                  {n}
                </text>
              ))}
              <text
                x={LABEL + stats.months.length * CELL + 12}
                y={HEAD + rows.length * ROW + ROW / 2 + 4}
                fontSize={12}
                fontWeight={700}
                fill="var(--mantine-color-text)"
              >
                {stats.total.average === null ? '—' : stats.total.average.toFixed(2)}
                <tspan fontWeight={400} fill="var(--mantine-color-dimmed)">{` (${stats.total.count})`}</tspan>
              </text>
            </g>
          </svg>
        </Box>
      )}
    </>
  );
}
