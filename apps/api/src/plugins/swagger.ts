import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI at /api/docs, generated from the routes' zod schemas. Served only when API_DOCS allows it (off in
 * production unless set): a map of every route helps an attacker more than the university's staff.
 */
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'University HRIS API', version: '1.0.0', description: 'The /api contract of SPEC.md §7. Errors answer { message, error, errors? }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The document itself is built either way (app.swagger(): the tests read it); only its pages are left out.
  if (app.deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
