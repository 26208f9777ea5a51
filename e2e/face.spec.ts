import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { TAttendanceLogList, TDtrAnswer, TMeResponse } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { newContext, screenshot, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { writeFaceVideo } from './support/face-video';
import { chooseIn, pick, waitForToast } from './support/ui';

// Face attendance (issues 24 and 37) through the real library, in Chromium and on the server: the camera is Chromium's
// fake device playing a video of a real photograph from the library's package (e2e/support/face-video.ts), whose head
// tilts one way and the other. admin@ enrols staff@'s face on /edats/face/register (three captures, the written
// consent; the server computes the descriptors) and makes a kiosk key for staff@'s campus; a tablet with no session
// opens the kiosk's setup link (/edats/face/recognize#key=…), sees the head turn and sends two frames; the server reads
// them (one face, real, live, moved), recognizes staff@ and records a punch with the source "face", which appears in
// staff@'s DTR. Revoked, the key sends the kiosk back to asking for one.

describeE2E('face attendance', () => {
  let browser: Browser;
  let adminToken: string;
  let staffToken: string;
  let staff: NonNullable<TMeResponse['user']['personnel']>;
  let kioskKey = '';
  beforeAll(async () => {
    const video = await writeFaceVideo();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
        // WebGL for the face models without a GPU: ANGLE on SwiftShader.
        '--use-gl=angle',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    });
    [adminToken, staffToken] = await Promise.all([signInThroughApi(ACCOUNTS.admin), signInThroughApi(ACCOUNTS.staff)]);
    staff = (await getJson<TMeResponse>('/api/users/me', staffToken)).user.personnel!;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('admin@ enrols staff@ from the camera with the written consent', async () => {
    const context = await signedInContext(browser, adminToken);
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'face-register-failure')));
    await page.goto('/edats/face/register');
    const capture = page.getByRole('button', { name: 'Capture', exact: true });
    await expect.poll(() => capture.isEnabled(), { timeout: 90_000 }).toBe(true);
    // Enrolling without captures or consent: the form says what is missing.
    await page.getByRole('button', { name: 'Enrol' }).click();
    await page.getByText('Choose the employee.').first().waitFor();
    const surname = staff.fullname.split(' ').at(-1)!;
    await pick(page, page.getByRole('combobox', { name: /^Employee/ }), surname, new RegExp(surname));
    for (let i = 1; i <= 3; i++) {
      await capture.click();
      await page.getByText(`${i} of 3+ captures`).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(700); // the head turns a little between captures
    }
    await page.getByRole('button', { name: 'Enrol' }).click();
    await page.getByText("The employee's written consent is required.").first().waitFor();
    await page.getByRole('checkbox', { name: /The employee agrees in writing/ }).check();
    await page.getByRole('button', { name: 'Enrol' }).click();
    await waitForToast(page, /face has been enrolled/);
    const row = page.getByRole('row', { name: new RegExp(staff.fullname.split(' ').at(-1)!) });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    await screenshot(page, 'face-register');
    await context.close();
  }, 240_000);

  it("admin@ makes a kiosk key for staff@'s campus: shown once, with its setup link", async () => {
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'face-kiosk-key-failure')));
    await page.goto('/edats/face/register');
    await page.getByRole('textbox', { name: /^Kiosk name/ }).fill('Front door (e2e)');
    await chooseIn(page, page.getByRole('combobox', { name: /^Campus/ }), new RegExp(staff.campus.name));
    await page.getByRole('button', { name: 'Make a kiosk key' }).click();
    const dialog = page.getByRole('dialog');
    kioskKey = ((await dialog.getByTestId('kiosk-key').textContent()) ?? '').trim();
    expect(kioskKey).toMatch(/^kiosk_/);
    await dialog.getByRole('button', { name: 'Copy the setup link' }).waitFor();
    await screenshot(page, 'face-kiosk-key');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('row', { name: /Front door \(e2e\)/ }).waitFor();
    await context.close();
  }, 120_000);

  it('the kiosk, with no session, recognizes staff@ turning the head; the punch, source face, is in the DTR', async () => {
    const context = await newContext(browser, { width: 1024, height: 768 });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'face-kiosk-failure')));
    await page.goto(`/edats/face/recognize#key=${encodeURIComponent(kioskKey)}`);
    await page.getByText(`Front door (e2e) · ${staff.campus.name}`).waitFor({ timeout: 60_000 });
    // The key left the address at once (kept on the tablet, in no history).
    expect(page.url()).not.toContain('#key=');
    expect(await page.evaluate(() => window.localStorage.getItem('hris.token'))).toBeNull();
    // The server may first answer "Blink or turn your head…" (two frames the browser sent from one tilt): the kiosk tries again.
    const result = page.getByTestId('kiosk-result').filter({ hasText: /recorded|Not recognized/ });
    // Once in CI (session 30's rehearsal, a loaded machine) no punch came in 150 s while the kiosk asked "Blink or turn
    // your head a little." throughout: the picture did not move, as when Chromium's fake camera stalls on one frame of
    // its loop, and a still picture is what the kiosk must refuse. A reload opens the camera again (the key stays on
    // the tablet); what the kiosk said meanwhile is printed, to tell a stalled camera from a kiosk that never sends.
    try {
      await result.waitFor({ timeout: 75_000 });
    } catch {
      const shown = await page.getByTestId('kiosk-result').allTextContents();
      console.warn(`[face.spec] no punch in 75 s; the kiosk showed ${JSON.stringify(shown)}; reloading the kiosk once`);
      await page.reload();
      await page.getByText(`Front door (e2e) · ${staff.campus.name}`).waitFor({ timeout: 60_000 });
      await result.waitFor({ timeout: 75_000 });
    }
    const said = (await result.textContent()) ?? '';
    await screenshot(page, 'face-kiosk', { fullPage: false });
    expect(said).toMatch(new RegExp(`^Good (morning|afternoon|evening), ${staff.fullname} — \\d{1,2}:\\d{2} [AP]M, time (in|out) recorded\\.$`));

    // The punch: in the attendance logs with the source face, and in the DTR of today.
    const logs = await getJson<TAttendanceLogList>(`/api/attendance/logs?personnel_id=${staff.id}&source=face`, adminToken);
    expect(logs.logs.length).toBe(1);
    const punch = logs.logs[0]!;
    const dtr = await getJson<TDtrAnswer>(`/api/dtr/${staff.id}?month=${punch.local_date.slice(0, 7)}`, staffToken);
    const day = dtr.dtr.days.find((d) => d.date === punch.local_date)!;
    expect([day.am_in, day.am_out, day.pm_in, day.pm_out]).toContain(punch.local_time);

    // Revoked on the enrolment page, the key no longer works: the kiosk asks for one again.
    const admin = await signedInContext(browser, adminToken);
    const adminPage = await admin.newPage();
    await adminPage.goto('/edats/face/register');
    await adminPage.getByRole('button', { name: 'Revoke the kiosk Front door (e2e)' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await waitForToast(adminPage, /has been revoked/);
    await admin.close();
    await page.reload();
    await page.getByText(/kiosk key is not valid/).waitFor({ timeout: 30_000 });
    await page.getByLabel('Kiosk key').waitFor();
    await screenshot(page, 'face-kiosk-ask');
    await context.close();
  }, 240_000);

  it('admin@ withdraws the consent: the face data is deleted', async () => {
    const context = await signedInContext(browser, adminToken);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'face-withdraw-failure')));
    await page.goto('/edats/face/register');
    await page.getByRole('button', { name: new RegExp(`Withdraw .*${staff.fullname.split(' ').at(-1)!}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw and delete' }).click();
    await waitForToast(page, /face data has been deleted/);
    await page.getByText('Nobody is enrolled yet').waitFor();
    await context.close();
  }, 120_000);
});
