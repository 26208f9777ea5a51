import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZClearanceParams, ZClearanceUpdate, ZSeparationAnswer, ZSeparationBody, ZSeparationList, ZSeparationQuery, ZSeparationSaved } from '../records';
import { ZTerminalLeaveAnswer, ZTerminalLeaveSaved } from '../leave-pay';

/** Separations, their clearance, and the terminal leave benefits (SPEC.md §2 Personnels → Offboard; issue 36). */
export const offboardingApi = {
  list: route({
    method: 'GET',
    path: '/api/separations',
    summary: 'Separations (status, term, paging); heads see those they clear',
    query: ZSeparationQuery,
    response: ZSeparationList,
  }),
  record: route({
    method: 'POST',
    path: '/api/separations',
    summary: 'Record a separation; starts the clearance',
    body: ZSeparationBody,
    response: ZSeparationSaved,
  }),
  one: route({
    method: 'GET',
    path: '/api/separations/:id',
    summary: 'One separation with its clearance checklist',
    params: ZIdParams,
    response: ZSeparationAnswer,
  }),
  clear: route({
    method: 'PUT',
    path: '/api/separations/:id/clearance/:itemId',
    summary: 'Clear an office (HR, or the head of the item’s department)',
    params: ZClearanceParams,
    body: ZClearanceUpdate,
    response: ZSeparationSaved,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/separations/:id/cancel',
    summary: 'Cancel before it takes effect',
    params: ZIdParams,
    response: ZSeparationSaved,
  }),
  terminalLeave: route({
    method: 'GET',
    path: '/api/separations/:id/terminal-leave',
    summary: 'Terminal leave benefits: highest salary × VL and SL held × 0.0481927',
    params: ZIdParams,
    response: ZTerminalLeaveAnswer,
  }),
  terminalLeavePdf: route({
    method: 'GET',
    path: '/api/separations/:id/terminal-leave/pdf',
    summary: 'Computation of Terminal Leave Benefits (PDF)',
    params: ZIdParams,
    response: 'file',
  }),
  terminalLeaveToPayroll: route({
    method: 'POST',
    path: '/api/separations/:id/terminal-leave/payroll',
    summary: 'Put the terminal leave benefits in the next regular payroll (once)',
    params: ZIdParams,
    response: ZTerminalLeaveSaved,
  }),
};
