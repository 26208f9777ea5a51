import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { campuses, departments } from './organization';
import { personnel } from './personnel';
import { roles, users } from './identity';

// One approval-chain mechanism for every request type of the product (leave, overtime,
// time-log appeal, travel, work schedule, DTR submission, request to hire, COE request).

/** An ordered chain of steps for one request type, optionally only for one campus or department. */
export const approvalChains = pgTable(
  'approval_chains',
  {
    id: serial('id').primaryKey(),
    requestType: varchar('request_type', { length: 40 }).notNull(),
    campusId: integer('campus_id').references(() => campuses.id),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_chains_scope_unique').on(t.requestType, sql`coalesce(${t.campusId}, 0)`, sql`coalesce(${t.departmentId}, 0)`)],
);

/** Who acts at one step: the requester's department head (or OIC), anyone with a role, or a named person. */
export const approvalChainSteps = pgTable(
  'approval_chain_steps',
  {
    id: serial('id').primaryKey(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => approvalChains.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    actorKind: varchar('actor_kind', { length: 20 }).notNull(),
    roleId: integer('role_id').references(() => roles.id),
    personnelId: integer('personnel_id').references(() => personnel.id),
    /** What the step is called on forms: "Recommending approval", "Certified", "Approved". */
    label: varchar('label', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('approval_chain_steps_order').on(t.chainId, t.position)],
);

/** One request moving through a chain. The module that owns the subject reads the outcome. */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    requestType: varchar('request_type', { length: 40 }).notNull(),
    /** The owning module's row (a leave application's id…). */
    subjectId: integer('subject_id'),
    title: varchar('title', { length: 200 }).notNull(),
    link: varchar('link', { length: 300 }),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id),
    requesterPersonnelId: integer('requester_personnel_id').references(() => personnel.id),
    departmentId: integer('department_id').references(() => departments.id),
    campusId: integer('campus_id').references(() => campuses.id),
    chainId: integer('chain_id')
      .notNull()
      .references(() => approvalChains.id),
    /** Steps copied from the chain when the request started, so editing a chain never reroutes a request under way. */
    steps: jsonb('steps').$type<ApprovalStepSnapshot[]>().notNull(),
    currentStep: integer('current_step').notNull().default(1),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_requests_status_idx').on(t.status, t.requestType), index('approval_requests_requester_idx').on(t.requesterUserId)],
);

export const approvalActions = pgTable(
  'approval_actions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 20 }).notNull(),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_actions_request_idx').on(t.requestId)],
);

/** A chain step as copied onto a request when it starts. */
export type ApprovalStepSnapshot = {
  position: number;
  actor_kind: 'department_head' | 'role' | 'person';
  role_id: number | null;
  personnel_id: number | null;
  label: string;
  /** The role's or person's name when the request started. */ actor_name?: string | null;
};
