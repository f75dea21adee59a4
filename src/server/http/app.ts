import { OpenAPIHono } from '@hono/zod-openapi';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { consoleRoutes } from './console';
import type { AppDeps, AppEnv } from './context';
import { authenticate } from './middleware/authenticate';
import { handleError, handleNotFound } from './middleware/errors';
import { answerInCallersLanguage } from './middleware/language';
import { limitBody, parseJsonBody } from './middleware/request-body';
import { securityHeaders } from './middleware/security-headers';
import { docsRoutes } from './routes/docs';
import {
  artifactRepositoryRoutes,
  authorRoutes,
  containerImageRoutes,
  dependencyRoutes,
  proprietorReadRoutes,
  vulnerabilityRoutes,
} from './routes/catalog';
import { licenseRoutes } from './routes/licenses';
import { policyRoutes } from './routes/policies';
import { projectRoutes } from './routes/projects';
import { proprietorWriteRoutes } from './routes/proprietors';
import { webhookRoutes } from './routes/webhooks';
import { alertRoutes } from './routes/alerts';
import { mlModelRoutes } from './routes/ml-model';
import { runRoutes } from './routes/runs';
import { profileRoutes } from './routes/profile';

/** The whole HTTP surface: the API under /api and the console at /. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', answerInCallersLanguage);
  app.use(
    '/api/*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        c.json({ detail: `Method "${c.req.method}" not allowed.` }, 405, { Allow: methods.join(', ') }),
    }),
  );
  app.use('/api/*', limitBody, authenticate, parseJsonBody);

  app.route('/', docsRoutes);
  app.route('/', profileRoutes);
  app.route('/', licenseRoutes);
  app.route('/', projectRoutes);
  app.route('/', policyRoutes);
  app.route('/', dependencyRoutes);
  app.route('/', vulnerabilityRoutes);
  app.route('/', authorRoutes);
  app.route('/', containerImageRoutes);
  app.route('/', artifactRepositoryRoutes);
  app.route('/', proprietorReadRoutes);
  app.route('/', proprietorWriteRoutes);
  app.route('/', webhookRoutes);
  app.route('/', runRoutes);
  app.route('/', alertRoutes);
  app.route('/', mlModelRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'Send `Token <your API token>`.',
  });
  app.doc('/api/openapi.json', {
    openapi: '3.0.3',
    info: { title: 'Argus API', version: deps.version, description: 'The platform API served by Argus.' },
  });
  app.all('/api/*', handleNotFound);
  app.route('/', consoleRoutes(deps.config.consoleDir));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
