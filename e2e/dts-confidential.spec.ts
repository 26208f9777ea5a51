import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, newContext, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { dialog, pick, waitForToast } from './support/ui';

// Issue 37, item 5, as its users go through it: the head of the College of Arts and Sciences files a confidential
// letter addressed to Jose Reyes of the HR office and forwards it there. Maria Santos, of the same HR office (and a DTS
// administrator), sees in the office's Incoming only its tracking number and status, and on its page why; the
// addressee reads it in full, receives it and, holding it, names Maria Santos, who then reads it too; a visitor with the
// tracking number sees its status and not where it is.

describeE2E('confidential documents', () => {
  let browser: Browser;
  let headToken: string;
  let memberToken: string;
  let addresseeToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [headToken, memberToken, addresseeToken] = await Promise.all([
      signInThroughApi(ACCOUNTS.head),
      signInThroughApi(ACCOUNTS.admin),
      signInThroughApi(ACCOUNTS.hr),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a head sends a confidential letter to a named person: the office sees its number and status, the addressee reads it', async () => {
    const title = `Complaint against a laboratory custodian (${Date.now()})`;
    const remarks = 'The complainant asks that her name be kept';

    // The head files it, confidential, addressed to Jose Reyes of the HR office.
    const head = await (await signedInContext(browser, headToken)).newPage();
    await head.goto('/dts/add-document');
    await head.getByRole('heading', { name: 'Add document' }).waitFor();
    await head.getByRole('textbox', { name: 'Title' }).fill(title);
    await head.getByRole('combobox', { name: 'Document type' }).click();
    await head.getByRole('option', { name: 'Letter' }).click();
    await head.getByRole('switch', { name: 'Confidential' }).check({ force: true });
    // The picker's input (its list box is labelled by the same label).
    await pick(head, head.locator('input').and(head.getByLabel('Addressed to', { exact: true })), 'Reyes', /Jose Reyes/);
    await head.keyboard.press('Escape');
    await head.getByLabel('Remarks').fill(remarks);
    await settle(head);
    await screenshot(head, 'dts-confidential-add');
    await head.getByRole('button', { name: 'File the document' }).click();
    await head.waitForURL(/\/dts\/documents\/\d+$/);
    const id = Number(head.url().split('/').pop());
    const trackingNumber = (
      await head
        .getByText(/^\d{4}-CAS-\d{6}$/)
        .first()
        .innerText()
    ).trim();
    await head.getByText('Jose Reyes').first().waitFor();
    await head.getByRole('button', { name: 'Forward' }).click();
    const forward = dialog(head, `Forward ${trackingNumber}`);
    await pick(head, forward.getByRole('combobox', { name: 'Forward to' }), 'Human', /Human Resource Management Office/);
    await forward.getByRole('button', { name: 'Forward' }).click();
    await waitForToast(head, 'The document has been forwarded to HRMO.');

    // A member of the HR office sees it arrive by its number; the title reads "Confidential document".
    const member = await (await signedInContext(browser, memberToken)).newPage();
    await member.goto('/dts/incoming');
    const row = member.getByRole('row').filter({ hasText: trackingNumber });
    await row.waitFor();
    await row.getByText('Confidential document').waitFor();
    expect(await member.getByText(title).count()).toBe(0);
    await settle(member);
    await screenshot(member, 'dts-confidential-member-list');
    await member.goto(`/dts/documents/${id}`);
    await member.getByTestId('withheld-notice').waitFor();
    await member.getByText('Confidential: only its addressees and holder can read it').waitFor();
    expect(await member.getByText(title).count()).toBe(0);
    expect(await member.getByText(remarks).count()).toBe(0);
    await settle(member);
    await screenshot(member, 'dts-confidential-member-page');

    // The addressee reads it in full: title, remarks, and who it is for.
    const addressee = await (await signedInContext(browser, addresseeToken)).newPage();
    await addressee.goto(`/dts/documents/${id}`);
    await addressee.getByRole('heading', { name: title }).waitFor();
    await addressee.getByText(remarks).first().waitFor();
    expect(await addressee.getByTestId('withheld-notice').count()).toBe(0);
    await settle(addressee);
    await screenshot(addressee, 'dts-confidential-addressee-page');

    // The addressee, of the HR office, receives it and, holding it, names Maria Santos to read it too.
    await addressee.getByRole('button', { name: 'Receive' }).click();
    await waitForToast(addressee, 'The document has been received.');
    await addressee.getByRole('button', { name: 'Who else may read it' }).click();
    const naming = dialog(addressee, `Who else may read ${trackingNumber}`);
    await pick(addressee, naming.getByRole('combobox', { name: 'Person' }), 'Santos', /Maria Santos/);
    await settle(addressee);
    await screenshot(addressee, 'dts-confidential-name-reader');
    await naming.getByRole('button', { name: 'Let them read it' }).click();
    await waitForToast(addressee, 'Maria Santos may now read this document.');
    await member.reload();
    await member.getByRole('heading', { name: title }).waitFor();
    await member.getByText('Maria Santos').first().waitFor();
    await settle(member);
    await screenshot(member, 'dts-confidential-named-reader-page');

    // The public tracking page: its status, not where it is.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`/dts/track/${trackingNumber}`);
    await visitor.getByText('Confidential: ask the office you filed it with').waitFor();
    await visitor.getByText('Received', { exact: true }).first().waitFor();
    expect(await visitor.getByText('Human Resource Management Office').count()).toBe(0);
    await settle(visitor);
    await screenshot(visitor, 'dts-confidential-track');
    const tracked = (await (await fetch(`${BASE_URL}/api/dts/track/${trackingNumber}`)).json()) as { document: Record<string, unknown> };
    expect(tracked.document).toEqual({ tracking_number: trackingNumber, status: 'received', current_office: null });

    await visitor.context().close();
    await addressee.context().close();
    await member.context().close();
    await head.context().close();
  });
});
