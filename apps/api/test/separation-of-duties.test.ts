import { describe, expect, it } from 'vitest';
import { secondStepRefusal } from '../src/domain/separation-of-duties';

// The payroll chain as seeded: accounting certifies (role 7), the Office of the President approves (role 9).
const payroll = [
  { position: 1, actor_kind: 'role', role_id: 7, personnel_id: null, label: 'Certified: funds available, deductions supported (accounting)' },
  { position: 2, actor_kind: 'role', role_id: 9, personnel_id: null, label: 'Approved for payment' },
];
// The default leave chain: the head recommends, the HR office (role 2) certifies the credits, the head of agency (role 9) decides.
const leave = [
  { position: 1, actor_kind: 'department_head', role_id: null, personnel_id: null, label: 'Recommending approval' },
  { position: 2, actor_kind: 'role', role_id: 2, personnel_id: null, label: 'Certification of leave credits' },
  { position: 3, actor_kind: 'role', role_id: 9, personnel_id: null, label: 'Approved for (days with pay / without pay)' },
];
// A chain a university set up with one office at two steps (as the leave chain was seeded before 0037).
const sameOffice = [
  { position: 1, actor_kind: 'department_head', role_id: null, personnel_id: null, label: 'Recommending approval' },
  { position: 2, actor_kind: 'role', role_id: 2, personnel_id: null, label: 'Certification of leave credits' },
  { position: 3, actor_kind: 'role', role_id: 2, personnel_id: null, label: 'Approved for (days with pay / without pay)' },
];
const samePerson = [
  { position: 1, actor_kind: 'person', role_id: null, personnel_id: 5, label: 'Recommending approval' },
  { position: 2, actor_kind: 'person', role_id: null, personnel_id: 5, label: 'Approved' },
];

describe('nobody passes one request at two of its steps', () => {
  it('the one who certified a payroll at step 1 does not approve it at step 2', () => {
    expect(secondStepRefusal(payroll, 2, [1])).toBe('You already certified this request at step 1; another holder of the role must act on this step.');
  });

  it('someone who acted on no earlier step may act', () => {
    expect(secondStepRefusal(payroll, 2, [])).toBeNull();
    expect(secondStepRefusal(payroll, 1, [])).toBeNull();
  });

  it('the head who recommended a leave does not certify it for the HR office', () => {
    expect(secondStepRefusal(leave, 2, [1])).toBe('You already recommended this request at step 1; another holder of the role must act on this step.');
  });

  it('the one who certified the leave credits does not decide the leave', () => {
    expect(secondStepRefusal(leave, 3, [2])).toBe('You already certified this request at step 2; another holder of the role must act on this step.');
  });

  it('two steps naming the same office need two of its holders: whoever the later step names, one person acts once', () => {
    expect(secondStepRefusal(sameOffice, 3, [2])).toBe('You already certified this request at step 2; another holder of the role must act on this step.');
    expect(secondStepRefusal(sameOffice, 3, [])).toBeNull();
    expect(secondStepRefusal(samePerson, 2, [1])).toBe('You already recommended this request at step 1; someone else must act on this step.');
  });

  it('an approval of a later step (a returned request filed again) does not bar an earlier one', () => {
    expect(secondStepRefusal(leave, 2, [3])).toBeNull();
  });
});
