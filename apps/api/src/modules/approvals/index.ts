import type { HrisModule } from '../../lib/module';
import approvalsRoutes from './approvals.routes';

export const approvalsModule: HrisModule = {
  name: 'approvals',
  routes: [approvalsRoutes],
};

export { startRequest, registerRequestHandler, countWaitingForMe, cancel as cancelRequest } from './approvals.service';
export type { Outcome } from './approvals.service';
export type { RequestRow } from './approvals.repo';
export { maySeeRequestOf } from './request-rows';
export { scopeCondition, scopeOfPerson } from './request-rows';
export type { RequestScope } from './request-rows';
export { mirrorStatus } from './request-rows';
export type { ActContext } from './approvals.service';
export { fileRequestWithRow } from './request-rows';
export type { StartInput } from './approvals.service';
export { stepActorsOf, stepsActedOn, type StepActorOf } from './approvals.service';
export { requestTypesNotReady, approvalRolesNobodyHolds } from './chains.service';
