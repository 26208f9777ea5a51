import { describe, expect, it } from 'vitest';
import { atCertificationStep } from '../src/features/approvals/approval-steps';

// Issue 17: HR sees 7.A before the click that certifies it, whether the chain names a certification step or, as a
// college's two-step chain may, leaves it to the last step's approval.
type Step = { label: string; state: 'done' | 'current' | 'waiting' };
const request = (...steps: Step[]) => ({ steps: steps.map((s, i) => ({ ...s, position: i + 1 })) }) as unknown as Parameters<typeof atCertificationStep>[0];

describe('the step whose approval certifies the leave credits', () => {
  it("is HR's certification step of the university's chain, not the head's recommendation nor the approval after it", () => {
    const chain = (states: Step['state'][]) =>
      request(
        { label: 'Recommending approval', state: states[0]! },
        { label: 'Certification of leave credits', state: states[1]! },
        { label: 'Approved', state: states[2]! },
      );
    expect(atCertificationStep(chain(['current', 'waiting', 'waiting']))).toBe(false);
    expect(atCertificationStep(chain(['done', 'current', 'waiting']))).toBe(true);
    // The last step certifies too, but HR's step before it did: the page shows what was stored, not a preview.
    expect(atCertificationStep(chain(['done', 'done', 'current']))).toBe(true);
  });

  it('is the last step of a chain without a certification step', () => {
    expect(atCertificationStep(request({ label: 'Recommending approval', state: 'current' }, { label: 'Approved', state: 'waiting' }))).toBe(false);
    expect(atCertificationStep(request({ label: 'Recommending approval', state: 'done' }, { label: 'Approved', state: 'current' }))).toBe(true);
  });

  it('is nothing once the request is decided', () => {
    expect(atCertificationStep(request({ label: 'Recommending approval', state: 'done' }, { label: 'Approved', state: 'done' }))).toBe(false);
  });
});
