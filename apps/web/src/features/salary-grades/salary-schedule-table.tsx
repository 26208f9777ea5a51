import { Paper, Table, Text } from '@mantine/core';
import { formatPeso } from '../../lib/money';
import type { TSalaryGrade } from './salary-grades.api';

const STEPS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Monthly salary by grade (rows) and step (columns); SG 33 has two steps. */
export function SalaryScheduleTable({ grades }: { grades: TSalaryGrade[] }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={880} type="native">
        <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label="Salary schedule">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={64} pl="md">
                Grade
              </Table.Th>
              {STEPS.map((step) => (
                <Table.Th key={step} ta="right" pr={step === 8 ? 'md' : undefined}>
                  Step {step}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grades.map((grade) => (
              <Table.Tr key={grade.grade}>
                <Table.Td fw={700} pl="md" style={{ whiteSpace: 'nowrap' }}>
                  SG {grade.grade}
                </Table.Td>
                {STEPS.map((step) => {
                  const amount = grade.steps.find((s) => s.step === step)?.amount;
                  return (
                    <Table.Td key={step} ta="right" pr={step === 8 ? 'md' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {amount === undefined ? (
                        <Text span c="dimmed" fz="sm">
                          —
                        </Text>
                      ) : (
                        formatPeso(amount)
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
