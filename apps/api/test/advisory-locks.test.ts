import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS, SELECTION_LOCK_BASE } from '../src/lib/advisory-locks';

// Two jobs sharing an advisory-lock key block or skip each other: the holiday seeding job and the leave-card writer
// once shared 7_310_059, and the yearly holiday run was skipped while a card refresh held it.
describe('advisory-lock keys', () => {
  it('are one per lock, and none falls in the range of the selection locks', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key < SELECTION_LOCK_BASE || key > SELECTION_LOCK_BASE + 2_147_483_647).toBe(true);
  });
});
