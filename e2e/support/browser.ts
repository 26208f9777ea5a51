import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD } from './env';
import { waitForSignInCode } from './outbox';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** `args` adds Chromium switches, e.g. `--host-resolver-rules` to reach the server under another name than localhost. */
export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...args,
    ],
  });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

/** `bypassCSP` lets a spec inject a tool's script (axe-core) into pages whose policy refuses inline scripts. */
export type ContextOptions = { bypassCSP?: boolean };

export function newContext(browser: Browser, viewport: Viewport = DESKTOP, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: BASE_URL, viewport, locale: 'en-PH', timezoneId: 'Asia/Manila', ...options });
}

/** A context whose pages start signed in with this token (for specs that test something else than sign-in). */
export async function signedInContext(browser: Browser, token: string, viewport: Viewport = DESKTOP, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, options);
  await context.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e.token-set')) {
      window.localStorage.setItem('hris.token', value);
      window.sessionStorage.setItem('e2e.token-set', '1');
    }
  }, token);
  return context;
}

/**
 * Signs in through the sign-in page, reading the code from the outbox; ends on the landing page (SPEC.md §2: / goes to
 * /memorandum_circular; an applicant's account, which receives no memoranda, to the dashboard).
 */
export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillCredentials(page, email, password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const codeInput = page.locator('input[name="code"]');
  await codeInput.waitFor();
  const code = await waitForSignInCode(email, since);
  await codeInput.fill(` ${code} `); // the client trims the code
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/memorandum_circular' || url.pathname === '/dashboard');
}

export async function fillCredentials(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="email"]').fill(`  ${email} `); // the client trims the e-mail
  await page.locator('input[name="password"]').fill(password);
}

/** Waits until the bell's socket is connected, so live notifications can arrive. */
export async function waitForRealtime(page: Page): Promise<void> {
  await page.locator('[data-realtime="connected"]').waitFor({ timeout: 15_000 });
}

/** Saves e2e/artifacts/<name>.png: the whole page, or only the viewport (e.g. with a drawer open). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Lets transitions and lazy chunks settle before a screenshot. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
}
