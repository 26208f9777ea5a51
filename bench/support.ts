import fs from 'node:fs';
import path from 'node:path';

export type BenchPorts = { bare: number; app: number; dataDir: string };

/** Signs staff@hris.test in through both steps, reading the code from the bench server's outbox. */
export async function signInForBench(base: string, dataDir: string, email = 'staff@hris.test'): Promise<string> {
  const login = await fetch(`${base}/api/authenticate/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo#2026' }) });
  const { user_id } = (await login.json()) as { user_id: number };
  const outbox = path.join(dataDir, 'outbox');
  const file = fs.readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`)).sort().at(-1)!;
  const code = fs.readFileSync(path.join(outbox, file), 'utf8').match(/verification code is: (\d{6})/)![1];
  const verify = await fetch(`${base}/api/authenticate/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, id: user_id }) });
  return ((await verify.json()) as { token: string }).token;
}
