import type { TApprovalRequest } from '@hris/contracts';

/**
 * The step waiting certifies the leave credits (CS Form No. 6, 7.A): HR's certification step (its label says so, as
 * the button's does), or the last step, whose approval certifies what no earlier step did (a chain without a
 * certification step, as an administrator may set up for a college). The server certifies at the same steps
 * (leave/applications.service.ts beforeAct).
 */
export const atCertificationStep = (request: Pick<TApprovalRequest, 'steps'>) =>
  request.steps.some((step) => step.state === 'current' && /certif/i.test(step.label)) || request.steps.at(-1)?.state === 'current';
