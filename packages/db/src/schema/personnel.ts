import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { campuses, departments, positions } from './organization';

/** An employee of the university. The personnel issue widens this with the PDS. */
export const personnel = pgTable(
  'personnel',
  {
    id: serial('id').primaryKey(),
    idno: varchar('idno', { length: 40 }).unique(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    nameExtension: varchar('name_extension', { length: 10 }),
    campusId: integer('campus_id').notNull().references(() => campuses.id),
    departmentId: integer('department_id').references(() => departments.id),
    positionId: integer('position_id').references(() => positions.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personnel_department_idx').on(t.departmentId)],
);
