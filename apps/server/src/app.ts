// buildApp(deps) → a ready Fastify instance. No side effects here: main.ts owns start-up.
import { fileURLToPath } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { logsRequests } from './config.js';
import { registerAuthHook } from './features/auth/auth.hook.js';
import { albumRoutes } from './features/albums/albums.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { sweepExpiredAuthRows } from './features/auth/auth.service.js';
import { bankAccountRoutes } from './features/bank-accounts/bank-accounts.routes.js';
import { billRoutes } from './features/bills/bills.routes.js';
import { cancelOverdueBills } from './features/bills/cancel-bill.js';
import { blockedIpRoutes } from './features/blocked-ips/blocked-ips.routes.js';
import { couponRoutes } from './features/coupons/coupons.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { customerRoutes } from './features/customers/customers.routes.js';
import { healthRoutes, readinessRoutes } from './features/health/health.routes.js';
import { pruneJobs } from './features/jobs/job-queue.js';
import type { JobTypes } from './features/jobs/job-worker.js';
import { jobRoutes } from './features/jobs/jobs.routes.js';
import { MAIL_JOB, mailJobType } from './features/jobs/mail-jobs.js';
import { invitationRoutes } from './features/invitations/invitations.routes.js';
import { invitePreview } from './features/invitations/invite-preview.js';
import { inviteRoutes } from './features/invitations/invite.routes.js';
import { liveRoutes } from './features/live/live.routes.js';
import { legalPageRoutes } from './features/legal-pages/legal-pages.routes.js';
import { sendExpiryReminders } from './features/notifications/expiry-reminders.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { metricsRoutes } from './features/metrics/metrics.routes.js';
import { downloadRoutes } from './features/posts/downloads.routes.js';
import { postRoutes } from './features/posts/posts.routes.js';
import { printOrderRoutes } from './features/printing/print-orders.routes.js';
import { printStoreRoutes } from './features/printing/print-store.routes.js';
import { printingRoutes } from './features/printing/printing.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { qrCodeRoutes } from './features/qr-codes/qr-codes.routes.js';
import { permissionRoutes } from './features/roles/permissions.routes.js';
import { roleRoutes } from './features/roles/roles.routes.js';
import { sessionRoutes } from './features/sessions/sessions.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { sharePagePreview } from './features/share/share-preview.js';
import { myPostRoutes } from './features/share/my-posts.routes.js';
import { sharePostRoutes } from './features/share/share-posts.routes.js';
import { shareRoutes } from './features/share/share.routes.js';
import { uploadRoutes } from './features/share/uploads.routes.js';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes.js';
import { userRoutes } from './features/users/users.routes.js';
import type { AppDeps } from './lib/deps.js';
import { errorBody, registerErrorHandling } from './lib/errors.js';
import { isApiPath, type App } from './lib/http.js';
import { registerNulGuard } from './lib/nul-guard.js';
import { registerWebApp } from './lib/web-app.js';

/** Every feature's routes, in one visible list. */
const FEATURES: ((app: App, deps: AppDeps) => void)[] = [
  metricsRoutes, // first: its timing hook sees every route
  healthRoutes,
  readinessRoutes,
  authRoutes,
  subscriptionRoutes,
  couponRoutes,
  bankAccountRoutes,
  settingsRoutes,
  legalPageRoutes,
  billRoutes,
  printingRoutes,
  printOrderRoutes,
  printStoreRoutes,
  qrCodeRoutes,
  albumRoutes,
  blockedIpRoutes,
  shareRoutes,
  sharePostRoutes,
  myPostRoutes,
  uploadRoutes,
  mediaRoutes,
  postRoutes,
  downloadRoutes,
  customerRoutes,
  profileRoutes,
  sessionRoutes,
  dashboardRoutes,
  userRoutes,
  roleRoutes,
  permissionRoutes,
  jobRoutes,
  notificationRoutes,
  invitationRoutes,
  inviteRoutes,
  liveRoutes,
];

const HOUR = 60 * 60_000;

/**
 * Every background job type, in one visible list (docs/decisions/042): what each instance's job
 * worker runs (main.ts). A recurring one (`everyMs`) has exactly one run waiting, whatever the
 * number of instances. A new kind of work is one more line here.
 */
export function jobTypes(deps: AppDeps): JobTypes {
  return {
    [MAIL_JOB]: mailJobType(deps.mailer),
    'auth.sweep-expired': { everyMs: HOUR, run: () => sweepExpiredAuthRows(deps.db) },
    'bills.cancel-overdue': { everyMs: HOUR, run: () => cancelOverdueBills(deps) },
    'subscriptions.expiry-reminders': { everyMs: HOUR, run: () => sendExpiryReminders(deps) },
    'jobs.prune': { everyMs: 24 * HOUR, run: () => pruneJobs(deps.db) },
  };
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.logger,
    logController: new LogController({ disableRequestLogging: !logsRequests(deps.config) }),
    trustProxy: deps.config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // MUI/emotion inject style tags at run time
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hatıra API',
        version: '1.0.0',
        description: 'Event photo sharing: admin panel and guest share pages.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.addHook('onClose', () =>
    Promise.all([
      deps.heic.close(),
      deps.shareCache.close(),
      deps.notificationHub.close(),
      deps.liveHub.close(),
    ]),
  );
  registerAuthHook(app, deps);
  for (const register of FEATURES) register(app, deps);

  // The pages about one event or invitation carry its link preview, or answer 404 (decisions/054).
  const eventPreview = ({ hash = '' }) => sharePagePreview(deps, hash);
  const webPages = await registerWebApp(app, {
    distDir: deps.config.WEB_DIST ?? DEFAULT_WEB_DIST,
    origin: deps.config.publicUrl,
    previews: {
      share: eventPreview,
      shareAlbum: eventPreview,
      sharePost: eventPreview,
      invite: ({ hash = '' }) => invitePreview(deps, hash),
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && webPages) return webPages.answer(request, reply);
    return reply.status(404).send(errorBody('ROUTE_NOT_FOUND'));
  });

  return app;
}
