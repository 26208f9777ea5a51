import type { Locator, Page } from 'playwright-core';

/**
 * Types into a remote-search picker (or a select) and chooses the option whose name matches;
 * pickers search from the 3rd character, about 100 ms after the last key.
 */
export async function pick(page: Page, input: Locator, typed: string, option: string | RegExp): Promise<void> {
  await input.click();
  await input.fill('');
  await input.pressSequentially(typed, { delay: 20 });
  const choice = page.getByRole('option', { name: option }).first();
  await choice.waitFor();
  await choice.click();
}

/** Opens the "…" menu of a table row or card and chooses an action. */
export async function rowAction(page: Page, subject: string, action: string): Promise<void> {
  await page
    .getByRole('button', { name: `Actions for ${subject}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The open modal or drawer whose title is `title`. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Waits for a green toast with this text. */
export async function waitForToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

/** Chooses an option of a Mantine Select (not searchable) by its label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await chooseIn(page, page.getByRole('combobox', { name: label, exact: true }), option);
}

/**
 * Opens a Select and clicks the option. A dropdown can close under the click when the page
 * re-renders while it opens (its options arriving, a query refetching on focus), so a click
 * that does not land is tried again from a closed dropdown, up to three times.
 */
export async function chooseIn(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await combobox.click();
    const choice = page.getByRole('option', { name: option }).first();
    try {
      await choice.waitFor({ timeout: 10_000 });
      await choice.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
