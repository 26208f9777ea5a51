import { Fragment, type ReactNode } from 'react';
import { Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { PdfButton } from '../../components/busy-button';
import { openRankingPdf, useRanking, type TCriterion, type TRankingRow } from './rsp.api';

const score = (value: number | undefined) => (value === undefined || value === null ? '—' : Number(value).toFixed(2));

/** Each member's scores of one applicant, for the secretariat (the API sends them only to them and RSP). */
function MemberScores({ row, criteria }: { row: TRankingRow; criteria: TCriterion[] }) {
  if (!row.members || row.members.length === 0) return null;
  return (
    <Table fz="xs" verticalSpacing={2} withTableBorder maw={760} aria-label={`Scores of ${row.name} by member`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Each member's scores</Table.Th>
          {criteria.map((c) => (
            <Table.Th key={c.id} ta="right">
              {c.name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {row.members.map((m) => (
          <Table.Tr key={m.user_id}>
            <Table.Td>{m.name}</Table.Td>
            {criteria.map((c) => (
              <Table.Td key={c.id} ta="right">
                {score(m.scores[String(c.id)])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The comparative assessment result: rank (ties share one), the weighted total out of 100 and each
 * criterion's average; `actions` adds the appointing authority's buttons to each row.
 */
export function RankingCard({ postId, actions }: { postId: number; actions?: (row: TRankingRow) => ReactNode }) {
  const ranking = useRanking(postId);
  const data = ranking.data;
  const criteria = data?.criteria ?? [];
  const raters = Array.isArray(data?.raters) ? data.raters.length : (data?.raters ?? 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={2} fz="lg">
              Comparative assessment result
            </Title>
            <Text fz="xs" c="dimmed">
              Weighted average of the members' scores (each criterion out of its highest score, times its weight); {raters} member{raters === 1 ? '' : 's'}{' '}
              rated.
            </Text>
          </div>
          <PdfButton open={() => openRankingPdf(postId)}>Print the ranking</PdfButton>
        </Group>
        {ranking.isPending ? (
          <Skeleton h={120} />
        ) : (data?.ranking.length ?? 0) === 0 ? (
          <Text fz="sm" c="dimmed">
            No one has been rated yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900} type="native">
            <Table verticalSpacing="xs" fz="sm" aria-label="Ranking">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={60}>Rank</Table.Th>
                  <Table.Th>Applicant</Table.Th>
                  {criteria.map((c) => (
                    <Table.Th key={c.id} ta="right" fz="xs">
                      {c.name} ({Number(c.weight)}%)
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Total</Table.Th>
                  {actions ? <Table.Th /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data!.ranking.map((row) => (
                  <Fragment key={row.application_id}>
                    <Table.Tr data-testid={`rank-${row.application_id}`}>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Text fw={700}>{row.rank}</Text>
                          {row.tied ? (
                            <Badge size="xs" color="orange" variant="light">
                              tied
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td fw={600} miw={160}>
                        {row.name}
                      </Table.Td>
                      {criteria.map((c) => (
                        <Table.Td key={c.id} ta="right">
                          {score(row.by_criterion[String(c.id)])}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={700}>
                        {Number(row.total).toFixed(3)}
                      </Table.Td>
                      {actions ? (
                        <Table.Td miw={130} style={{ whiteSpace: 'nowrap' }}>
                          {actions(row)}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                    {row.members && row.members.length > 0 ? (
                      <Table.Tr>
                        <Table.Td />
                        <Table.Td colSpan={criteria.length + (actions ? 3 : 2)} pt={0}>
                          <MemberScores row={row} criteria={criteria} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
