import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, settle } from './support/browser';
import { BASE_URL, describeE2E } from './support/env';

// A campus intranet: the server answers on its own name over plain HTTP, with no TLS anywhere (e2e/run.mjs leaves
// PUBLIC_URL at http://localhost:<port>). Only localhost is a "potentially trustworthy" origin to a browser, so the
// page is opened under another name, resolved to this machine by Chromium itself. A policy that says
// `upgrade-insecure-requests` makes Chromium ask for every script and stylesheet over https, which nothing serves
// here: the page stays blank.

const HOST = 'hris.campus.example';

describeE2E('a campus intranet over plain HTTP', () => {
  let browser: Browser;
  const port = new URL(BASE_URL || 'http://localhost').port;
  const site = `http://${HOST}:${port}`;
  beforeAll(async () => {
    browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`draws the sign-in page at ${HOST}, every script and stylesheet fetched over http`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-PH', timezoneId: 'Asia/Manila' });
    const page = await context.newPage();
    const failed: string[] = [];
    const assets: { url: string; status: number; type: string }[] = [];
    const refused: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ url: response.url(), status: response.status(), type });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Mixed Content|ERR_/i.test(message.text())) refused.push(message.text());
    });

    const answer = await page.goto(`${site}/login`);
    await settle(page);
    await screenshot(page, 'intranet-sign-in');

    expect(new URL(page.url()).origin).toBe(site);
    expect(await page.locator('input[name="email"]').isVisible()).toBe(true);
    expect(await page.locator('input[name="password"]').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    // The product's stylesheets were read (their rules are in the document), not only requested.
    const rules = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .filter((sheet) => sheet.href?.startsWith(location.origin))
        .reduce((n, sheet) => n + sheet.cssRules.length, 0),
    );
    expect(rules).toBeGreaterThan(0);
    // …and applied: the page's own font, not the browser's default serif.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);

    expect(assets.some((a) => a.type === 'script')).toBe(true);
    expect(assets.some((a) => a.type === 'stylesheet')).toBe(true);
    for (const a of assets) {
      expect(a.url.startsWith(`${site}/`), a.url).toBe(true);
      expect(a.status, a.url).toBe(200);
    }
    expect(failed).toEqual([]);
    expect(refused).toEqual([]);
    // Nothing tells the browser to use https from now on, which would close this site to it.
    expect(answer?.headers()['strict-transport-security']).toBeUndefined();
    expect(answer?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await context.close();
  });
});
