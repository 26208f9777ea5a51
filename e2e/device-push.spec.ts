import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getJson, postJson, signInThroughApi } from './support/api';
import { launchBrowser, screenshot, settle, signedInContext } from './support/browser';
import { ACCOUNTS, BASE_URL, describeE2E } from './support/env';
import { dialog, rowAction } from './support/ui';

// The devices page (issue 37): when a device's last punch came, and a warning for a device whose requests are
// refused. The devices talk to the server as ZKTeco push firmware does: the comm key on the hand-shake only.

const FIRMWARE = { 'user-agent': 'iClock Proxy/1.09' };
/** A Manila wall-clock time a few minutes ago, as a device writes it in an ATTLOG line. */
const deviceTime = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function firmware(path: string, init: RequestInit = {}): Promise<number> {
  const answer = await fetch(`${BASE_URL}${path}`, { ...init, headers: { ...FIRMWARE, ...(init.headers as Record<string, string>) } });
  await answer.text();
  return answer.status;
}

describeE2E('biometric devices that push', () => {
  let browser: Browser;
  let hrToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    hrToken = await signInThroughApi(ACCOUNTS.hr);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the last punch of a device and warns of one whose punches are refused', async () => {
    const stamp = Date.now() % 100_000;
    const makeDevice = async (name: string, serial: string) => {
      const { device } = await postJson<{ device: { id: number; secret: string } }>(
        '/api/attendance/devices',
        { name, serial_number: serial, campus_id: 1, location: 'Ground floor' },
        hrToken,
      );
      return device;
    };
    const gate = await makeDevice(`Main gate ${stamp}`, `PUSHA${stamp}`);
    const library = await makeDevice(`Library ${stamp}`, `PUSHB${stamp}`);
    const { personnel } = await getJson<{ personnel: { id: number }[] }>('/api/personnels/fullname?term=Bautista', hrToken);
    await postJson(`/api/attendance/devices/${gate.id}/users`, { device_user_id: '1', personnel_id: personnel[0]!.id }, hrToken);

    // The gate hand-shakes with its comm key and uploads without it: its punch is stored.
    if ((await firmware(`/iclock/cdata?SN=PUSHA${stamp}&options=all&pushver=2.4.1&language=69&pushcommkey=${gate.secret}`)) !== 200)
      throw new Error('hand-shake refused');
    const upload = await firmware(`/iclock/cdata?SN=PUSHA${stamp}&table=ATTLOG&Stamp=9999`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `1\t${deviceTime(3)}\t0\t1\t0\t0\t0\n`,
    });
    if (upload !== 200) throw new Error(`upload answered ${upload}`);

    // The library's hand-shake got through, then the admin made a new key: the device still sends without one.
    await firmware(`/iclock/cdata?SN=PUSHB${stamp}&options=all&pushver=2.4.1&pushcommkey=${library.secret}`);
    await postJson(`/api/attendance/devices/${library.id}/secret`, {}, hrToken);
    const refused = await firmware(`/iclock/cdata?SN=PUSHB${stamp}&table=ATTLOG&Stamp=9999`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `1\t${deviceTime(2)}\t0\t1\t0\t0\t0\n`,
    });
    if (refused !== 401) throw new Error(`the refused upload answered ${refused}`);

    const hr = await (await signedInContext(browser, hrToken)).newPage();
    await hr.goto('/edats/devices');
    await hr.getByRole('heading', { name: 'Biometric devices' }).waitFor();
    await hr
      .getByRole('alert')
      .filter({ hasText: `Punches refused: Library ${stamp}` })
      .waitFor();
    await hr
      .getByRole('row')
      .filter({ hasText: `Library ${stamp}` })
      .getByText(/Punches refused/)
      .waitFor();
    await hr
      .getByRole('row')
      .filter({ hasText: `Main gate ${stamp}` })
      .getByText(/Last punch/)
      .waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-devices-push');

    // The form says where the key goes, and what a firmware that takes only a host name does with it.
    await rowAction(hr, `Main gate ${stamp}`, 'Edit');
    const form = dialog(hr, `Edit Main gate ${stamp}`);
    await form.getByText(`/device/${gate.secret}`).waitFor();
    await form.getByText(/sends the key as its comm key, on its hand-shake only/).waitFor();
    await settle(hr);
    await screenshot(hr, 'attendance-device-key-advice', { fullPage: false });
  });
});
