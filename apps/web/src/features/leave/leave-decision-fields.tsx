import { Alert, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { TLeaveDecision } from '@hris/contracts';
import { useApprovalRequest } from '../approvals/approvals.api';

/**
 * Whether the request waits for the signed-in user at its last step ("Approved for … days with pay /
 * without pay"), where the approving official may change the days before approving.
 */
export function useDecidesLastStep(requestId: number | null): boolean {
  const request = useApprovalRequest(requestId, requestId !== null);
  const data = request.data;
  if (!data?.can_act || data.current_step == null || data.steps.length === 0) return false;
  return data.current_step === Math.max(...data.steps.map((step) => step.position));
}

type Props = { value: TLeaveDecision; onChange: (value: TLeaveDecision) => void; workingDays: number };

/** CS Form No. 6, 7.C: the days approved with pay and without pay, sent with the approval. */
export function LeaveDecisionFields({ value, onChange, workingDays }: Props) {
  const total = value.days_with_pay + value.days_without_pay;
  return (
    <Alert color="blue" title="Approved for" variant="light">
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        <NumberInput
          label="Days with pay"
          name="days_with_pay"
          min={0}
          max={400}
          decimalScale={3}
          step={0.5}
          value={value.days_with_pay}
          onChange={(days) => onChange({ ...value, days_with_pay: typeof days === 'number' ? days : 0 })}
        />
        <NumberInput
          label="Days without pay"
          name="days_without_pay"
          min={0}
          max={400}
          decimalScale={3}
          step={0.5}
          value={value.days_without_pay}
          onChange={(days) => onChange({ ...value, days_without_pay: typeof days === 'number' ? days : 0 })}
        />
      </SimpleGrid>
      {Math.abs(total - workingDays) > 0.0005 ? (
        <Text fz="xs" c="orange.8" mt="xs">
          These add up to {Number(total.toFixed(3))} days; the application is for {workingDays}.
        </Text>
      ) : (
        <Text fz="xs" c="dimmed" mt="xs">
          Sent with your approval below.
        </Text>
      )}
    </Alert>
  );
}
