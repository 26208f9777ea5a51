import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TLeaveCertification, TSummaryLine } from '@hris/contracts';
import { formatLongDate } from '../../lib/dates';
import { atCertificationStep } from './approval-steps';
import { useRequestSummary, type TApprovalRequest, type TRequestSummary } from './approvals.api';

// What an approver reads before deciding (issue 17): the request's details and the person's credits, and at
// HR's certification step the leave credits (CS Form No. 6, 7.A) as they will be certified, above the decision.

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/** A compact two-column list: the label, then the value (long text wraps). */
function SummaryLines({ title, lines }: { title: string; lines: TSummaryLine[] }) {
  return (
    <Stack gap={4}>
      <Text fw={700} fz="sm" component="h3" m={0}>
        {title}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder fz="sm" verticalSpacing={6} aria-label={title}>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.label}>
              <Table.Th w="38%" fw={600} style={wrap}>
                {line.label}
              </Table.Th>
              <Table.Td style={wrap}>{line.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The request's details and the person's current credits, as the request's module words them. */
export function RequestFacts({ summary }: { summary: TRequestSummary }) {
  if (summary.facts.length === 0 && summary.balances.length === 0) return null;
  return (
    <Stack gap="md">
      {summary.facts.length > 0 ? <SummaryLines title="Details" lines={summary.facts} /> : null}
      {summary.balances.length > 0 ? <SummaryLines title="Balances today" lines={summary.balances} /> : null}
    </Stack>
  );
}

const credits = (n: number) => n.toFixed(3);

/** CS Form No. 6, 7.A: HR's certification of leave credits, stored or (not yet certified) as HR would certify it now. */
export function LeaveCertificationTable({ certification }: { certification: TLeaveCertification }) {
  const preview = certification.certified_by === null;
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} fz="sm">
        Certification of leave credits as of {formatLongDate(certification.as_of)}
      </Text>
      <Text fz="xs" c="dimmed" mb="xs">
        {preview ? 'What certifying now records (CS Form No. 6, 7.A).' : `Certified by ${certification.certified_by} (CS Form No. 6, 7.A).`}
      </Text>
      <Table withTableBorder withColumnBorders maw={520} fz="sm" aria-label="Certification of leave credits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">Vacation leave</Table.Th>
            <Table.Th ta="right">Sick leave</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(
            [
              ['Total earned', 'total_earned'],
              ['Less this application', 'less_this_application'],
              ['Balance', 'balance'],
            ] as const
          ).map(([label, key]) => (
            <Table.Tr key={key}>
              <Table.Td fw={key === 'balance' ? 700 : undefined}>{label}</Table.Td>
              <Table.Td ta="right">{credits(certification.vl[key])}</Table.Td>
              <Table.Td ta="right">{credits(certification.sl[key])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * The 7.A figures that acting now would certify, shown above the decision box so they are seen before the click.
 * Nothing once certified (the page shows the stored certification), for other steps, other request types, or
 * someone who cannot act.
 */
export function CertificationBeforeDeciding({ request }: { request: TApprovalRequest }) {
  const show = request.can_act && atCertificationStep(request);
  const summary = useRequestSummary(request.id, show);
  if (!show) return null;
  if (summary.isPending) return <Skeleton h={150} />;
  const certification = summary.data?.certification;
  return certification && certification.certified_by === null ? <LeaveCertificationTable certification={certification} /> : null;
}
