import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';

// On a 390 px phone the DTR and the leave card scroll sideways inside their table while the day
// (period) column stays in view, and the pages themselves never scroll sideways.

async function pageOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** Scrolls the table's scroll container to its right end; answers where the first column's cell and the container are then. */
async function scrollTableSideways(page: Page, tableLabel: string) {
  return page.evaluate((label) => {
    const table = document.querySelector(`table[aria-label="${label}"]`);
    if (!table) throw new Error(`no table labelled ${label}`);
    let scroller: HTMLElement | null = table.parentElement;
    const scrolls = (element: HTMLElement) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth;
    while (scroller && !scrolls(scroller)) scroller = scroller.parentElement;
    if (!scroller || scroller === document.documentElement || scroller === document.body) throw new Error('the table does not scroll inside a container');
    const cell = table.querySelector('tbody tr:last-child td');
    if (!(cell instanceof HTMLElement)) throw new Error('the table has no rows');
    const before = cell.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    const box = scroller.getBoundingClientRect();
    const after = cell.getBoundingClientRect();
    return { scrolled: scroller.scrollLeft, before, cellLeft: after.left, cellRight: after.right, boxLeft: box.left, boxRight: box.right };
  }, tableLabel);
}

describeE2E('phone (390 px) tables', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the DTR day column and the leave card period column in view while the tables scroll sideways', async () => {
    const context = await signedInContext(browser, await signInThroughApi(ACCOUNTS.staff), PHONE);
    const page = await context.newPage();

    for (const [path, label, name] of [
      ['/account/dtr', 'Daily time record of', 'phone-dtr'],
      ['/account/leave', 'Leave ledger', 'phone-leave-card'],
    ] as const) {
      await page.goto(path);
      const table = page.locator(label === 'Leave ledger' ? 'table[aria-label="Leave ledger"]' : `table[aria-label^="${label}"]`);
      await table.locator('tbody tr').first().waitFor();
      await settle(page);
      const overflow = await pageOverflow(page);
      expect(overflow.scrollWidth, `${path} scrolls sideways as a page`).toBeLessThanOrEqual(overflow.innerWidth);
      const fullLabel = (await table.getAttribute('aria-label')) ?? '';
      await table.scrollIntoViewIfNeeded();
      const moved = await scrollTableSideways(page, fullLabel);
      await screenshot(page, name, { fullPage: false });
      expect(moved.scrolled, `${path}: the table scrolled`).toBeGreaterThan(100);
      // The first column's cell has not moved with the scroll, and it is on the phone's screen.
      expect(Math.abs(moved.cellLeft - moved.before), `${path}: the first column stayed in view`).toBeLessThanOrEqual(2);
      expect(moved.cellLeft).toBeGreaterThanOrEqual(moved.boxLeft - 1);
      expect(moved.cellRight).toBeLessThanOrEqual(PHONE.width);
      if (label === 'Leave ledger') {
        // The "Balance brought forward" row's first cell, with the table scrolled: its words fit the cell (wrapped, not
        // cut off) and the cell is wholly on the phone's screen.
        const broughtForward = await table.locator('tbody td', { hasText: 'Balance brought forward' }).evaluate((cell) => {
          const box = cell.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          return { scrollWidth: cell.scrollWidth, clientWidth: cell.clientWidth, left: box.left, right: box.right, textLeft: text.left, textRight: text.right };
        });
        expect(broughtForward.scrollWidth, 'the brought-forward cell overflows').toBeLessThanOrEqual(broughtForward.clientWidth);
        expect(broughtForward.left).toBeGreaterThanOrEqual(moved.boxLeft - 1);
        expect(broughtForward.right).toBeLessThanOrEqual(PHONE.width);
        expect(broughtForward.textLeft).toBeGreaterThanOrEqual(broughtForward.left);
        expect(broughtForward.textRight).toBeLessThanOrEqual(broughtForward.right);
      }
    }
    await context.close();
  });

  it('fits the DTR submission page within the phone width', async () => {
    const context = await signedInContext(browser, await signInThroughApi(ACCOUNTS.hr), PHONE);
    const page = await context.newPage();
    await page.goto('/edats/dtr-submission');
    await page.getByRole('region', { name: 'Submissions of the month' }).waitFor();
    await settle(page);
    await screenshot(page, 'phone-dtr-submission');
    const overflow = await pageOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
    await context.close();
  });
});
