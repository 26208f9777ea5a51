import { approvedAs } from '@hris/contracts';

// Separation of duties on one request (issue 36): nobody acts on two steps of one request. One employee held the
// accounting office's role and the Office of the President's, certified a payroll's funds and then approved its
// payment: the second signature checked nothing the first had not. Strict: whoever the later step names (another
// office, or the same office again), the person who approved an earlier step does not act on it; a chain naming one
// office at two steps needs two of its holders. Pure: the caller reads the steps and the earlier approvals of the
// user (or of any account of the same person).

export type StepOfChain = { position: number; actor_kind: string; role_id: number | null; personnel_id: number | null; label: string };

/**
 * Why the user may not act on the current step, or null. `approvedSteps`: the positions of this request's steps the
 * user already approved (certified, recommended). Any earlier one bars every later step, whoever it names.
 */
export function secondStepRefusal(steps: readonly StepOfChain[], currentStep: number, approvedSteps: readonly number[]): string | null {
  const current = steps.find((s) => s.position === currentStep);
  if (!current) return null;
  const last = steps.reduce((m, s) => Math.max(m, s.position), 0);
  const earlier = steps.filter((s) => s.position < currentStep && approvedSteps.includes(s.position)).sort((a, b) => a.position - b.position)[0];
  if (!earlier) return null;
  const done = approvedAs(earlier, last).toLowerCase();
  const who =
    current.actor_kind === 'role' ? 'another holder of the role' : current.actor_kind === 'department_head' ? 'the head or officer-in-charge' : 'someone else';
  return `You already ${done} this request at step ${earlier.position}; ${who} must act on this step.`;
}
