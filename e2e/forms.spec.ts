import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog } from './support/ui';

// The one form mechanism (issue 39: lib/use-contract-form on @mantine/form) as a user meets it: the contract's
// messages in the users' words under the fields, each gone as soon as its field is corrected while the cursor stays
// where it is typed, and the server's refusal (422) under the field it names.

describeE2E('the one way a form behaves', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInThroughApi(ACCOUNTS.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('clears a message as its field is corrected, keeps the cursor in the field, and shows a 422 under its field', async () => {
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    await page.goto('/settings/admin/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const form = dialog(page, 'New user');
    const name = form.getByLabel(/^Name/);
    const email = form.getByLabel(/^E-mail address/);
    await form.getByRole('button', { name: 'Create and send invitation' }).click();

    // Refused before anything is sent: both messages, in the users' words (never zod's own "Invalid input").
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('The name field is required.').waitFor();
    expect(await form.getByText(/Invalid input/).count()).toBe(0);

    // Typed key by key: every key lands in the field (no jump to the first refused input), its message goes, the other stays.
    await name.click();
    await page.keyboard.type('Rosa Villanueva', { delay: 20 });
    expect(await name.inputValue()).toBe('Rosa Villanueva');
    await expect.poll(() => name.getAttribute('aria-invalid')).not.toBe('true');
    expect(await form.getByText('The name field is required.').count()).toBe(0);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    // An address already taken is the server's to refuse: its message goes under the e-mail field, nothing typed is lost.
    await email.click();
    await page.keyboard.type(ACCOUNTS.hr, { delay: 10 });
    await expect.poll(() => email.getAttribute('aria-invalid')).not.toBe('true');
    await form.getByRole('button', { name: 'Create and send invitation' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const refusal = await form.locator('.mantine-InputWrapper-error').allTextContents();
    expect(refusal.join(' ')).toMatch(/taken|already/i);
    expect(await name.inputValue()).toBe('Rosa Villanueva');
    expect(await email.inputValue()).toBe(ACCOUNTS.hr);
    await context.close();
  });
});
