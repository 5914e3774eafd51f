/**
 * The OpenAPI document, generated from the routes' zod schemas (fastify-type-provider-zod's transform), at
 * /api/docs/json and /api/docs/yaml, and Swagger UI at /api/docs. Every operation is documented as needing the session
 * cookie unless it says `security: []`; the cookie's name carries better-auth's `__Secure-` prefix when BASE_URL is
 * https (better-auth sets Secure cookies then).
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Registers the document generator and the UI; routes registered after it are documented. */
export const docsPlugin = fp(
  async (app) => {
    const cookiePrefix = app.config.baseUrl.startsWith('https://') ? '__Secure-' : '';
    await app.register(swagger, {
      openapi: {
        info: { title: 'Phases API', version: '1.0.0', description: 'Candidate recruitment and pre-screening' },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: `${cookiePrefix}better-auth.session_token` },
          },
        },
        security: [{ session: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  },
  { name: 'docs', decorators: { fastify: ['config'] } },
);
