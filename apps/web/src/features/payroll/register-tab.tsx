import { Fragment, useState } from 'react';
import { Alert, Badge, Divider, Drawer, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatAmount, formatSignedAmount } from '../../lib/money';
import { gradeStepLabel, groupByOffice, paidApprovers, paidApproversNote, registerFigures, type RegisterFigure } from './payroll-format';
import { DownloadButton, PdfButton } from '../../components/busy-button';
import { Amount } from './payroll-parts';
import { GeneralPayrollButtons } from './general-payroll-buttons';
import { openRegisterPdf, saveRegisterWorkbook, useRegister, type TPayrollRun, type TRegisterRow, type TRegisterSums } from './payroll.api';

type Figure = RegisterFigure;

const HEAD = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 700, style: { letterSpacing: '0.03em', whiteSpace: 'nowrap' } } as const;
const people = (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'person' : 'people'}`;

/** A subtotal or total line: its name over the person columns, then each figure; no halves. */
function SumsRow({ label, sums, strong = false, shade, figures }: { label: string; sums: TRegisterSums; strong?: boolean; shade: string; figures: Figure[] }) {
  return (
    <Table.Tr bg={shade}>
      <Table.Td colSpan={4}>
        <Text fz="sm" fw={700}>
          {label}
        </Text>
        <Text fz="xs" c="dimmed">
          {people(sums.people)}
        </Text>
      </Table.Td>
      {figures.map((f) => (
        <Table.Td key={f.key} ta="right">
          <Amount centavos={sums[f.key]} strong={strong || f.strong} dimZero />
        </Table.Td>
      ))}
      {figures.some((f) => f.key === 'basic') ? (
        <>
          <Table.Td />
          <Table.Td />
        </>
      ) : null}
    </Table.Tr>
  );
}

/** One person's pay, line by line, and the deductions the minimum take-home pay left untaken. */
function PersonDrawer({ row, onClose }: { row: TRegisterRow | null; onClose: () => void }) {
  return (
    <Drawer opened={row !== null} onClose={onClose} position="right" size="md" title={row?.fullname ?? ''}>
      {row ? (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {[row.idno, row.office, row.position, row.grade !== null ? gradeStepLabel(row.grade, row.step) : null, row.fund].filter(Boolean).join(' · ')}
          </Text>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={6}>
              {row.lines.map((line, index) => (
                <Group key={`${line.code}-${index}`} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
                  <Text fz="sm">{line.label}</Text>
                  <Text fz="sm" c={line.amount < 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatSignedAmount(line.amount)}
                  </Text>
                </Group>
              ))}
              <Divider />
              <Group justify="space-between">
                <Text fz="sm">Gross</Text>
                <Amount centavos={row.gross} />
              </Group>
              <Group justify="space-between">
                <Text fz="sm" fw={700}>
                  Net pay
                </Text>
                <Amount centavos={row.net} strong />
              </Group>
              {row.fifteenth !== null && row.thirtieth !== null ? (
                <Text fz="xs" c="dimmed">
                  Paid in halves: {formatAmount(row.fifteenth)} on the 15th, {formatAmount(row.thirtieth)} on the 30th.
                </Text>
              ) : null}
            </Stack>
          </Paper>
          {row.not_taken.length > 0 ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Deductions not taken in full">
              <Text fz="sm" mb="xs">
                Taking them would bring the net pay under the minimum take-home pay.
              </Text>
              <Table fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Deduction</Table.Th>
                    <Table.Th ta="right">Due</Table.Th>
                    <Table.Th ta="right">Taken</Table.Th>
                    <Table.Th ta="right">Shortfall</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {row.not_taken.map((d, index) => (
                    <Table.Tr key={`${d.code}-${index}`}>
                      <Table.Td>{d.label}</Table.Td>
                      <Table.Td ta="right">
                        <Amount centavos={d.due} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Amount centavos={d.taken} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Amount centavos={d.shortfall} strong />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** Totals of some named groups (the funds), each with every column of figures. */
function SumsTable({ label, groups, figures }: { label: string; groups: (TRegisterSums & { name: string })[]; figures: Figure[] }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={figures.length > 4 ? 1100 : 700} type="native">
        <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label={label}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th {...HEAD}>{label}</Table.Th>
              <Table.Th {...HEAD} ta="right">
                People
              </Table.Th>
              {figures.map((f) => (
                <Table.Th key={f.key} {...HEAD} ta="right">
                  {f.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((g) => (
              <Table.Tr key={g.name}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {g.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text fz="sm">{g.people.toLocaleString('en-PH')}</Text>
                </Table.Td>
                {figures.map((f) => (
                  <Table.Td key={f.key} ta="right">
                    <Amount centavos={g[f.key]} strong={f.strong} dimZero />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The General Payroll of a computed run: each person by office with the office's subtotal, the funds' totals and the grand total. */
export function RegisterTab({ run }: { run: TPayrollRun }) {
  const register = useRegister(run.id);
  const [opened, setOpened] = useState<TRegisterRow | null>(null);
  const data = register.data;
  const groups = data ? groupByOffice(data.rows, data.offices) : [];
  // Issue 36: the people who certify or approve this run and whose own pay is in it.
  const approverOf = new Map((data?.approvers ?? []).map((a) => [a.personnel_id, a]));
  const paid = data ? paidApprovers(data.rows, data.approvers) : [];
  const figures = registerFigures(run.kind);
  // A special payroll pays a benefit once: no halves on the 15th and the 30th.
  const halves = figures.some((f) => f.key === 'basic');

  return (
    <Stack gap="md">
      <Group gap="sm" justify="flex-end">
        <GeneralPayrollButtons run={run} />
        <DownloadButton save={() => saveRegisterWorkbook(run)}>Excel</DownloadButton>
        <PdfButton open={() => openRegisterPdf(run.id)} label="Register PDF: the General Payroll register as printed">
          Register PDF
        </PdfButton>
      </Group>
      {register.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : !data || data.rows.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text fz="sm" c="dimmed" ta="center">
            Nobody is paid by this run.
          </Text>
        </Paper>
      ) : (
        <>
          {paid.length > 0 ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Approvers paid by this run">
              <Text fz="sm">{paidApproversNote(paid)}</Text>
            </Alert>
          ) : null}
          <Text fz="sm" c="dimmed">
            Click a person to see their pay line by line.
          </Text>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={halves ? 1700 : 1000} type="native">
              <Table verticalSpacing="xs" horizontalSpacing="sm" highlightOnHover aria-label={`General payroll: ${run.title}`}>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th {...HEAD}>Name</Table.Th>
                    <Table.Th {...HEAD}>Office</Table.Th>
                    <Table.Th {...HEAD}>Position</Table.Th>
                    <Table.Th {...HEAD}>SG-step</Table.Th>
                    {figures.map((f) => (
                      <Table.Th key={f.key} {...HEAD} ta="right">
                        {f.header}
                      </Table.Th>
                    ))}
                    {halves ? (
                      <>
                        <Table.Th {...HEAD} ta="right">
                          15th
                        </Table.Th>
                        <Table.Th {...HEAD} ta="right">
                          30th
                        </Table.Th>
                      </>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {groups.map((group) => (
                    <Fragment key={group.name}>
                      {group.rows.map((row) => (
                        <Table.Tr
                          key={row.line_id}
                          onClick={() => setOpened(row)}
                          style={{ cursor: 'pointer' }}
                          tabIndex={0}
                          aria-label={`${row.fullname}: pay line by line`}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter' || event.key === ' ') {
                              event.preventDefault();
                              setOpened(row);
                            }
                          }}
                        >
                          <Table.Td>
                            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                              {row.fullname}
                            </Text>
                            <Group gap={4}>
                              {row.idno ? (
                                <Text fz="xs" c="dimmed">
                                  {row.idno}
                                </Text>
                              ) : null}
                              {row.not_taken.length > 0 ? (
                                <Badge size="xs" color="orange" variant="light" radius="sm">
                                  Short deductions
                                </Badge>
                              ) : null}
                              {approverOf.has(row.personnel_id) ? (
                                <Badge size="xs" color="red" variant="light" radius="sm" title={approverOf.get(row.personnel_id)!.steps.join('; ')}>
                                  Approver of this run
                                </Badge>
                              ) : null}
                            </Group>
                          </Table.Td>
                          <Table.Td>
                            <Text fz="sm">{row.office ?? '—'}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Text fz="sm">{row.position ?? '—'}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                              {gradeStepLabel(row.grade, row.step)}
                            </Text>
                          </Table.Td>
                          {figures.map((f) => (
                            <Table.Td key={f.key} ta="right">
                              <Amount centavos={row[f.key]} strong={f.strong} dimZero />
                            </Table.Td>
                          ))}
                          {halves ? (
                            <>
                              <Table.Td ta="right">
                                <Amount centavos={row.fifteenth} />
                              </Table.Td>
                              <Table.Td ta="right">
                                <Amount centavos={row.thirtieth} />
                              </Table.Td>
                            </>
                          ) : null}
                        </Table.Tr>
                      ))}
                      <SumsRow label={`Total, ${group.name}`} sums={group.sums} shade="gray.0" figures={figures} />
                    </Fragment>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <SumsRow label="Grand total" sums={data.total} strong shade="gray.1" figures={figures} />
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {data.funds.length > 0 ? (
            <Stack gap="xs">
              <Text fw={700} fz="sm">
                Totals by fund
              </Text>
              <SumsTable label="Fund" groups={data.funds} figures={figures} />
            </Stack>
          ) : null}
        </>
      )}
      <PersonDrawer row={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
