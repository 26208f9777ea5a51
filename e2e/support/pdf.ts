import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { ARTIFACTS_DIR } from './browser';
import { BASE_URL } from './env';

/** Saves an API PDF under e2e/artifacts and its first page as a PNG (`<name>-page1.png`) to look at. */
export async function savePdf(apiPath: string, token: string, name: string): Promise<Buffer> {
  const answer = await fetch(`${BASE_URL}${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/pdf');
  const bytes = Buffer.from(await answer.arrayBuffer());
  const file = path.join(ARTIFACTS_DIR, `${name}.pdf`);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(file, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(ARTIFACTS_DIR, `${name}-page1`)]);
  return bytes;
}

/** The text of a saved PDF (pdftotext), to check what it prints. */
export function pdfTextOf(name: string): string {
  return execFileSync('pdftotext', ['-layout', path.join(ARTIFACTS_DIR, `${name}.pdf`), '-']).toString();
}
