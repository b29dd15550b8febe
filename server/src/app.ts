// Builds the API (and, when given, the console's files) as a Hono app. Tests call createApp in-process
// with their own database, clock and mailer; main.ts adds the real ones and listens.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppEnv } from './app-env';
import { demoFaultsRepo } from './db/repos/demo-faults';
import type { DatabasePlace } from './db/sql/database-place';
import type { SqlDb } from './db/sql/sql-db';
import type { Deps, Mailer, RouteDeps, ServerConfig } from './deps';
import { authMiddleware, tokenResolver } from './middleware/auth';
import { compressAnswers } from './middleware/compress-answers';
import { faults } from './middleware/faults';
import { provideIdempotencyKeys } from './middleware/idempotency';
import { refuseNul } from './middleware/refuse-nul';
import { failureResponse, notFound, onError } from './middleware/errors';
import { language } from './middleware/language';
import { mountStaticConsole } from './middleware/static-console';
import { apiSecurityHeaders } from './middleware/security-headers';
import { TRACING_HEADER, tracing } from './middleware/tracing';
import { validationHook } from './middleware/validation-hook';
import { ApiFailure } from './lib/api-failure';
import { clientAddressResolver, type ClientAddress } from './lib/client-address';
import { createAuthLimits, type AuthLimitsConfig } from './limits/auth-limits';
import { startInstance, type Instance } from './instances/instance';
import { ERROR_CODES, IDEMPOTENT_REPLAY_HEADER, SYNC_AHEAD_HEADER, SYNC_CURSOR_HEADER, SYNC_DELETED_HEADER, SYNC_HAS_MORE_HEADER, SYNC_ITEMS_HEADER, SYNC_TOTAL_HEADER } from '../../src/contract';
import { apiDocument, documentedAnswers, mountApiDocument } from './routes/openapi-document';
import { apiReferenceSecurityHeaders, isApiReference, mountApiReference } from './routes/api-reference';
import { answerCheck } from './middleware/answer-check';
import { appConfigRoutes } from './routes/app-config';
import { demoRoutes } from './routes/demo-faults';
import { syncRoutes } from './routes/sync';
import { connectionRoutes } from './routes/connections';
import { shopRoutes } from './routes/shops';
import { packageRoutes } from './routes/packages';
import { calculatorRoutes } from './routes/calculator';
import { billingRoutes } from './routes/billing';
import { API_TOKEN_CREATE_PATH, apiTokenRoutes } from './routes/api-tokens';
import { analyticsRoutes } from './routes/analytics';
import { statusLagRoutes } from './routes/status-lag';
import { shippingAnalyticsRoutes } from './routes/shipping-analytics';
import { moduleRoutes } from './routes/modules';
import { demoPaymentRoutes } from './routes/demo-payments';
import { demoPaymentPageHeaders, isDemoPaymentPage, mountDemoPaymentPage } from './routes/demo-payment-page';
import { paymentNoticeRoutes } from './routes/payment-notice';
import { tariffRuleRoutes } from './routes/tariff-rules';
import { warehouseRoutes } from './routes/warehouses';
import { demoSimRoutes } from './routes/demo-sim';
import { demoPointRoutes } from './routes/demo-points';
import { orderRoutes } from './routes/orders';
import { pointRoutes } from './routes/points';
import { referenceListRoutes } from './routes/reference-lists';
import { userPasswordRoutes } from './routes/user-password';
import { userProfileRoutes } from './routes/user-profile';
import { userSessionRoutes } from './routes/user-session';
import { userSignupRoutes } from './routes/user-signup';
import { APP_PREFIX, ORDERS_PREFIX } from './routes/change-routes';

