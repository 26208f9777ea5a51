import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, newContext, PHONE, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// What a first visit downloads, on the real build served by the real server: the scripts come compressed
// (brotli, written at build time), hashed files are cached for a year and the page is revalidated, and the
// sign-in page downloads only what it needs (issue 17, "Speed of the client").

/** Sign-in page budget: compressed JavaScript, all scripts of a first visit together. */
const LOGIN_JS_BUDGET = 200 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

type ScriptLoad = { path: string; encodedBytes: number; rawBytes: number; encoding: string | undefined; cacheControl: string | undefined };

describeE2E('speed of the client', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a page in a fresh browser (empty cache) and lists the scripts it downloaded, until the network is quiet. */
  async function scriptsOf(pathname: string, ready: string): Promise<{ scripts: ScriptLoad[]; document: Response }> {
    const context = await newContext(browser);
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const document = await page.goto(pathname, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: ready }).first().waitFor();
    const scripts: ScriptLoad[] = [];
    for (const response of responses.filter((r) => r.request().resourceType() === 'script')) {
      const sizes = await response.request().sizes();
      scripts.push({
        path: new URL(response.url()).pathname,
        encodedBytes: sizes.responseBodySize,
        rawBytes: (await response.body()).length,
        encoding: response.headers()['content-encoding'],
        cacheControl: response.headers()['cache-control'],
      });
    }
    await context.close();
    return { scripts, document: document! };
  }

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const report = (pathname: string, scripts: ScriptLoad[]) => {
    const encoded = scripts.reduce((sum, s) => sum + s.encodedBytes, 0);
    const raw = scripts.reduce((sum, s) => sum + s.rawBytes, 0);
    console.log(`[client-speed] ${pathname}: ${scripts.length} scripts, ${kib(raw)} of JavaScript, ${kib(encoded)} compressed`);
    return encoded;
  };

  it(`loads the sign-in page with under ${LOGIN_JS_BUDGET / 1024} KiB of compressed JavaScript, every script brotli and immutable`, async () => {
    const { scripts, document } = await scriptsOf('/login', 'Sign in');
    expect(document.headers()['cache-control']).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(script.path, script.path).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
      expect(script.cacheControl, script.path).toBe(IMMUTABLE);
      // Files too small to gain from compression have no compressed copy and come as they are.
      if (script.rawBytes > 1024) expect(script.encoding, script.path).toBe('br');
    }
    const encoded = report('/login', scripts);
    expect(encoded).toBeLessThan(LOGIN_JS_BUDGET);
    // The signed-in layout, its notification socket and the pages behind the sign-in are not downloaded.
    expect(scripts.map((s) => s.path).filter((p) => /signed-in-shell|socket|dashboard|floating-ui/.test(p))).toEqual([]);
  });

  it('loads the job board without the pages of the rest of the applicant portal', async () => {
    const { scripts } = await scriptsOf('/jobs', 'Job openings');
    report('/jobs', scripts);
    expect(scripts.every((s) => s.cacheControl === IMMUTABLE)).toBe(true);
    expect(scripts.map((s) => s.path).filter((p) => /signed-in-shell|apply-page|applicant-profile-page|register-page/.test(p))).toEqual([]);
  });

  it('draws the dashboard without the schemas of the pages behind it, and the phone drawer only once it is opened (issue 42 item 19)', async () => {
    const token = await signInThroughApi(ACCOUNTS.staff);
    const context = await signedInContext(browser, token, PHONE);
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByTestId('who-you-are').waitFor();
    const bodies = await Promise.all(scripts.map(async (s) => ({ path: new URL(s.url()).pathname, text: (await s.body()).toString('utf8') })));
    console.log(`[client-speed] /dashboard (${ACCOUNTS.staff}, phone): ${bodies.length} scripts`);
    expect(bodies.length).toBeGreaterThan(3);
    // The application's status words come without the recruitment forms' schemas; the sidebar's document-tracking
    // entries without document tracking's (built when a script loads, they were most of the dashboard's script time).
    const schemaMessages = ['Say whether the post is a vacant plantilla item or a new position.', 'A tracking number reads like'];
    expect(bodies.filter((b) => schemaMessages.some((m) => b.text.includes(m))).map((b) => b.path)).toEqual([]);
    // On a phone the sidebar is the drawer's: not drawn on the first screen, there once the burger opens it.
    expect(await page.getByRole('navigation', { name: 'Modules' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it("asks for the dashboard's first answers while the main script downloads, and names few scripts for its first screen (issue 42 item 19)", async () => {
    const token = await signInThroughApi(ACCOUNTS.staff);
    const context = await signedInContext(browser, token, PHONE);
    const page = await context.newPage();
    // The main script held back a second and a half, as on a slow phone's network: the answers must not wait for it.
    let mainScriptArrived = 0;
    await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/index-[\w-]{8}\.js$/.test(request.url())) mainScriptArrived = Date.now();
    });
    const asked: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push({ path: pathname, at: Date.now() });
    });
    const document = await page.goto('/dashboard');
    await page.getByTestId('waiting-for-you').waitFor();
    await page.waitForLoadState('networkidle');
    const first = ['/api/users/me', '/api/notifications', '/api/dashboard'].map((path) => asked.find((a) => a.path === path));
    expect(first.every(Boolean), JSON.stringify(asked)).toBe(true);
    for (const answer of first) expect(answer!.at, answer!.path).toBeLessThan(mainScriptArrived);
    // Taken by the page, not asked again (the bell's list is asked again once the live socket connects).
    expect(asked.filter((a) => a.path === '/api/users/me')).toHaveLength(1);
    expect(asked.filter((a) => a.path === '/api/dashboard')).toHaveLength(1);
    // The page's HTML names the layout's and the dashboard's files (route-chunks.ts), not some fifty, and not the
    // popovers' (the bell's and the user menu's come at their first use).
    const html = await document!.text();
    const named = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    console.log(`[client-speed] /dashboard names ${named.length} scripts: ${named.join(' ')}`);
    expect(named.some((file) => /\/signed-in-shell-/.test(file))).toBe(true);
    expect(named.some((file) => /\/dashboard-[\w-]{8}\.js$/.test(file))).toBe(true);
    expect(named.length).toBeLessThanOrEqual(14);
    expect(named.filter((file) => /floating-ui|Popover|Menu-|socket/.test(file))).toEqual([]);
    await context.close();
  });

  it('opens the bell and the user menu at the first click, their scripts loaded then', async () => {
    const token = await signInThroughApi(ACCOUNTS.staff);
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    // Their scripts held back: the click comes before they are there, and the popup opens once they arrive.
    await page.route(/\/assets\/(notification-bell|user-menu)-[\w-]{8}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/dashboard');
    await page.getByTestId('waiting-for-you').waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByTestId('notification-dropdown').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await context.close();
  });

  it('answers a second visit from the cache: no script is downloaded again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in' }).first().waitFor();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in' }).first().waitFor();
    // Every script of the sign-in page came from the memory or disk cache: no request reached the server.
    const timings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, transferSize: entry.transferSize })),
    );
    expect(timings.length).toBeGreaterThan(1);
    expect(timings.filter((t) => t.transferSize > 0)).toEqual([]);
    await context.close();
  });
});
