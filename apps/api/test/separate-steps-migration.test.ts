import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { departmentId } from './support/records';

// Migration 0037 on a database seeded before it: the university-wide leave and request-to-hire chains, as the seed made
// them, named the HR office at two steps. The later step goes to the Office of the President (the head of agency);
// a chain a university changed keeps its own.

let t: TestApp;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const migration = fs.readFileSync(path.resolve(__dirname, '../../../packages/db/migrations/0037_separate_steps.sql'), 'utf8');
const migrate = async () => {
  for (const statement of migration.split('--> statement-breakpoint')) await query(statement);
};
const stepsOf = async (chainId: number) =>
  query(
    `SELECT s.position, s.actor_kind, r.name AS role FROM approval_chain_steps s LEFT JOIN roles r ON r.id = s.role_id WHERE s.chain_id = $1 ORDER BY s.position`,
    [chainId],
  );
const universityChain = async (type: string) =>
  (await query(`SELECT id FROM approval_chains WHERE request_type = $1 AND campus_id IS NULL AND department_id IS NULL`, [type]))[0].id as number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('0037_separate_steps', () => {
  it('gives the seeded leave decision and request-to-hire approval to the head of agency, and leaves changed chains alone', async () => {
    const hrRole = (await query(`SELECT id FROM roles WHERE name = 'HR Office'`))[0].id as number;
    const leave = await universityChain('leave');
    const hire = await universityChain('request_to_hire');
    // As seeded before 0037.
    await query(`UPDATE approval_chain_steps SET role_id = $1 WHERE chain_id = $2 AND position = 3`, [hrRole, leave]);
    await query(`UPDATE approval_chain_steps SET role_id = $1 WHERE chain_id = $2 AND position = 2`, [hrRole, hire]);
    // A college's leave chain with the HR office at both steps: the university's own choice.
    const [college] = await query(
      `INSERT INTO approval_chains (request_type, department_id, name) VALUES ('leave', $1, 'Leave application (university-wide)') RETURNING id`,
      [await departmentId(t, 'CAS')],
    );
    await query(
      `INSERT INTO approval_chain_steps (chain_id, position, actor_kind, role_id, label) VALUES
         ($1, 1, 'department_head', NULL, 'Recommending approval'), ($1, 2, 'role', $2, 'Certification of leave credits'),
         ($1, 3, 'role', $2, 'Approved for (days with pay / without pay)')`,
      [college.id, hrRole],
    );

    await migrate();
    expect(await stepsOf(leave)).toEqual([
      { position: 1, actor_kind: 'department_head', role: null },
      { position: 2, actor_kind: 'role', role: 'HR Office' },
      { position: 3, actor_kind: 'role', role: 'Office of the President' },
    ]);
    expect(await stepsOf(hire)).toEqual([
      { position: 1, actor_kind: 'role', role: 'HR Office' },
      { position: 2, actor_kind: 'role', role: 'Office of the President' },
    ]);
    expect((await stepsOf(college.id)).map((s) => s.role)).toEqual([null, 'HR Office', 'HR Office']);
  });

  it('leaves a university-wide chain the university edited as it is, and runs twice harmlessly', async () => {
    const hrRole = (await query(`SELECT id FROM roles WHERE name = 'HR Office'`))[0].id as number;
    const leave = await universityChain('leave');
    // The university named the HR office again at the decision and renamed the step: its choice stands.
    await query(`UPDATE approval_chain_steps SET role_id = $1, label = 'Approved by the HRMO' WHERE chain_id = $2 AND position = 3`, [hrRole, leave]);
    await migrate();
    await migrate();
    expect((await stepsOf(leave)).map((s) => s.role)).toEqual([null, 'HR Office', 'HR Office']);
    expect((await stepsOf(await universityChain('request_to_hire'))).map((s) => s.role)).toEqual(['HR Office', 'Office of the President']);
  });
});
