import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { dialog, pick, rowAction, waitForToast } from './support/ui';

/** Today as the pages show it ("November 22, 2026"), in Philippine time. */
const todayLabel = () => new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'Asia/Manila' }).format(new Date());

describeE2E('attendance (eDATS)', () => {
  let browser: Browser;
  let hrToken: string;
  let staffToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    staffToken = await signInThroughApi(ACCOUNTS.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('HR adds a device and maps a PIN; the employee clocks in from home and sees the punch', async () => {
    const deviceName = `Admin Building lobby ${Date.now() % 100_000}`;

    // The eDATS admin adds the device…
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/devices');
    await hr.getByRole('heading', { name: 'Biometric devices' }).waitFor();
    await hr.getByRole('button', { name: 'Add device' }).click();
    const form = dialog(hr, 'Add device');
    // A refused save shows each field's message; a corrected field's message goes at once, the others stay.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The name field is required.').waitFor();
    await form.getByText('The serial number field is required.').waitFor();
    await form.getByLabel(/^Name/).fill(deviceName);
    await form.getByText('The name field is required.').waitFor({ state: 'detached' });
    expect(await form.getByText('The serial number field is required.').isVisible()).toBe(true);
    await form.getByLabel(/^Serial number/).fill(`CQZ${Date.now()}`);
    await form.getByLabel(/^Location/).fill('Ground floor, beside the HR office');
    await form.getByRole('button', { name: 'Save' }).click();
    await waitForToast(hr, 'The biometric device has been saved.');
    await hr.getByRole('cell', { name: deviceName }).first().waitFor();

    // …and maps the employee's enrolment PIN on it.
    await rowAction(hr, deviceName, 'Users');
    const drawer = dialog(hr, `Users of ${deviceName}`);
    await drawer.getByLabel(/^PIN/).fill('101');
    await pick(hr, drawer.getByLabel(/^Personnel/), 'Bautista', /Bautista/);
    await drawer.getByRole('button', { name: 'Add user' }).click();
    await waitForToast(hr, 'The device user has been mapped.');
    const mapped = drawer.getByRole('list', { name: 'Device users' }).getByRole('listitem');
    await mapped
      .filter({ hasText: '101' })
      .filter({ hasText: /Bautista/ })
      .waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-device-users', { fullPage: false });
    await hr.keyboard.press('Escape');
    await hr.getByRole('row').filter({ hasText: deviceName }).getByText('1', { exact: true }).waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-devices');

    // The employee clocks in from home, with the browser's location.
    const staffContext = await signedInContext(browser, staffToken);
    await staffContext.grantPermissions(['geolocation']);
    await staffContext.setGeolocation({ latitude: 10.7202, longitude: 122.5621 });
    const staff = await staffContext.newPage();
    await staff.goto('/account/loginLogout');
    await staff.getByRole('heading', { name: 'WF Home Attendance' }).waitFor();
    await staff.getByRole('button', { name: 'Clock in / out' }).click();
    await waitForToast(staff, 'Your time log has been recorded.');
    await staff.getByText('Time log recorded').waitFor();
    const todays = staff.getByRole('list', { name: "Today's time logs" }).getByRole('listitem');
    await todays.filter({ hasText: '10.720200, 122.562100' }).waitFor();
    await settle(staff);
    await screenshot(staff, 'attendance-wfh');

    // The punch is in the month's daily time log.
    await staff.goto('/account/actualTimeLogs');
    await staff.getByRole('heading', { name: 'Daily Time Log' }).waitFor();
    const today = staff.getByRole('list', { name: 'Time logs by day' }).getByRole('listitem').filter({ hasText: todayLabel() });
    await today.getByText('Work from home').waitFor();
    await settle(staff);
    await screenshot(staff, 'attendance-daily-time-log');

    // HR sees it among the received punches; /androidLogs lists what the mobile app sent.
    await hr.goto('/edats/logs');
    await hr.getByRole('heading', { name: 'Attendance logs' }).waitFor();
    await hr
      .getByRole('row')
      .filter({ hasText: /Bautista/ })
      .filter({ hasText: 'Work from home' })
      .first()
      .waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-logs');
    await hr.goto('/androidLogs');
    await hr.getByRole('heading', { name: 'Mobile app logs' }).waitFor();
    await expect(hr.getByPlaceholder('Every source').inputValue()).resolves.toBe('Mobile app');
    await settle(hr);
    await screenshot(hr, 'attendance-android-logs');
  });
});
