import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in the e2e suite: accessibility.spec.ts scans the route table with it, and the specs that reach pages
// it cannot open on its own (an assessed application, a document request) scan them where they get there.

// Evaluated through the browser's protocol (page.evaluate), which the pages' Content Security Policy does not govern:
// the specs keep the policy on, as users have it.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

export type Violation = { page: string; rule: string; impact: string; target: string; help: string; html?: string };

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] };

/** axe over the page as it is now (a dialog open, say): its critical and serious violations, named by `path`. */
export async function scanOpenPage(page: Page, path: string): Promise<Violation[]> {
  if ((await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe)) === 'undefined') await page.evaluate(AXE_SOURCE);
  // The only exclusion: the 404 and maintenance pages' big "404"/"503" is decoration (aria-hidden, its meaning is the
  // heading below it); WCAG 1.4.3 exempts pure decoration from contrast, but axe still measures aria-hidden text.
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe.run(
      { exclude: [['[data-decorative]']] },
      // Experimental in axe 4, so off unless asked for; issue 42 item 20 found icon buttons whose names differ from their words.
      { rules: { 'label-content-name-mismatch': { enabled: true } } },
    ),
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
    );
}

/**
 * The rules issue 42 item 20's walk found broken, moderate and minor ones included (scanOpenPage fails on critical and
 * serious ones only): specs run them over the states they reach (a computed run, a filtered plantilla, a drawer).
 */
export const WALK_RULES = ['label-content-name-mismatch', 'color-contrast', 'empty-table-header', 'landmark-no-duplicate-banner', 'landmark-unique'];

/** axe's findings of `rules` (whatever their impact) on the page as it is now, one line each: `rule: element`. */
export async function findingsOf(page: Page, rules: readonly string[] = WALK_RULES): Promise<string[]> {
  if ((await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe)) === 'undefined') await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'rule', values },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
    [...rules],
  );
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ')));
}

export function report(violations: Violation[]): string {
  return violations.map((v) => `${v.impact} ${v.rule} on ${v.page}: ${v.target} — ${v.help}${v.html ? `\n    ${v.html}` : ''}`).join('\n');
}

/** Fails with axe's critical and serious violations of the page as it is now, named by its route-table path. */
export async function expectNoSeriousViolations(page: Page, routePath: string): Promise<void> {
  const found = await scanOpenPage(page, new URL(page.url()).pathname);
  if (found.length > 0) throw new Error(`${found.length} critical or serious accessibility violations on ${routePath}:\n${report(found)}`);
}
