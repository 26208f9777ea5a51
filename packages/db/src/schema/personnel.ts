import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { campuses, departments, positions } from './organization';
import { appointmentStatuses, personnelStatuses } from './reference';

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
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    departmentId: integer('department_id').references(() => departments.id),
    positionId: integer('position_id').references(() => positions.id),
    /** faculty, staff, job_order or casual. */
    employmentKind: varchar('employment_kind', { length: 20 }).notNull().default('staff'),
    /** Step within the position's salary grade (1–8); moves with step increments (NOSI). */
    salaryStep: integer('salary_step').notNull().default(1),
    /** Part-time (4 hours a day): earns half the leave credits of the table (CSC Omnibus Rules on Leave). */
    partTime: boolean('part_time').notNull().default(false),
    appointmentStatusId: integer('appointment_status_id').references(() => appointmentStatuses.id),
    personnelStatusId: integer('personnel_status_id').references(() => personnelStatuses.id),
    dateOriginalAppointment: date('date_original_appointment'),
    dateLastPromotion: date('date_last_promotion'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personnel_department_idx').on(t.departmentId),
    index('personnel_campus_idx').on(t.campusId),
    index('personnel_name_order_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index('personnel_name_trgm').using('gin', sql.raw(`lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name) gin_trgm_ops`)),
  ],
);
