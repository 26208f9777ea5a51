import { useState } from 'react';
import { Badge, Button, Card, EmptyState, Group, Select, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconEdit, IconGitBranch, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { removeFilePrompt } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { showSuccessToast } from '../../lib/toasts';
import { useApprovalChains, useDeleteChain, useRequestTypes, type TApprovalChain, type TChainStep } from './approval-chains.api';
import { ChainFormModal } from './chain-form-modal';
import { TestRequestModal } from './test-request-modal';

function scopeOf(chain: TApprovalChain): string {
  if (chain.department) return `${chain.department.fullname} (${chain.department.acronym})`;
  if (chain.campus) return `Every department of ${chain.campus.acronym}`;
  return 'Every campus and department';
}

function actorOf(step: TChainStep): string {
  switch (step.actor_kind) {
    case 'department_head':
      return "Requester's department head (or OIC)";
    case 'role':
      return step.role ? `Role: ${step.role.name}` : 'A role';
    case 'person':
      return step.personnel?.fullname ?? 'A named person';
  }
}

function ChainCard({ chain, onEdit, onTest, onDelete }: { chain: TApprovalChain; onEdit: () => void; onTest: () => void; onDelete: () => void }) {
  return (
    <Card withBorder padding="lg" data-testid="approval-chain">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light" radius="sm" tt="none">
              {chain.request_type_label}
            </Badge>
          </Group>
          <Text fw={700}>{chain.name}</Text>
          <Text fz="xs" c="dimmed">
            {scopeOf(chain)}
          </Text>
        </Stack>
        <RowActions
          subject={chain.name}
          actions={[
            { label: 'Edit', icon: IconEdit, onClick: onEdit },
            { label: 'Send a test request', icon: IconSend, onClick: onTest },
            { label: 'Delete', icon: IconTrash, onClick: onDelete, danger: true },
          ]}
        />
      </Group>
      <Stack gap={6}>
        {chain.steps.map((step, index) => (
          <Group key={step.position} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={24} radius="xl" variant="light">
              <Text fz="xs" fw={700}>
                {index + 1}
              </Text>
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} lh={1.3}>
                {step.label}
              </Text>
              <Text fz="xs" c="dimmed">
                {actorOf(step)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button size="xs" variant="light" leftSection={<IconSend size={14} />} onClick={onTest}>
          Send a test request
        </Button>
      </Group>
    </Card>
  );
}

/** /settings/approval-request: the approval chains every request type goes through. */
export function ApprovalChainsPage() {
  const [requestType, setRequestType] = useState<string | null>(null);
  const chains = useApprovalChains(requestType);
  const requestTypes = useRequestTypes();
  const form = useModalFor<TApprovalChain>();
  const test = useModalFor<TApprovalChain>();
  const remove = useDeleteChain();
  const confirm = useConfirm();

  const askDelete = (chain: TApprovalChain) =>
    confirm({
      title: 'Delete approval chain',
      message: removeFilePrompt(chain.name),
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => remove.mutateAsync(chain.id).then((answer) => showSuccessToast(answer.message)),
    });

  const list = chains.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Approval Requests"
        description="Who approves each kind of request, step by step. The most specific chain applies: department, then campus, then everywhere."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => form.open()}>
            New chain
          </Button>
        }
      />
      <Select
        aria-label="Request type"
        placeholder="Every request type"
        clearable
        data={requestTypes}
        value={requestType}
        onChange={setRequestType}
        maw={320}
      />
      {chains.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={200} />
          <Skeleton h={200} />
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Card withBorder py="xl">
          <EmptyState
            icon={<IconGitBranch size={28} stroke={1.4} />}
            title={requestType ? 'No chain for this request type' : 'No approval chains yet'}
            description="A chain lists who approves a request, in order: e.g. the requester's department head, then the HR office."
          >
            <Button mt="sm" leftSection={<IconPlus size={16} />} onClick={() => form.open()}>
              New chain
            </Button>
          </EmptyState>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.map((chain) => (
            <ChainCard key={chain.id} chain={chain} onEdit={() => form.open(chain)} onTest={() => test.open(chain)} onDelete={() => askDelete(chain)} />
          ))}
        </SimpleGrid>
      )}
      <ChainFormModal key={form.key} chain={form.subject} opened={form.opened} onClose={form.close} />
      <TestRequestModal key={`test-${test.key}`} chain={test.subject} opened={test.opened} onClose={test.close} />
    </Stack>
  );
}
