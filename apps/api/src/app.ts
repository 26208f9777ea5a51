import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@hris/db';
import path from 'node:path';
import type { AppConfig } from './config';
import type { Deps } from './lib/deps';
import { createMailer } from './lib/mailer';
import { createMailTransport, type MailTransport } from './lib/mail-transport';
import { requestLogSerializers } from './lib/request-log';
import { createStorage, type FileStorage } from './lib/storage';
import { createAuthCache } from './modules/auth';
import { createChangeNotices } from './lib/change-notices';
import { sealPlainSecrets } from './lib/secret-box';
import { createSearchCache } from './modules/lookups';
import errorsPlugin from './plugins/errors';
import securityHeadersPlugin from './plugins/security-headers';
import authPlugin from './plugins/auth';
import uploadsPlugin from './plugins/uploads';
import realtimePlugin from './plugins/realtime';
import swaggerPlugin from './plugins/swagger';
import webPlugin from './plugins/web';
import { registerRequestHandler } from './modules/approvals';
import { scheduleEvery, scheduleHourly } from './lib/hourly-job';
import type { HrisModule, RequestHandler } from './lib/module';
import type { TRequestType } from '@hris/contracts';
import { systemClock, type Clock } from './lib/clock';
import { createTokens } from './lib/tokens';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import { createRealtimeHub } from './lib/realtime-hub';
import { responseSerializerCompiler } from './lib/response-serializer';
import { systemModule } from './modules/system';
import { authModule } from './modules/auth';
import { usersModule } from './modules/users';
import { notificationsModule } from './modules/notifications';
import { backgroundJobsModule, startJobRunner } from './modules/background-jobs';
import { lookupsModule } from './modules/lookups';
import { departmentsModule } from './modules/departments';
import { salaryScheduleModule } from './modules/salary-schedule';
import { rolesModule } from './modules/roles';
import { userAdminModule } from './modules/user-admin';
import { personnelModule } from './modules/personnel';
import { demographicsModule } from './modules/demographics';
import { approvalsModule } from './modules/approvals';
import { auditTrailModule } from './modules/audit-trail';
import { pdsModule } from './modules/pds';
import { serviceRecordModule } from './modules/service-record';
import { appointmentsModule } from './modules/appointments';
import { coeModule } from './modules/coe';
import { offboardingModule } from './modules/offboarding';
import { attendanceModule } from './modules/attendance';
import { dtrModule } from './modules/dtr';
import { attendanceReportsModule } from './modules/attendance-reports';
import { dtrSubmissionsModule } from './modules/dtr-submissions';
import { schedulesModule } from './modules/schedules';
import { overtimeModule } from './modules/overtime';
import { travelModule } from './modules/travel';
import { edatsSettingsModule } from './modules/edats-settings';
import { appealsModule } from './modules/appeals';
import { leaveModule } from './modules/leave';
import { plantillaModule } from './modules/plantilla';
import { selectionModule } from './modules/selection';
import { recruitmentModule } from './modules/recruitment';
import { dashboardModule } from './modules/dashboard';
import { dtsModule } from './modules/dts';
import { salaryNoticesModule } from './modules/salary-notices';
import { payrollModule } from './modules/payroll';
import { lndModule } from './modules/lnd';
import { propertyModule } from './modules/property';
import { feedbackModule } from './modules/feedback';
import { importsModule } from './modules/imports';
import { memorandaModule } from './modules/memoranda';
import { spmsOfficeModule } from './modules/spms-office';
import { connectedOfficesModule } from './modules/connected-offices';
import { covidModule } from './modules/covid';
import { faceModule } from './modules/face';
import { spmsModule } from './modules/spms';
import { setupModule } from './modules/setup';

/** Every feature module, in the order its routes are registered (each module's index.ts says what it brings). */
export const MODULES: HrisModule[] = [
  systemModule,
  authModule,
  usersModule,
  notificationsModule,
  backgroundJobsModule,
  lookupsModule,
  departmentsModule,
  salaryScheduleModule,
  rolesModule,
  userAdminModule,
  personnelModule,
  demographicsModule,
  approvalsModule,
  auditTrailModule,
  pdsModule,
  serviceRecordModule,
  appointmentsModule,
  coeModule,
  offboardingModule,
  attendanceModule,
  dtrModule,
  attendanceReportsModule,
  dtrSubmissionsModule,
  schedulesModule,
  overtimeModule,
  travelModule,
  edatsSettingsModule,
  appealsModule,
  leaveModule,
  plantillaModule,
  selectionModule,
  recruitmentModule,
  dashboardModule,
  dtsModule,
  salaryNoticesModule,
  payrollModule,
  lndModule,
  propertyModule,
  feedbackModule,
  memorandaModule,
  spmsOfficeModule,
  connectedOfficesModule,
  covidModule,
  faceModule,
  spmsModule,
  importsModule,
  setupModule,
];

