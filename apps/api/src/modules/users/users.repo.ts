import { eq } from 'drizzle-orm';
import { users, type Database } from '@hris/db';

export type CurrentUserRow = {
  id: number; name: string; email: string; avatar_key: string | null; mobile_no: string | null;
  personnel_id: number | null; first_name: string | null; middle_name: string | null; last_name: string | null; name_extension: string | null;
  personnel_active: boolean | null; campus_id: number | null; campus_name: string | null; campus_acronym: string | null;
  department_id: number | null; department_fullname: string | null; department_acronym: string | null;
  position_id: number | null; position_name: string | null;
  roles: { id: number; name: string }[] | null; views: string[] | null;
};

/** Everything /api/users/me shows, in one round trip. */
export async function findCurrentUser(db: Database, userId: number): Promise<CurrentUserRow | null> {
  const result = await db.$client.query<CurrentUserRow>(
    `SELECT u.id, u.name, u.email, u.avatar_key, u.mobile_no, u.personnel_id,
            p.first_name, p.middle_name, p.last_name, p.name_extension, p.is_active AS personnel_active,
            c.id AS campus_id, c.name AS campus_name, c.acronym AS campus_acronym,
            d.id AS department_id, d.fullname AS department_fullname, d.acronym AS department_acronym,
            pos.id AS position_id, pos.name AS position_name,
            (SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
            (SELECT array_agg(DISTINCT rv.view) FROM user_roles ur JOIN role_views rv ON rv.role_id = ur.role_id WHERE ur.user_id = u.id) AS views
       FROM users u
       LEFT JOIN personnel p ON p.id = u.personnel_id
       LEFT JOIN campuses c ON c.id = p.campus_id
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN positions pos ON pos.id = p.position_id
      WHERE u.id = $1`,
    [userId],
  );
  return result.rows[0] ?? null;
}

export async function updateUser(db: Database, userId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

export async function findUser(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}
