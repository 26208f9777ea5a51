import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, PHONE, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, describeE2E } from './support/env';
import { pick, waitForToast } from './support/ui';

/** A calendar day some days before today, in Philippine time (YYYY-MM-DD). */
const daysAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

describeE2E('eDATS admin: device files, time logs added by hand, settings', () => {
  let browser: Browser;
  let hrToken: string;
  let datFile: string;
  const deviceName = `Registrar lobby ${Date.now() % 100_000}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
    // A device with the employee's PIN on it, set up through the API (the devices page has its own spec).
    const { device } = await postJson<{ device: { id: number } }>(
      '/api/attendance/devices',
      { name: deviceName, serial_number: `RGL${Date.now()}`, campus_id: 1 },
      hrToken,
    );
    const { personnel } = await getJson<{ personnel: { id: number }[] }>('/api/personnels/fullname?term=Bautista', hrToken);
    await postJson(`/api/attendance/devices/${device.id}/users`, { device_user_id: '501', personnel_id: personnel[0]!.id }, hrToken);
    // What the device wrote to the USB drive: two good punches, a PIN nobody has, a torn line.
    const day = daysAgo(3);
    datFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-attlog-')), '1_attlog.dat');
    fs.writeFileSync(
      datFile,
      [`      501\t${day} 07:52:10\t1\t0\t1\t0`, `      777\t${day} 07:55:00\t1\t0\t1\t0`, `      501\t${day} 17:04:31\t1\t1\t1\t0`, `      501\t${day}`].join(
        '\r\n',
      ),
    );
  });
  afterAll(async () => {
    await browser?.close();
    if (datFile) fs.rmSync(path.dirname(datFile), { recursive: true, force: true });
  });

  it('HR previews a .dat export, imports it, and sees the logs', async () => {
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/logs');
    await hr.getByRole('heading', { name: 'Attendance logs' }).waitFor();
    await hr.getByRole('main').getByRole('link', { name: 'Import device file' }).click();
    await hr.getByRole('heading', { name: 'Import device file' }).waitFor();

    // Nothing chosen: the file is asked for. A .dat file without its device: the server asks for the device, under it.
    await hr.getByRole('button', { name: 'Preview' }).click();
    await hr.getByText('Choose the device export file (.dat or .csv).').waitFor();
    await hr.locator('input[type="file"]').setInputFiles(datFile);
    await hr.getByText('Choose the device export file (.dat or .csv).').waitFor({ state: 'detached' });
    await hr.getByRole('button', { name: 'Preview' }).click();
    await hr.getByText('Choose the device the .dat file was exported from.').waitFor();
    await pick(hr, hr.getByRole('combobox', { name: /^Device/ }), deviceName.slice(0, 9), deviceName);
    await hr.getByText('Choose the device the .dat file was exported from.').waitFor({ state: 'detached' });
    await hr.getByRole('button', { name: 'Preview' }).click();

    const toImport = hr.getByRole('table', { name: 'Time logs to import' });
    await toImport.getByRole('row').filter({ hasText: 'Juan Bautista' }).filter({ hasText: '7:52 AM' }).waitFor();
    await toImport.getByRole('row').filter({ hasText: '5:04 PM' }).waitFor();
    const skipped = hr.getByRole('table', { name: 'Skipped lines' });
    await skipped
      .getByRole('row')
      .filter({ hasText: `Unknown device user 777 on device ${deviceName}.` })
      .waitFor();
    await skipped.getByRole('row').filter({ hasText: 'The line does not have the fields of an attendance log.' }).waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-import-preview');

    await hr.getByRole('button', { name: 'Import 2 logs' }).click();
    await waitForToast(hr, '2 time logs have been imported.');
    await hr.getByRole('table', { name: 'Time logs imported' }).waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-import-done');

    await hr.getByRole('link', { name: 'See the attendance logs' }).click();
    await hr.getByRole('heading', { name: 'Attendance logs' }).waitFor();
    const uploaded = hr.getByRole('row').filter({ hasText: 'Juan Bautista' }).filter({ hasText: 'Upload' });
    await uploaded.filter({ hasText: '7:52 AM' }).filter({ hasText: deviceName }).waitFor();
    await uploaded.filter({ hasText: '5:04 PM' }).waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-logs-after-import');

    // The same file again, on a phone: nothing new, the skipped lines as cards.
    const phone = await (await signedInContext(browser, hrToken, PHONE)).newPage();
    await phone.goto('/edats/logs/import');
    await pick(phone, phone.getByRole('combobox', { name: /^Device/ }), deviceName.slice(0, 9), deviceName);
    await phone.locator('input[type="file"]').setInputFiles(datFile);
    await phone.getByRole('button', { name: 'Preview' }).click();
    await phone.getByText('Nothing new to import').waitFor();
    await phone.getByRole('list', { name: 'Skipped lines' }).getByRole('listitem').filter({ hasText: 'Unknown device user 777' }).waitFor();
    await settle(phone);
    await screenshot(phone, 'attendance-import-phone');
  });

  it('HR adds a time log by hand with the reason, and sets the grace period', async () => {
    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/logs');
    await hr.getByRole('main').getByRole('link', { name: 'Add time logs' }).click();
    await hr.getByRole('heading', { name: 'Add time logs' }).waitFor();
    // A refused save shows each field's message; a corrected field's message goes at once, the others stay.
    await hr.getByRole('button', { name: 'Add time log' }).click();
    await hr.getByText('The time field is required.').waitFor();
    await hr.getByText('The reason field is required.').waitFor();
    await hr.getByRole('textbox', { name: /^Reason/ }).fill('Biometric device at the main gate was down');
    await hr.getByText('The reason field is required.').waitFor({ state: 'detached' });
    expect(await hr.getByText('The time field is required.').isVisible()).toBe(true);
    await pick(hr, hr.getByRole('combobox', { name: /^Personnel/ }), 'Bautista', /Bautista/);
    await hr.getByRole('textbox', { name: /^Date/ }).fill(daysAgo(2));
    await hr.getByRole('textbox', { name: /^Time/ }).fill('07:46');
    await hr.getByRole('textbox', { name: /^Reason/ }).fill('Biometric device at the main gate was down; confirmed by the guard logbook');
    await hr.getByRole('button', { name: 'Add time log' }).click();
    await waitForToast(hr, 'The time log has been added.');
    await hr
      .getByRole('table', { name: 'Time logs added by HR' })
      .getByRole('row')
      .filter({ hasText: 'Juan Bautista' })
      .filter({ hasText: '7:46 AM' })
      .filter({ hasText: 'guard logbook' })
      .waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-add-time-logs');

    await hr.goto('/edats/management');
    await hr.getByRole('heading', { name: 'eDATS settings' }).waitFor();
    const grace = hr.getByRole('textbox', { name: /^Grace period/ });
    await grace.fill('61');
    await hr.getByRole('button', { name: 'Save settings' }).click();
    await hr.getByText('The grace period must be between 0 and 60 minutes.').waitFor();
    await grace.fill('5');
    await hr.getByText('8:05 AM').waitFor();
    await hr.getByRole('button', { name: 'Save settings' }).click();
    await waitForToast(hr, 'The eDATS settings have been saved.');
    await settle(hr);
    await screenshot(hr, 'attendance-edats-settings');
    await hr.reload();
    await hr.getByRole('heading', { name: 'eDATS settings' }).waitFor();
    await hr.waitForFunction(() => (document.querySelector('input[name="dtr_grace_minutes"]') as HTMLInputElement | null)?.value === '5 min');
  });
});
