import { describe, expect, it } from 'vitest';
import { ZDocumentBody } from '@hris/contracts';
import { z } from 'zod';
import { textLimitOf } from '../src/lib/text-limits';

// Issue 42 item 8: a 2,000-character DTS title was cut at 300 silently. A form shows each text's limit, read from the
// contract's own .max, so the limit users see is the one the API enforces.
describe('textLimitOf', () => {
  it("reads a field's own limit from the contract, under the ceiling every text has", () => {
    expect(textLimitOf(ZDocumentBody, 'title')).toBe(300);
  });

  it('finds a field inside a list and through optional, nullable and transformed schemas', () => {
    const schema = z
      .object({ steps: z.array(z.object({ label: z.string().trim().max(80).nullable().optional() })), count: z.number().max(5) })
      .refine(() => true);
    expect(textLimitOf(schema, 'steps.0.label')).toBe(80);
    expect(textLimitOf(schema, 'count')).toBeNull();
    expect(textLimitOf(schema, 'missing')).toBeNull();
  });
});
