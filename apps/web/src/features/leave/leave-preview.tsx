import { formatDays } from '../../lib/day-count';
import { Alert, Group, List, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { daysLabel, type TChargedTo, type TLeavePreview } from './leave.api';

import { formatPeso } from '../../lib/money';
import { Figure } from '../../components/figure';

/**
 * The balance a type is charged to, before and after this application. VL and SL are those held before the
 * leave's dates (the leave is paid from them), today's for monetization.
 */
function balanceFigure(preview: TLeavePreview, chargedTo: TChargedTo | null) {
  switch (chargedTo) {
    case 'VL':
      return <Figure label="Vacation leave left" value={daysLabel(preview.balance_after.vl)} hint={`from ${daysLabel(preview.balances.vl)} held`} />;
    case 'SL':
      return <Figure label="Sick leave left" value={daysLabel(preview.balance_after.sl)} hint={`from ${daysLabel(preview.balances.sl)} held; then VL`} />;
    case 'VLSL':
      return (
        <Figure
          label="Vacation and sick leave left"
          value={`${daysLabel(preview.balance_after.vl)} VL, ${daysLabel(preview.balance_after.sl)} SL`}
          hint={`now ${daysLabel(preview.balances.vl)} VL, ${daysLabel(preview.balances.sl)} SL`}
        />
      );
    case 'COC':
      return <Figure label="COC hours left" value={preview.balance_after.coc_hours.toFixed(2)} hint={`now ${preview.balances.coc_hours.toFixed(2)} hours`} />;
    case 'SC':
      return (
        <Figure
          label="Service credits left"
          value={daysLabel(preview.balance_after.service_credits)}
          hint={`now ${daysLabel(preview.balances.service_credits)}`}
        />
      );
    case null:
      return null;
  }
}

type Props = { preview: TLeavePreview | undefined; loading: boolean; chargedTo: TChargedTo | null; showHours: boolean; ignoredFields?: string[] };

/** What filing would give, shown before the employee files: days, pay, the balance left, warnings and refusals. */
export function LeavePreview({ preview, loading, chargedTo, showHours, ignoredFields = [] }: Props) {
  if (!preview) {
    return (
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Group gap="xs">
          {loading ? <Loader size="xs" /> : null}
          <Text fz="sm" c="dimmed">
            {loading ? 'Counting the working days…' : 'Choose the type of leave and the dates to see the working days and the balance that will remain.'}
          </Text>
        </Group>
      </Paper>
    );
  }
  const issues = preview.issues.filter((issue) => !ignoredFields.includes(issue.field));
  return (
    <Stack gap="sm" aria-label="Leave preview" role="region">
      <Paper withBorder p="md" radius="md" bg="gray.0" style={{ opacity: loading ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure
            label={preview.dates.length ? 'Working days' : 'Days'}
            value={formatDays(preview.working_days)}
            hint={preview.dates.length > 0 && preview.dates.length <= 6 ? preview.dates.join(', ') : undefined}
          />
          {showHours ? <Figure label="Hours" value={preview.hours == null ? '—' : `${preview.hours}`} /> : null}
          <Figure label="With pay" value={formatDays(preview.days_with_pay)} />
          <Figure label="Without pay" value={formatDays(preview.days_without_pay)} />
          {balanceFigure(preview, chargedTo)}
        </SimpleGrid>
      </Paper>
      {preview.monetization ? (
        <Paper withBorder p="md" radius="md" aria-label="Monetization amount">
          <Figure label="Amount to be paid" value={formatPeso(preview.monetization.amount)} hint={preview.monetization.words} />
        </Paper>
      ) : null}
      {preview.warnings.length > 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Please note">
          <List size="sm">
            {preview.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {issues.length > 0 ? (
        <Alert color="red" icon={<IconBan size={18} />} title="This application cannot be filed yet">
          <List size="sm">
            {issues.map((issue) => (
              <List.Item key={`${issue.field}-${issue.message}`}>{issue.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
