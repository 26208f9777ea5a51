import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { canSeeGroup } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { DESKTOP, launchBrowser, newContext, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// axe-core over every page of the web's route table, for each demo account and signed out:
// any critical or serious violation fails the run, listed by rule, impact, element and page.

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core');

/** The fields of a route-table entry this spec reads (apps/web/src/app/route-kit.tsx, AppRoute). */
type RouteEntry = { path: string; group: string; alsoOpenTo?: readonly string[]; layout: 'shell' | 'bare' | 'either'; guestOnly?: boolean };

/**
 * The route table itself (apps/web/src/app/routes.tsx), loaded through vitest's transform so a page
 * added to the product is checked without touching this spec. The path is a variable so that
 * `tsc -p e2e` does not type-check the web's TSX with the e2e settings.
 */
async function routeTable(): Promise<readonly RouteEntry[]> {
  const modulePath = '../apps/web/src/app/routes.tsx';
  const { ROUTES } = (await import(/* @vite-ignore */ modulePath)) as { ROUTES: readonly RouteEntry[] };
  return ROUTES;
}

/**
 * Routes with parameters (/personnels/:id, /account/dtr/:date, …) are skipped: each needs a record
 * of its own, and the pages they show are built from the same shared components (layout, tables,
 * forms) as the list pages checked here. The leave card is reached through /account/leave, which
 * sends the employee on to their own card (a parameter route).
 */
const hasParams = (route: RouteEntry) => route.path.includes(':');

/** While fixing: A11Y_PATHS=/dashboard,/jobs checks only these pages. */
const only = process.env.A11Y_PATHS?.split(',');
const chosen = (path: string) => !only || only.includes(path);

type Violation = { page: string; rule: string; impact: string; target: string; help: string; html?: string };

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] };

/** Waits for the page's content: the app has rendered, a main landmark holds something, no loader or skeleton is left. */
async function waitForMainContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main') ?? document.getElementById('root');
      if (!main || main.childElementCount === 0) return false;
      return !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]');
    },
    undefined,
    { timeout: 10_000, polling: 100 },
  );
}

async function audit(page: Page, path: string): Promise<Violation[]> {
  await page.goto(path);
  try {
    await waitForMainContent(page);
  } catch {
    return [{ page: path, rule: 'page-load', impact: 'serious', target: 'main', help: 'the page still showed a loader (or nothing) after 10 s' }];
  }
  // The issue asks every page for a main landmark (axe reports its absence only as moderate).
  const missingMain: Violation[] = (await page.locator('main, [role="main"]').count())
    ? []
    : [{ page: path, rule: 'landmark-one-main', impact: 'serious', target: 'body', help: 'the page has no main landmark' }];
  if ((await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe)) === 'undefined') await page.addScriptTag({ path: AXE_SOURCE });
  // The only exclusion: the 404 and maintenance pages' big "404"/"503" is decoration (aria-hidden, its meaning is the
  // heading below it); WCAG 1.4.3 exempts pure decoration from contrast, but axe still measures aria-hidden text.
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe.run({ exclude: [['[data-decorative]']] }),
  );
  const landedOn = new URL(page.url()).pathname;
  const where = landedOn === path ? path : `${path} (→ ${landedOn})`;
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node): Violation => ({
        page: where,
        rule: violation.id,
        impact: violation.impact ?? '',
        target: JSON.stringify(node.target),
        help: violation.help,
        html: `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '),
      })),
    )
    .concat(missingMain);
}

function report(violations: Violation[]): string {
  return violations.map((v) => `${v.impact} ${v.rule} on ${v.page}: ${v.target} — ${v.help}${v.html ? `\n    ${v.html}` : ''}`).join('\n');
}

async function auditAll(page: Page, paths: readonly string[]): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const path of paths) {
    const started = Date.now();
    found.push(...(await audit(page, path)));
    // A11Y_VERBOSE=1 prints how long each page took (goto, content, axe).
    if (process.env.A11Y_VERBOSE) console.log(`[a11y] ${path} ${Date.now() - started} ms`);
  }
  return found;
}

describeE2E('accessibility (axe-core) over the route table', () => {
  let browser: Browser;
  let routes: readonly RouteEntry[];
  beforeAll(async () => {
    browser = await launchBrowser();
    routes = await routeTable();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds no critical or serious violation on the public pages, signed out', { timeout: 120_000 }, async () => {
    const paths = routes.filter((route) => (route.layout === 'bare' || route.layout === 'either') && !hasParams(route)).map((route) => route.path);
    // The 404 keeps the shell when signed in (checked with each account's pages) and is bare signed out.
    expect(paths).toEqual(expect.arrayContaining(['/login', '/jobs']));
    const picked = paths.filter(chosen);
    const context = await newContext(browser, DESKTOP, { bypassCSP: true });
    const page = await context.newPage();
    const violations = await auditAll(page, picked);
    await context.close();
    expect(violations, report(violations)).toEqual([]);
  });

  /**
   * To keep the run within a few minutes, a page is checked once, as the first of these accounts that may
   * open it (they see the same page, with the same components); the dashboard and account pages, whose
   * shell (sidebar entries, top bar, user menu) differs per account, are checked as every account.
   * A11Y_EVERY_ACCOUNT=1 checks every page as every account that may open it.
   */
  const checked = new Set<string>();
  const PER_ACCOUNT = ['/dashboard', '/profile/account/settings'];
  /** An account's pages are checked in CHUNKS tests, so that a failure lists what it found without a timeout hiding it. */
  const CHUNKS = 3;
  const accountPages = new Map<string, Promise<{ token: string; paths: string[] }>>();
  const pagesOf = (account: keyof typeof ACCOUNTS) => {
    let found = accountPages.get(account);
    if (!found) {
      found = (async () => {
        const token = await signInThroughApi(ACCOUNTS[account]);
        const me = await getJson<{ user: { allowed_views: string[] } }>('/api/users/me', token);
        const opened = routes
          .filter((route) => (route.layout === 'shell' || route.layout === 'either') && !hasParams(route))
          .filter((route) => [route.group, ...(route.alsoOpenTo ?? [])].some((group) => canSeeGroup(group, me.user.allowed_views)))
          .map((route) => route.path);
        expect(opened).toContain('/dashboard');
        const paths = opened.filter(chosen).filter((path) => process.env.A11Y_EVERY_ACCOUNT || PER_ACCOUNT.includes(path) || !checked.has(path));
        paths.forEach((path) => checked.add(path));
        return { token, paths };
      })();
      accountPages.set(account, found);
    }
    return found;
  };

  for (const account of ['staff', 'head', 'hr', 'admin', 'applicant'] as const) {
    for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
      it(`finds no critical or serious violation on the pages ${account} may open (part ${chunk + 1} of ${CHUNKS})`, { timeout: 240_000 }, async () => {
        const { token, paths } = await pagesOf(account);
        const size = Math.ceil(paths.length / CHUNKS);
        const part = paths.slice(chunk * size, (chunk + 1) * size);
        if (part.length === 0) return;
        const context = await signedInContext(browser, token, DESKTOP, { bypassCSP: true });
        const page = await context.newPage();
        const violations = await auditAll(page, part);
        await context.close();
        expect(violations, report(violations)).toEqual([]);
      });
    }
  }
});
