import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@hris/db';
import path from 'node:path';
import type { AppConfig } from './config';
import type { Deps } from './lib/deps';
import { createMailer, type Mailer } from './lib/mailer';
import { requestLogSerializers } from './lib/request-log';
import { createLocalStorage, type FileStorage } from './lib/storage';
import { createAuthCache } from './modules/auth/auth-cache';
import { createChangeNotices } from './lib/change-notices';
import { sealPlainSecrets } from './lib/secret-box';
import { createSearchCache } from './modules/lookups/search-cache';
import errorsPlugin from './plugins/errors';
import securityHeadersPlugin from './plugins/security-headers';
import authPlugin from './plugins/auth';
import uploadsPlugin from './plugins/uploads';
import realtimePlugin from './plugins/realtime';
import swaggerPlugin from './plugins/swagger';
import webPlugin from './plugins/web';
import { authRoutes } from './modules/auth';
import { usersRoutes } from './modules/users';
import { notificationsRoutes } from './modules/notifications';
import { systemRoutes } from './modules/system';
import { lookupsRoutes } from './modules/lookups';
import { departmentsRoutes } from './modules/departments';
import { salaryScheduleRoutes } from './modules/salary-schedule';
import { rolesRoutes } from './modules/roles';
import { userAdminRoutes } from './modules/user-admin';
import { personnelRoutes } from './modules/personnel';
import { demographicsRoutes } from './modules/demographics';
import { approvalsRoutes } from './modules/approvals';
import { auditTrailRoutes } from './modules/audit-trail';
import { pdsModule } from './modules/pds';
import { serviceRecordRoutes } from './modules/service-record';
import { appointmentsRoutes } from './modules/appointments';
import { coeRoutes } from './modules/coe';
import { offboardingRoutes } from './modules/offboarding';
import { attendanceModule } from './modules/attendance';
import { dtrRoutes } from './modules/dtr';
import { attendanceReportsRoutes } from './modules/attendance-reports';
import { dtrSubmissionsRoutes } from './modules/dtr-submissions';
import { schedulesRoutes } from './modules/schedules';
import { overtimeRoutes } from './modules/overtime';
import { leaveRoutes } from './modules/leave';
import { recruitmentRoutes } from './modules/recruitment';
import { travelRoutes } from './modules/travel';
import { edatsSettingsRoutes } from './modules/edats-settings';
import { appealsRoutes } from './modules/appeals';
import { selectionModule } from './modules/selection';
import { plantillaRoutes } from './modules/plantilla';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type BuildOptions = { config: AppConfig; db: Database; mailer?: Mailer; storage?: FileStorage; logger?: boolean };

/** Builds the whole API (plugins and modules) without listening, for the server and the tests alike. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    // Tokens in link query strings (reset links, signed file links…) never reach the request log.
    logger: opts.logger === false ? false : { level: config.logLevel, serializers: requestLogSerializers },
    // X-Forwarded-For is a header any client can write: believed only from the proxies TRUST_PROXY names,
    // or a rotating forged address would beat every per-address limit and be written to the audit trail.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Request ids in logs tie a user's report to the server's line.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    db,
    config,
    mailer: opts.mailer ?? createMailer(config),
    storage: opts.storage ?? createLocalStorage(path.join(config.dataDir, 'uploads')),
    // Filled in by the realtime and auth plugins below.
    realtime: { emitToUser: () => undefined, emitToView: () => undefined },
    tokens: undefined as unknown as Deps['tokens'],
    authCache: undefined as unknown as Deps['authCache'],
    searchCache: undefined as unknown as Deps['searchCache'],
    notices: createChangeNotices(db.$client, { warn: (m) => app.log.warn(m) }),
    log: {
      info: (msg) => app.log.info(msg),
      warn: (msg) => app.log.warn(msg),
      error: (obj, msg) => app.log.error(obj, msg),
    },
  };
  app.decorate('deps', deps);
  // Secrets stored plain (from before sealing, the seed, a script) are sealed once, here: nothing to migrate by hand.
  const secrets = await sealPlainSecrets(db, config.dataKey);
  if (secrets.sealed) app.log.info(`sealed ${secrets.sealed} stored secret(s) under DATA_KEY`);
  deps.authCache = createAuthCache(deps.notices);
  deps.searchCache = createSearchCache(deps.notices);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin);
  await app.register(uploadsPlugin);
  await app.register(realtimePlugin);
  await app.register(swaggerPlugin);

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(notificationsRoutes);
  await app.register(lookupsRoutes);
  await app.register(departmentsRoutes);
  await app.register(salaryScheduleRoutes);
  await app.register(rolesRoutes);
  await app.register(userAdminRoutes);
  await app.register(personnelRoutes);
  await app.register(demographicsRoutes);
  await app.register(approvalsRoutes);
  await app.register(auditTrailRoutes);
  await app.register(pdsModule);
  await app.register(serviceRecordRoutes);
  await app.register(appointmentsRoutes);
  await app.register(coeRoutes);
  await app.register(offboardingRoutes);
  await app.register(attendanceModule);
  await app.register(dtrRoutes);
  await app.register(attendanceReportsRoutes);
  await app.register(dtrSubmissionsRoutes);
  await app.register(schedulesRoutes);
  await app.register(overtimeRoutes);
  await app.register(travelRoutes);
  await app.register(edatsSettingsRoutes);
  await app.register(appealsRoutes);
  await app.register(leaveRoutes);
  await app.register(plantillaRoutes);
  await app.register(selectionModule);
  await app.register(recruitmentRoutes);

  // Modules subscribe to their channels while registering; the listener starts once they have.
  await deps.notices.start();
  app.addHook('onClose', async () => deps.notices.stop());

  await app.register(webPlugin, { root: config.webDist ?? path.resolve(process.cwd(), 'apps/web/dist') });
  app.addHook('onClose', async () => deps.mailer.close());
  return app;
}
