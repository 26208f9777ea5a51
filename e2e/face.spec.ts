import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { TAttendanceLogList, TDtrAnswer, TMeResponse } from '@hris/contracts';
import { getJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { writeFaceVideo } from './support/face-video';
import { choose, pick, waitForToast } from './support/ui';

// Face attendance (issue 24) through the real library in Chromium: the camera is Chromium's fake device playing a video
// of a face drawn in the test (e2e/support/face-video.ts), whose head turns left and right. admin@ enrols staff@'s face
// on /edats/face/register (three captures, the written consent); the kiosk (/edats/face/recognize, admin@'s account)
// sees the face turn, recognizes staff@ and records a punch with the source "face", which appears in staff@'s DTR.

describeE2E('face attendance', () => {
  let browser: Browser;
  let adminToken: string;
  let staffToken: string;
  let staff: NonNullable<TMeResponse['user']['personnel']>;
  beforeAll(async () => {
    const drawing = await launchBrowser();
    const video = await writeFaceVideo(drawing);
    await drawing.close();
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
    await page.getByText('The employee field is required.').first().waitFor();
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

  it('the kiosk recognizes staff@ turning the head; the punch, source face, is in the DTR', async () => {
    const context = await signedInContext(browser, adminToken, { width: 1024, height: 768 });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    onTestFailed(async () => void (await screenshot(page, 'face-kiosk-failure')));
    await page.goto('/edats/face/recognize');
    await choose(page, 'Campus', new RegExp(staff.campus.name));
    await page.getByRole('button', { name: 'Start the kiosk' }).click();
    const result = page.getByTestId('kiosk-result');
    await result.waitFor({ timeout: 150_000 });
    const said = (await result.textContent()) ?? '';
    await screenshot(page, 'face-kiosk', { fullPage: false });
    expect(said).toMatch(new RegExp(`^Good (morning|afternoon|evening), ${staff.fullname} — \\d{1,2}:\\d{2} [AP]M, time (in|out) recorded\\.$`));
    await context.close();

    // The punch: in the attendance logs with the source face, and in the DTR of today.
    const logs = await getJson<TAttendanceLogList>(`/api/attendance/logs?personnel_id=${staff.id}&source=face`, adminToken);
    expect(logs.logs.length).toBe(1);
    const punch = logs.logs[0]!;
    const dtr = await getJson<TDtrAnswer>(`/api/dtr/${staff.id}?month=${punch.local_date.slice(0, 7)}`, staffToken);
    const day = dtr.dtr.days.find((d) => d.date === punch.local_date)!;
    expect([day.am_in, day.am_out, day.pm_in, day.pm_out]).toContain(punch.local_time);
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
