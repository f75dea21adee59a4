import { OpenAPIHono } from '@hono/zod-openapi';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { AuthThrottle } from './auth-throttle';
import { consoleRoutes } from './console';
import type { AppDeps, AppEnv } from './context';
import { authenticate } from './middleware/authenticate';
import { handleError, handleNotFound } from './middleware/errors';
import { answerInCallersLanguage } from './middleware/language';
import { limitBody, parseJsonBody } from './middleware/request-body';
import { readQuery } from './middleware/request-query';
import { noStore, securityHeaders } from './middleware/security-headers';
import { type OpenApiDocument, completeDocument } from './openapi-document';
import { registerErrorComponents } from './openapi-errors';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { requestMetrics } from './middleware/request-metrics';
import { requestLog } from './middleware/request-log';
import {
  artifactRepositoryRoutes,
  containerImageRoutes,
  dependencyRoutes,
  proprietorReadRoutes,
  vulnerabilityRoutes,
} from './routes/catalog';
import { authorRoutes } from './routes/authors';
import { cloneRoutes } from './routes/clones';
import { licenseRoutes } from './routes/licenses';
import { policyRoutes } from './routes/policies';
import { projectRoutes } from './routes/projects';
import { proprietorWriteRoutes } from './routes/proprietors';
import { webhookRoutes } from './routes/webhooks';
import { alertRoutes } from './routes/alerts';
import { mlModelRoutes } from './routes/ml-model';
import { secretRoutes } from './routes/secrets';
import { runRoutes } from './routes/runs';
import { scaUploadRoutes } from './routes/sca-upload';
import { imageUploadRoutes } from './routes/image-upload';
import { artifactRepositoryWriteRoutes, containerImageWriteRoutes } from './routes/catalog-settings';
import { sbomRoutes } from './routes/sbom';
import { profileRoutes } from './routes/profile';
import { dashboardRoutes } from './routes/dashboard';
import { userRoutes } from './routes/users';
import { auditLogRoutes } from './routes/audit-log';
import { vulnerabilityDatabaseRoutes, vulnerabilityImportRoutes } from './routes/vulnerability-database';

// OpenAPI has no place for the answer to a method or path no operation covers; said here instead.
const API_DESCRIPTION = [
  'The platform API served by Argus. Every request except this document and /api/swagger/ carries',
  "`Authorization: Token <API token>`. Errors answer in DRF's shape: field errors for a 400,",
  '`{"detail": "…"}` otherwise. A path not listed here answers 404 `{"detail": "Not found."}`, a method',
  'a path does not list 405 `{"detail": …}` with an `Allow` header, once the checks every request meets',
  '(token, role, throttling, body size and JSON) have passed; those answer as they do for any operation.',
].join(' ');

/** The whole HTTP surface: the API under /api and the console at /. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  // What every request gets, in one layer: each layer of middleware is a closure and promises more per request.
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await securityHeaders(c, next);
    if (c.req.path.startsWith('/api/')) noStore(c);
  });
  if (deps.metrics) app.use('*', requestMetrics);
  app.use('*', requestLog);
  app.use('/api/*', answerInCallersLanguage);
  app.use(
    '/api/*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        c.json({ detail: `Method "${c.req.method}" not allowed.` }, 405, { Allow: methods.join(', ') }),
    }),
  );
  app.use(
    '/api/*',
    limitBody,
    authenticate(new AuthThrottle(deps.config.authFailuresPerMinute)),
    readQuery,
    parseJsonBody,
  );

  app.route('/', docsRoutes);
  app.route('/', profileRoutes);
  app.route('/', licenseRoutes);
  app.route('/', projectRoutes);
  app.route('/', policyRoutes);
  app.route('/', dependencyRoutes);
  app.route('/', vulnerabilityRoutes);
  app.route('/', authorRoutes);
  app.route('/', cloneRoutes);
  app.route('/', containerImageRoutes);
  app.route('/', artifactRepositoryRoutes);
  app.route('/', proprietorReadRoutes);
  app.route('/', proprietorWriteRoutes);
  app.route('/', webhookRoutes);
  app.route('/', runRoutes);
  app.route('/', scaUploadRoutes);
  app.route('/', imageUploadRoutes);
  app.route('/', containerImageWriteRoutes);
  app.route('/', artifactRepositoryWriteRoutes);
  app.route('/', sbomRoutes);
  app.route('/', alertRoutes);
  app.route('/', mlModelRoutes);
  app.route('/', secretRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', userRoutes);
  app.route('/', auditLogRoutes);
  app.route('/', vulnerabilityDatabaseRoutes);
  app.route('/', vulnerabilityImportRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'Send `Token <your API token>`.',
  });
  registerErrorComponents(app.openAPIRegistry);
  // Built on first request, after every route is registered, and kept: the routes do not change.
  let document: OpenApiDocument | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= completeDocument(
      app.getOpenAPIDocument({
        openapi: '3.0.3',
        info: { title: 'Argus API', version: deps.version, description: API_DESCRIPTION },
        servers: [{ url: '/', description: 'This installation' }],
      }),
    );
    return c.json(document);
  });
  app.all('/api/*', handleNotFound);
  app.route('/', healthRoutes);
  app.route('/', consoleRoutes(deps.config.consoleDir));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
