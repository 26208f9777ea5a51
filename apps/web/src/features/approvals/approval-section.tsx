import type { ReactNode } from 'react';
import { Divider } from '@mantine/core';
import { ApprovalPanel } from './approval-panel';

/** The approval trail of a request with the viewer's part in it, under an "Approval" rule. */
export function ApprovalSection({
  requestId,
  onChanged,
  children,
}: Pick<Parameters<typeof ApprovalPanel>[0], 'requestId' | 'onChanged'> & { children?: ReactNode }) {
  return (
    <>
      <Divider label="Approval" labelPosition="left" />
      {children ?? <ApprovalPanel requestId={requestId} onChanged={onChanged} />}
    </>
  );
}
