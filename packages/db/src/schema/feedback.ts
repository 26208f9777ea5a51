import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

// Feedback (issue 24; SPEC.md §2 /feedback: details, list, modules): any signed-in user rates a module of the product
// and says why; the administrators answer. The module list is kept by the administrators.

export const feedbackModules = pgTable(
  'feedback_modules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description'),
    /** A retired module keeps its feedback but takes no new one. */
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feedback_modules_name_unique').on(sql`lower(${t.name})`)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => feedbackModules.id),
    /** 1 (poor) to 5 (excellent). */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** An optional screenshot, through the one upload check (POST /api/upload). */
    screenshotKey: varchar('screenshot_key', { length: 120 }),
    screenshotName: varchar('screenshot_name', { length: 255 }),
    /** new | acknowledged | resolved */
    status: varchar('status', { length: 15 }).notNull().default('new'),
    answer: text('answer'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_module_idx').on(t.moduleId, t.createdAt),
    index('feedback_status_idx').on(t.status, t.createdAt),
    index('feedback_user_idx').on(t.userId, t.createdAt),
    check('feedback_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
