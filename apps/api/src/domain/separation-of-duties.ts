import { approvedAs } from '@hris/contracts';

// Separation of duties on one request (issue 36): nobody passes a request at two of its steps. One employee held the
// accounting office's role and the Office of the President's, certified a payroll's funds and then approved its
// payment: the second signature checked nothing the first had not. Pure: the caller reads the steps and the
// earlier approvals of the user (or of any account of the same person).

export type StepOfChain = { position: number; actor_kind: string; role_id: number | null; personnel_id: number | null; label: string };

/** Who a step names: two steps naming the same role (or person, or the head) are one office's two acts, as the chain says. */
const actorOf = (s: StepOfChain) => `${s.actor_kind}:${s.role_id ?? s.personnel_id ?? ''}`;

/**
 * Why the user may not act on the current step, or null. `approvedSteps`: the positions of this request's steps the
 * user already approved (certified, recommended). A step that names the same actor as the earlier one (the default
 * leave chain gives the HR office both the certification of credits and, until an approving official is named, the
 * approval) is that actor's to act on again; a step naming anyone else needs someone else.
 */
export function secondStepRefusal(steps: readonly StepOfChain[], currentStep: number, approvedSteps: readonly number[]): string | null {
  const current = steps.find((s) => s.position === currentStep);
  if (!current) return null;
  const last = steps.reduce((m, s) => Math.max(m, s.position), 0);
  const earlier = steps
    .filter((s) => s.position < currentStep && approvedSteps.includes(s.position) && actorOf(s) !== actorOf(current))
    .sort((a, b) => a.position - b.position)[0];
  if (!earlier) return null;
  const done = approvedAs(earlier, last).toLowerCase();
  const who =
    current.actor_kind === 'role' ? 'another holder of the role' : current.actor_kind === 'department_head' ? 'the head or officer-in-charge' : 'someone else';
  return `You already ${done} this request at step ${earlier.position}; ${who} must act on this step.`;
}