const MINUTE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type BuildOptions = {
  config: AppConfig;
  db: Database;
  /** Where mail goes (a test's relay with short timeouts); from SMTP_URL when left out. */
  mailTransport?: MailTransport;
  storage?: FileStorage;
  logger?: boolean;
  /** Where the log goes (a test reads it); standard output when left out. */
  logStream?: NodeJS.WritableStream;
  clock?: Clock;
};

/** Builds the whole API (plugins and modules) without listening, for the server and the tests alike. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    // Tokens in link query strings (reset links, signed file links…) and device keys never reach the request log.
    logger:
      opts.logger === false ? false : { level: config.logLevel, serializers: requestLogSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // X-Forwarded-For is a header any client can write: believed only from the proxies TRUST_PROXY names,
    // or a rotating forged address would beat every per-address limit and be written to the audit trail.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Request ids in logs tie a user's report to the server's line.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const clock = opts.clock ?? systemClock;
  const notices = createChangeNotices(db.$client, { warn: (m) => app.log.warn(m) });
  const log: Deps['log'] = {
    info: (msg) => app.log.info(msg),
    warn: (msg) => app.log.warn(msg),
    error: (obj, msg) => app.log.error(obj, msg),
  };
  const deps: Deps = {
    db,
    config,
    clock,
    mailer: createMailer({ db, clock, log, dataKey: config.dataKey }, opts.mailTransport ?? createMailTransport(config)),
    storage: opts.storage ?? createStorage(config),
    // Events emitted before the socket server is up (the realtime plugin attaches it) reach nobody, as no one is connected.
    realtime: createRealtimeHub(),
    tokens: createTokens(config.jwtSecret, clock),
    authCache: createAuthCache(notices),
    searchCache: createSearchCache(notices),
    notices,
    log,
  };
  app.decorate('deps', deps);
  // Secrets stored plain (from before sealing, the seed, a script) are sealed once, here: nothing to migrate by hand.
  const secrets = await sealPlainSecrets(db, config.dataKey);
  if (secrets.sealed) app.log.info(`sealed ${secrets.sealed} stored secret(s) under DATA_KEY`);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // Counters in PostgreSQL, shared by every instance (lib/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db.$client) });
  await app.register(authPlugin);
  await app.register(uploadsPlugin);
  await app.register(realtimePlugin);
  await app.register(swaggerPlugin);

  for (const module of MODULES) {
    for (const [type, handler] of Object.entries(module.requestHandlers ?? {}) as [TRequestType, RequestHandler][]) registerRequestHandler(type, handler);
    for (const routes of module.routes) await app.register(async (scope) => routes(scope));
  }
  // Background work starts once the app is ready, the jobs one after another (at start, then hourly): each holds a
  // connection for its advisory lock while it works, and jobs started side by side could take the whole pool
  // and wait on each other for one more (every instance schedules them; each job's lock lets one instance work).
  const jobs = MODULES.flatMap((m) => m.jobs ?? []);
  let first = true;
  let running: { stop: () => Promise<void> } | null = null;
  let mailRetries: { stop: () => Promise<void> } | null = null;
  let longWork: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', (done) => {
    // Long work asked for in requests (modules/background-jobs): each job taken by one instance, its progress written.
    longWork = startJobRunner(deps);
    // Every minute, on every instance: each message is claimed by one (lib/mailer.ts), so codes wait minutes at most.
    mailRetries = scheduleEvery(deps, 'mail retries', MINUTE_MS, () => deps.mailer.deliverDue());
    running = scheduleHourly(deps, 'background jobs', async () => {
      for (const job of jobs) {
        if (first && job.atStart === false) continue;
        await job.run(deps).catch((err: unknown) => deps.log.error(err, `${job.name} failed`));
      }
      first = false;
    });
    done();
  });
  app.addHook('onClose', async () => {
    await Promise.all([running?.stop(), mailRetries?.stop(), longWork?.stop()]);
  });

  // Modules subscribe to their channels while registering; the listener starts once they have.
  await deps.notices.start();
  app.addHook('onClose', () => deps.notices.stop());

  await app.register(webPlugin, { root: config.webDist ?? path.resolve(process.cwd(), 'apps/web/dist') });
  app.addHook('onClose', () => deps.mailer.close());
  return app;
}
