import { launchBrowser, signedInContext, DESKTOP } from './support/browser';
import { signInThroughApi } from './support/api';

const shots: [string, string[]][] = [
  ['staff@hris.test', ['/dashboard', '/account/dtr', '/account/leave', '/account/leave-Application']],
  ['head@hris.test', ['/dashboard', '/approvals']],
  ['hr@hris.test', ['/dashboard', '/approvals', '/edats/devices', '/rsp/job_posts']],
  ['admin@hris.test', ['/dashboard']],
  ['applicant@hris.test', ['/dashboard', '/account/application/status']],
];
const browser = await launchBrowser();
for (const [email, paths] of shots) {
  const token = await signInThroughApi(email);
  const context = await signedInContext(browser, token, DESKTOP);
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/h2shots/${email.split('@')[0]}${p.replace(/\//g, '_')}.png`, fullPage: p.includes('dtr') || p.includes('leave') });
  }
  await context.close();
}
{
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/jobs');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/h2shots/public_jobs.png', fullPage: true });
}
await browser.close();