export type CreateAppOptions = {
  db: SqlDb;
  /** Default: none (no reader threads, no point exports). */
  place?: DatabasePlace | null;
  config: ServerConfig;
  mailer?: Mailer;
  now?: () => number;
  /** Default: the socket's address, X-Forwarded-For ignored. */
  clientAddress?: ClientAddress;
  authLimits?: AuthLimitsConfig;
  /** Default: a new instance registered on `db` (instances/instance.ts). */
  instance?: Instance;
};

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(options: CreateAppOptions) {
  const { authLimits, clientAddress, instance, ...rest } = options;
  const now = options.now ?? Date.now;
  const deps: Deps = {
    mailer: { send: () => {} }, now, place: null, ...rest,
    clientAddress: clientAddress ?? clientAddressResolver(0),
    limits: createAuthLimits(options.db, authLimits),
    instance: instance ?? startInstance(options.db, now),
  };
  const routeDeps: RouteDeps = { ...deps, auth: authMiddleware(deps) };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const document = apiDocument(app);

  // Outermost of all, so it sees every answer as it leaves (the end-to-end suite's check; off by default).
  if (deps.config.answerCheckFile) app.use('/v1/*', answerCheck(deps.config.answerCheckFile, documentedAnswers(document)));
  app.use('*', tracing, language);
  // Outermost, so the answer it compresses already has every header the routes, CORS and the console's
  // cache rules set. The console's files mostly come precompressed (Content-Encoding set: left alone).
  app.use('*', compressAnswers());
  const apiHeaders = apiSecurityHeaders();
  const referenceHeaders = apiReferenceSecurityHeaders();
  const paymentPageHeaders = demoPaymentPageHeaders();
  // The reference page and the demo payment page are pages, not data: each has a policy of its own.
  app.use('/v1/*', (c, next) => {
    if (isApiReference(c.req.path)) return referenceHeaders(c, next);
    if (deps.config.demo && isDemoPaymentPage(c.req.path)) return paymentPageHeaders(c, next);
    return apiHeaders(c, next);
  });
  app.use('/v1/*', cors({
    origin: '*',
    allowHeaders: ['Authorization', 'Accept-Language', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['ETag', TRACING_HEADER, IDEMPOTENT_REPLAY_HEADER, 'Retry-After', SYNC_CURSOR_HEADER, SYNC_HAS_MORE_HEADER, SYNC_TOTAL_HEADER, SYNC_ITEMS_HEADER, SYNC_DELETED_HEADER, SYNC_AHEAD_HEADER],
    maxAge: 600,
  }));
  app.use('/v1/*', bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of the body may still be on its way: http-server.ts ends the connection after this answer, as
    // after any answer given before the body was read, and drops the rest until the client has the answer.
    onError: (c) => failureResponse(c, new ApiFailure(413, ERROR_CODES.validation, 'bodyTooLarge')),
  }));
  app.use('/v1/*', refuseNul);
  app.use('/v1/*', provideIdempotencyKeys(deps, [{ method: 'POST', path: API_TOKEN_CREATE_PATH }]));
  // Demo only: end-to-end tests switch faults on for their company (routes/demo-faults.ts).
  const faultRules = demoFaultsRepo(deps.db);
  if (deps.config.demo) app.use('/v1/*', faults(faultRules, tokenResolver(deps)));

  app.route(APP_PREFIX, appConfigRoutes(routeDeps));
  app.route('/v1/app/user', userSessionRoutes(routeDeps));
  app.route('/v1/app/user', userSignupRoutes(routeDeps));
  app.route('/v1/app/user', userPasswordRoutes(routeDeps));
  app.route('/v1/app/user', userProfileRoutes(routeDeps));
  app.route('/v1', referenceListRoutes(routeDeps));
  app.route('/v1', pointRoutes(routeDeps));
  app.route(ORDERS_PREFIX, orderRoutes(routeDeps));
  if (deps.config.demo) app.route('/v1/demo', demoSimRoutes(routeDeps));
  if (deps.config.demo) app.route('/v1/demo', demoPointRoutes(routeDeps));
  app.route(APP_PREFIX, syncRoutes(routeDeps));
  app.route(APP_PREFIX, shopRoutes(routeDeps));
  app.route(APP_PREFIX, warehouseRoutes(routeDeps));
  app.route(APP_PREFIX, packageRoutes(routeDeps));
  // After the reference lists: GET /connections/schemas is theirs, not a connection id.
  app.route(APP_PREFIX, connectionRoutes(routeDeps));
  app.route(APP_PREFIX, tariffRuleRoutes(routeDeps));
  app.route(APP_PREFIX, calculatorRoutes(routeDeps));
  app.route(APP_PREFIX, billingRoutes(routeDeps));
  app.route(APP_PREFIX, apiTokenRoutes(routeDeps));
  app.route(APP_PREFIX, analyticsRoutes(routeDeps));
  app.route(APP_PREFIX, statusLagRoutes(routeDeps));
  app.route(APP_PREFIX, shippingAnalyticsRoutes(routeDeps));
  app.route(APP_PREFIX, moduleRoutes(routeDeps));
  app.route('/v1/payments', paymentNoticeRoutes(routeDeps));
  if (deps.config.demo) app.route('/v1/demo', demoPaymentRoutes(routeDeps));
  if (deps.config.demo) mountDemoPaymentPage(app, deps);
  if (deps.config.demo) app.route('/v1/demo', demoRoutes(routeDeps, faultRules));
  mountApiDocument(app, document);
  mountApiReference(app);

  const consoleServed = deps.config.staticDir ? mountStaticConsole(app, deps.config.staticDir) : false;
  // Without a console, what is not /v1 is a 404 envelope: data, under the API's headers.
  if (!consoleServed) app.use('*', apiSecurityHeaders());
  app.notFound(notFound);
  app.onError(onError);
  return Object.assign(app, { consoleServed, apiDocument: document, instance: deps.instance });
}

export type App = ReturnType<typeof createApp>;
