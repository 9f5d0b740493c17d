// buildApp(deps): the whole HTTP application as a Fastify instance that never listens by itself,
// so tests drive it with `inject` and main.ts decides where it listens (docs/architecture.md §3). Every
// dependency arrives explicitly: configuration, database, providers and the clock.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Clock } from './clock.ts';
import { publicConfig, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Providers } from './providers/index.ts';
import { registerErrorHandling, sendFrameworkError } from './http/error-handler.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { refuseNulCharacters } from './http/refuse-nul-characters.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createSessionLayer } from './http/sessions/session-layer.ts';
import { registerCustomerSessions } from './http/sessions/customer-sessions.ts';
import { registerOperatorSessions } from './http/sessions/operator-sessions.ts';
import { registerAdvisorSessions } from './http/sessions/advisor-sessions.ts';
import { neverCache } from './http/never-cache.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { registerWebApp } from './http/web-app.ts';
import type { PageData } from '#shared/api/page-data.ts';
import { registerRequestContext } from './http/request-context.ts';
import { requestLoggingOptions } from './logging/request-line.ts';
import { useZodRouteSchemas } from './http/route-schemas.ts';
import { createRateLimitService } from './rate-limits/rate-limits.ts';
import { createHealthService } from './features/health/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { appConfigRoutes } from './features/app-config/routes.ts';
import { createOutboxService } from './features/outbox/service.ts';
import { devOutboxRoutes } from './features/outbox/routes.ts';
import { createAuthService } from './features/auth/service.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createLanguageService } from './features/language/service.ts';
import { languageRoutes } from './features/language/routes.ts';
import { createPromotionsService } from './features/promotions/service.ts';
import { promotionsRoutes } from './features/promotions/routes.ts';
import { createAnnouncementsService } from './features/announcements/service.ts';
import { announcementsRoutes } from './features/announcements/routes.ts';
import { createHoroscopeService } from './features/horoscope/service.ts';
import { horoscopeRoutes } from './features/horoscope/routes.ts';
import { createTarotService } from './features/tarot/service.ts';
import { tarotRoutes } from './features/tarot/routes.ts';
import { createCashbackService } from './features/cashback/service.ts';
import { createHousekeepingService } from './features/housekeeping/service.ts';
import { createJobs } from './jobs/definitions.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { repeatEvery } from './jobs/repeat.ts';
import {
  advisorProfileHead,
  createAdvisorBackOffice,
  createAdvisorsService,
} from './features/advisors/service.ts';
import { advisorAdminRoutes, advisorRoutes } from './features/advisors/routes.ts';
import {
  createCustomerAdmin,
  createCustomersBackOffice,
  createCustomersService,
} from './features/customers/service.ts';
import { customerRoutes, customersBackOfficeRoutes } from './features/customers/routes.ts';
import { registerPayPalSimulator } from './providers/paypal/simulator/register.ts';
import { createWalletService } from './features/wallet/service.ts';
import { createCouponsService } from './features/coupons/service.ts';
import { couponRoutes } from './features/coupons/routes.ts';
import { createPaymentsService } from './features/payments/service.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { registerGigadatStandIn } from './providers/gigadat/simulator/register.ts';
import { registerTwilioVoiceSimulator } from './providers/voice/simulator/register.ts';
import { createPhonePinService } from './features/phone-pin/service.ts';
import { phonePinRoutes } from './features/phone-pin/routes.ts';
import { createFavouritesService } from './features/favourites/service.ts';
import { favouritesRoutes } from './features/favourites/routes.ts';
import { limitsRoutes } from './features/limits/routes.ts';
import { guaranteeAdminRoutes, guaranteeRoutes } from './features/guarantee/routes.ts';
import { createGuaranteeService } from './features/guarantee/service.ts';
import { createLimitsService } from './features/limits/service.ts';
import { createTelephonyService } from './features/telephony/service.ts';
import { createCallbackQueueService } from './features/callback-queue/service.ts';
import { callbackQueueRoutes } from './features/callback-queue/routes.ts';
import { createAvailabilityNoticesService } from './features/availability-notices/service.ts';
import { availabilityNoticeRoutes } from './features/availability-notices/routes.ts';
import { TELEPHONY_PREFIX, telephonyRoutes } from './features/telephony/routes.ts';
import { gigadatPostbackPath } from './providers/gigadat/postback.ts';
import { createMetrics } from './observability/metrics.ts';
import { noMetrics } from './observability/metrics-port.ts';
import { metricsRoutes } from './observability/metrics-route.ts';
import { observeRequestDurations } from './observability/request-durations.ts';
import { createAuditService } from './features/audit/service.ts';
import { createPayoutsService } from './features/payouts/service.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { createContentAdmin } from './features/content/service.ts';
import { contentRoutes } from './features/content/routes.ts';
import { createOperatorsService } from './features/operators/service.ts';
import { operatorRoutes } from './features/operators/routes.ts';
import { createReportsService } from './features/reports/service.ts';
import { reportsRoutes } from './features/reports/routes.ts';
import { createAdvisorAppService } from './features/advisor-app/service.ts';
import { advisorAppRoutes } from './features/advisor-app/routes.ts';
import { createAdvisorApplicationsService } from './features/advisor-applications/service.ts';
import {
  advisorApplicationAdminRoutes,
  advisorApplicationRoutes,
} from './features/advisor-applications/routes.ts';
import { createAdvisorEarningsService } from './features/advisor-earnings/service.ts';
import { advisorEarningsRoutes } from './features/advisor-earnings/routes.ts';
import { createAdvisorProfileService } from './features/advisor-profile/service.ts';
import {
  advisorProfileRoutes,
  profileChangeAdminRoutes,
} from './features/advisor-profile/routes.ts';
import {
  advisorAppReviewRoutes,
  advisorReviewRoutes,
  customerReviewRoutes,
  reviewAdminRoutes,
} from './features/reviews/routes.ts';
import { createReviewsService } from './features/reviews/service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  providers: Providers;
  /** A pino logger; false (the default in tests) logs nothing. */
  logger?: FastifyBaseLogger | false;
  /**
   * Periodic work inside this process (retrying undelivered messages, …). main.ts turns it on;
   * tests leave it off and call the services themselves.
   */
  backgroundWork?: boolean;
}

