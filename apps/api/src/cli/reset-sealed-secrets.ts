import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { startDatabase } from '../database';
import { systemClock } from '../lib/clock';
import { resetUnopenableSecrets, unopenableSecrets } from '../lib/secret-box';

// node apps/api/dist/reset-sealed-secrets.js [--confirm]   (npm run reset-sealed-secrets -- --confirm)
// The last resort when DATA_KEY is lost for good (docs/operations.md, "DATA_KEY lost"): with the new DATA_KEY set, every
// two-factor secret and biometric device key the key cannot open is replaced by a new one sealed with it, and DATA_KEY's
// check value is sealed with it, so the server starts again. Without --confirm it only says how many it would replace.
// Stop every instance of the server first: one still running with the old key would fail the new secrets' sign-ins.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function main() {
  const { values } = parseArgs({ options: { confirm: { type: 'boolean' } } });
  const config = loadConfig();
  const database = await startDatabase({ ...config, demo: false }, (m) => console.log(`[hris] ${m}`), { checkDataKey: false });
  try {
    if (!values.confirm) {
      const found = await unopenableSecrets(database.db, config.dataKey);
      console.error(
        `With this DATA_KEY, ${plural(found.accounts.length, 'account’s two-factor secret', 'accounts’ two-factor secrets')} and ` +
          `${plural(found.devices.length, 'biometric device’s key', 'biometric devices’ keys')} cannot be opened. If the key they were sealed ` +
          'with is truly lost (look in the password safe first), stop every instance of the server and run this again with --confirm: ' +
          'each gets a new one sealed with this key (docs/operations.md, “DATA_KEY lost”).',
      );
      process.exitCode = 1;
      return;
    }
    const reset = await resetUnopenableSecrets(database.db, config.dataKey, systemClock.now());
    console.log(
      `Reset the two-factor secrets of ${plural(reset.accounts, 'account', 'accounts')} and the keys of ` +
        `${plural(reset.devices, 'biometric device', 'biometric devices')}; DATA_KEY’s check value is sealed with the key now set, ` +
        'and the server starts with it. People sign in as before (the code is e-mailed). Each device’s new key is on ' +
        'eDATS → Biometric devices: set it on the device (its comm key), or set the key the device has on that page.',
    );
  } finally {
    await database.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
