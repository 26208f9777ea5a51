import { z } from 'zod';

// The setup checklist's items (issue 41), in a module of their own: the dashboard's answer carries an administrator's
// progress through them, and its page should not build the university profile's schemas to read it (issue 42 item 19).

/** One thing to set up: whether it is done, what is missing in the users' words, and the page where it is fixed. */
export const ZSetupItem = z.object({
  key: z.string(),
  title: z.string(),
  done: z.boolean(),
  message: z.string(),
  link: z.string(),
});
export type TSetupItem = z.infer<typeof ZSetupItem>;
export const ZSetupChecklist = z.object({ items: z.array(ZSetupItem) });
export type TSetupChecklist = z.infer<typeof ZSetupChecklist>;

/** How far an administrator is through the checklist, and the first item still open (the dashboard's card). */
export const ZSetupProgress = z.object({
  done: z.number().int(),
  total: z.number().int(),
  next: ZSetupItem,
});
export type TSetupProgress = z.infer<typeof ZSetupProgress>;