/** JSON bodies are small in this product; anything larger is refused with 413. */
const bodyLimitBytes = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Request ids, and one log line per request instead of Fastify's two (logging/request-line.ts).
    ...requestLoggingOptions(deps.logger ?? false),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // Keep-alive sockets must not hold a shutdown open for long.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed URL is refused before routing; it still gets the API's error body.
    frameworkErrors: sendFrameworkError,
  });

  const { clock, providers } = deps;
  const logger = app.log;
  // Prometheus metrics only when a scraper has a token to read them with (docs/decisions/040):
  // without one, nothing is counted and /metrics answers 404. Requests are timed by route, so
  // this comes before any route is registered. The calls in progress are read from the database
  // at each scrape (`telephony` exists by then).
  const metrics = config.metricsToken
    ? createMetrics({
        callsInProgress: () => telephony.callsInProgress(),
        poolUse: database.poolUse,
        logger,
      })
    : undefined;
  if (metrics) observeRequestDurations(app, metrics.requestDurations);
  const metricsPort = metrics?.port ?? noMetrics;

  registerErrorHandling(app);
  // Routes name the zod schemas of their params, query and body (http/route-schemas.ts).
  useZodRouteSchemas(app);
  // Each request's id and language, followed through its work (first, so every hook has them).
  registerRequestContext(app);
  await registerSecurityHeaders(app, config);
  registerOriginCheck(app, [config.publicUrl]);
  refuseNulCharacters(app, {
    // Gigadat is always answered OK, and the phone line checks Twilio's signature first and
    // answers in TwiML: their routes keep those contracts.
    exceptUnder: [gigadatPostbackPath, TELEPHONY_PREFIX],
  });
  // Parses Cookie headers and lets replies set cookies (the session cookies, http/sessions/).
  await app.register(fastifyCookie);

  const health = createHealthService({ database });
  const outbox = createOutboxService({
    database,
    clock,
    providers,
    logger,
    metrics: metricsPort,
  });
  // The abuse limits' counters, one service for every feature that limits something.
  const rateLimits = createRateLimitService({ database, clock });
  const auth = createAuthService({ database, clock, config, outbox, rateLimits, logger });
  // Who is signed in, looked up once per request, for each kind of principal (a customer now;
  // an advisor and an operator register their own kinds beside it), and the route scopes that
  // let each kind in.
  const sessions = createSessionLayer();
  const customerScopes = registerCustomerSessions(sessions, { auth, config });
  // The back office's operators (their own sessions and cookie) and the audit log of what they do.
  const audit = createAuditService({ database, clock });
  const operators = createOperatorsService({
    database,
    clock,
    config,
    outbox,
    rateLimits,
    audit,
    logger,
  });
  const operatorScopes = registerOperatorSessions(sessions, { operators, config });
  const wallet = createWalletService({ clock });
  const coupons = createCouponsService({ database, clock, rateLimits });
  const payments = createPaymentsService({
    database,
    clock,
    config,
    paypal: providers.paypal,
    gigadat: providers.gigadat,
    coupons,
    wallet,
    outbox,
    logger,
    metrics: metricsPort,
  });
  const customers = createCustomersService({
    database,
    clock,
    auth,
    payments,
    brandName: config.brandName,
  });
  // Advisors' numbers are never a verified customer's (the line recognises advisors first).
  const customerAdmin = createCustomerAdmin({ database, wallet });
  // Customers waiting for a busy advisor to call them back (decision 052): the card shows how
  // many, from the feed, which a join or a departure refreshes.
  const callbackQueue = createCallbackQueueService({
    database,
    clock,
    changed: () => advisors.callsChanged(),
  });
  const advisors = createAdvisorsService({
    database,
    clock,
    dataDir: config.dataDir,
    logger,
    queueLengths: () => callbackQueue.waitingCounts(),
    customerWithNumber: async (phone) =>
      (await customerAdmin.find({ kind: 'phone', phone }))?.email ?? null,
  });
  // The back office's advisors: the same changes with their audit rows, and the payout rates.
  const payouts = createPayoutsService({ database, clock });
  const advisorBackOffice = createAdvisorBackOffice({ database, clock, advisors, payouts, audit });
  // People applying to become advisors, and the owners' decisions (decision 049).
  const advisorApplications = createAdvisorApplicationsService({
    database,
    clock,
    config,
    outbox,
    rateLimits,
    advisors,
    audit,
    logger,
  });
  // Stops the speech-synthesis worker thread, if one is running.
  app.addHook('onClose', async () => advisors.close());
  const phonePin = createPhonePinService({
    database,
    clock,
    config,
    outbox,
    rateLimits,
    logger,
  });
  // The advisors a customer keeps: hearts on the board, "My advisors", the dashboard (051).
  const favourites = createFavouritesService({ database, clock, advisors });
  const telephony = createTelephonyService({
    database,
    clock,
    advisors,
    wallet,
    holds: payments,
    callRecords: providers.voice,
    phonePin,
    logger,
    metrics: metricsPort,
    // How each offered call ended, for the advisors' missed-offers rule (created just below).
    offers: { ended: (advisorId, answered) => advisorApp.offerEnded(advisorId, answered) },
    // When an advisor's call ends, the line calls the first customer waiting for them.
    callbacks: {
      queue: callbackQueue,
      publicUrl: config.publicUrl,
      serviceNumber: config.voice.serviceNumber,
    },
  });
  // The advisors' app (docs/decisions/048): sign-in by SMS code, their own sessions and cookie,
  // presence from the web, the call panel, and the missed-offers rule.
  const advisorApp = createAdvisorAppService({
    database,
    clock,
    config,
    auth,
    advisors,
    telephony,
    queue: callbackQueue,
    outbox,
    rateLimits,
    logger,
  });
  // "Notify me when available" (decision 052): sent by the sweep below, once per request.
  const notices = createAvailabilityNoticesService({ database, clock, config, outbox, logger });
  const advisorScopes = registerAdvisorSessions(sessions, { advisorApp, config });
  // The back office's customers: search, a customer's page, operator actions with their audit.
  const customersBackOffice = createCustomersBackOffice({
    database,
    clock,
    audit,
    wallet,
    auth,
    phonePin,
    payments,
  });
  const promotions = createPromotionsService({ database, clock });
  const announcements = createAnnouncementsService({ database, clock });
  const tarot = createTarotService({ database, clock });
  // The owner's reports, and the advisors' payout rates they pay minutes at (decision 046).
  const reports = createReportsService({ database, payouts });
  // The advisors' own calls, earnings and statements, by the payout report's formula (048).
  const advisorEarnings = createAdvisorEarningsService({ database, payouts });
  // The customer's own limits (docs/decisions/054): payments and the line read them themselves.
  const limits = createLimitsService({ database, clock });
  // The satisfaction guarantee: claims granted at once or decided in the back office (054).
  const guarantee = createGuaranteeService({
    database,
    clock,
    config,
    wallet,
    outbox,
    audit,
    logger,
  });
  // The advisors' own profiles: schedule at once, texts, photo and greeting once approved (050).
  const advisorProfile = createAdvisorProfileService({
    database,
    clock,
    config,
    advisors,
    audit,
    outbox,
    logger,
  });
  // Ratings and reviews from real calls only (decision 053).
  const reviews = createReviewsService({
    database,
    clock,
    outbox,
    audit,
    logger,
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    sender: { supportEmail: config.supportEmail, address: config.business.address },
  });
  const horoscope = createHoroscopeService({
    database,
    clock,
    source: providers.horoscope,
    logger,
  });

  // What the browser may know of the configuration: the API answers it, and pages carry it.
  const browserConfig = publicConfig(config);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(health));
      await api.register(appConfigRoutes(browserConfig));
      await api.register(authRoutes(auth, { config, scopes: customerScopes }), { prefix: '/auth' });
      await api.register(
        languageRoutes({
          language: createLanguageService({ database, clock }),
          scopes: customerScopes,
          advisorScopes,
          config,
        }),
      );
      await api.register(customerRoutes({ customers, scopes: customerScopes }), { prefix: '/me' });
      await api.register(customerReviewRoutes({ reviews, scopes: customerScopes }), {
        prefix: '/me/reviews',
      });
      await api.register(phonePinRoutes({ phonePin, scopes: customerScopes }), {
        prefix: '/me/phone-pin',
      });
      await api.register(favouritesRoutes({ favourites, scopes: customerScopes }), {
        prefix: '/me/favourites',
      });
      await api.register(limitsRoutes({ limits, scopes: customerScopes }), {
        prefix: '/me/limits',
      });
      await api.register(guaranteeRoutes({ guarantee, scopes: customerScopes }), {
        prefix: '/me/guarantee',
      });
      await api.register(couponRoutes({ coupons, scopes: customerScopes }));
      await api.register(paymentRoutes({ payments, scopes: customerScopes }));
      await api.register(advisorRoutes(advisors));
      await api.register(
        callbackQueueRoutes({ queue: callbackQueue, advisors, scopes: customerScopes }),
      );
      await api.register(availabilityNoticeRoutes({ notices, advisors, scopes: customerScopes }));
      await api.register(advisorReviewRoutes(reviews));
      await api.register(advisorApplicationRoutes(advisorApplications));
      await api.register(promotionsRoutes(promotions));
      await api.register(announcementsRoutes(announcements));
      await api.register(horoscopeRoutes(horoscope));
      await api.register(tarotRoutes({ tarot, scopes: customerScopes }));
      await api.register(advisorAppRoutes({ advisorApp, scopes: advisorScopes }), {
        prefix: '/advisor',
      });
      await api.register(
        advisorEarningsRoutes({ earnings: advisorEarnings, scopes: advisorScopes }),
        { prefix: '/advisor' },
      );
      await api.register(advisorProfileRoutes({ profile: advisorProfile, scopes: advisorScopes }), {
        prefix: '/advisor',
      });
      await api.register(advisorAppReviewRoutes({ reviews, scopes: advisorScopes }), {
        prefix: '/advisor',
      });
      // The back office's API: every admin route sits in this one scope, never cached, each
      // behind an operator session (but sign-in and set-up); admin-authorization-matrix.test.ts
      // asks every route registered here.
      await api.register(
        async (admin) => {
          neverCache(admin);
          await admin.register(operatorRoutes({ operators, scopes: operatorScopes }));
          await admin.register(auditRoutes({ audit, scopes: operatorScopes }));
          await admin.register(reportsRoutes({ reports, scopes: operatorScopes }));
          await admin.register(
            customersBackOfficeRoutes({ backOffice: customersBackOffice, scopes: operatorScopes }),
          );
          await admin.register(
            advisorAdminRoutes({ backOffice: advisorBackOffice, scopes: operatorScopes }),
          );
          await admin.register(
            advisorApplicationAdminRoutes({
              applications: advisorApplications,
              scopes: operatorScopes,
            }),
          );
          await admin.register(guaranteeAdminRoutes({ guarantee, scopes: operatorScopes }));
          await admin.register(
            profileChangeAdminRoutes({ profile: advisorProfile, scopes: operatorScopes }),
          );
          await admin.register(reviewAdminRoutes({ reviews, scopes: operatorScopes }));
          const content = createContentAdmin({ promotions, announcements, coupons, tarot, audit });
          await admin.register(contentRoutes({ content, scopes: operatorScopes }));
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  // The phone line's Twilio webhooks (TwiML, form bodies, signed requests only).
  await app.register(telephonyRoutes({ telephony, config, metrics: metricsPort }), {
    prefix: TELEPHONY_PREFIX,
  });
  // Prometheus's scrape: 404 without METRICS_TOKEN, 401 without the token.
  await app.register(
    metricsRoutes(
      metrics && config.metricsToken
        ? { registry: metrics.registry, token: config.metricsToken }
        : undefined,
    ),
  );
  // The dev outbox answers both /api/dev/outbox and the /dev/outbox page (404 when disabled).
  await app.register(devOutboxRoutes(outbox, { config }));
  // The PayPal stand-in under /sim/paypal when PayPal is simulated (404 there otherwise).
  await registerPayPalSimulator(app, { config, clock });
  // The Interac (Gigadat) stand-in under /sim/interac, only while Gigadat is not configured
  // (docs/decisions/003); with real credentials those paths answer 404.
  await registerGigadatStandIn(app, { config, clock, logger });
  // Twilio's Calls resource under /sim/twilio while the phone line is simulated: `npm run call`
  // and the tests record the calls they play there, and the sweeper reads them back.
  await registerTwilioVoiceSimulator(app, { config, clock });
  if (deps.backgroundWork) {
    // Emails whose delivery failed for a passing reason are retried when due. Every instance
    // sweeps; a claim in the database lets one alone send each message.
    const emailRetry = repeatEvery(30_000, () =>
      outbox
        .deliverDue()
        .then(() => undefined)
        .catch((error: unknown) =>
          logger.error({ err: error }, 'outbox: retrying due messages failed'),
        ),
    );
    app.addHook('onClose', async () => emailRetry.stop());

    // Calls whose end-of-call callback never came are settled from Twilio's records. Settling
    // is a compare-and-set, so instances sweeping at once settle each call once.
    const callSweep = repeatEvery(60_000, () =>
      telephony
        .sweepOpenCalls()
        .then(({ settled }) => {
          if (settled > 0)
            logger.info({ settled }, 'phone line: settled calls from Twilio records');
        })
        .catch((error: unknown) =>
          logger.error({ err: error }, 'phone line: sweeping calls failed'),
        ),
    );
    app.addHook('onClose', async () => callSweep.stop());

    // "Notify me when available": every 20 s each instance sends the notices whose advisor is
    // Available, whatever made them so, so each leaves within a minute; a claim in the
    // database sends each once (decision 052).
    const noticeSweep = repeatEvery(20_000, () =>
      notices
        .sendDue()
        .then(() => undefined)
        .catch((error: unknown) => logger.error({ err: error }, 'notices: the sweep failed')),
    );
    app.addHook('onClose', async () => noticeSweep.stop());

    // The calendar's work (docs/decisions/015): monthly cashback, next week's tarot game, the
    // clean-ups and ending unpaid orders (025), each slot claimed in the database so one
    // instance runs it.
    const scheduler = createScheduler({
      database,
      clock,
      logger,
      metrics: metricsPort,
      jobs: createJobs({
        cashback: createCashbackService({ database, clock, wallet }),
        housekeeping: createHousekeepingService({ database, clock }),
        tarot,
        payments,
        reviews,
      }),
    });
    scheduler.start();
    app.addHook('onClose', async () => scheduler.stop());
  }

  // The promotion banner and the configuration are in the page from the first paint: nothing
  // moves when they arrive, and the server can render the page's shell with them.
  await registerWebApp(app, config.webDir, {
    pageData: async (): Promise<PageData> => ({
      activePromotion: await promotions.active(),
      config: browserConfig,
    }),
    // An advisor's profile page names them to search engines, and is a 404 when nobody is there.
    pageHead: advisorProfileHead({
      advisors,
      publicUrl: config.publicUrl,
      brandName: config.brandName,
    }),
  });
  return app;
}
