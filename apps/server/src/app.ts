import { join } from 'node:path';
import compress from '@fastify/compress';
import { API_PREFIX } from '@pet-adoption/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './app-config';
import type { Database } from './db/client';
import { adoptionRoutes } from './features/adoptions/adoptions.routes';
import { applicationRoutes } from './features/adoptions/applications.routes';
import { createAccountMailer } from './features/account/account-mail';
import { accountRoutes } from './features/account/account.routes';
import { auditRoutes } from './features/audit/audit.routes';
// A type only: better-auth itself loads with the first identity call (decision 051).
import type { PasswordHashing } from './features/auth/auth';
import { type AuthLimits, authRoutes, createAuthLimits } from './features/auth/auth.routes';
import { campaignRoutes } from './features/campaigns/campaigns.routes';
import { categoryRoutes } from './features/categories/categories.routes';
import { contactRoutes, createContactLimiter } from './features/contact/contact.routes';
import { favoriteRoutes } from './features/favorites/favorites.routes';
import { healthRoutes } from './features/health/health.routes';
import { createImageJobs, type ImageJobs } from './features/images/image-jobs';
import { imageRoutes } from './features/images/images.routes';
import { serveUploads } from './features/images/serve-uploads';
import { createUploadQuota } from './features/images/upload-quota';
import { campaignUpdateRoutes } from './features/campaign-updates/campaign-updates.routes';
import { happyTailRoutes } from './features/happy-tails/happy-tails.routes';
import { ledgerRoutes } from './features/ledger/ledger.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { notificationSettingsRoutes } from './features/notifications/notification-settings.routes';
import { adoptionFeeRoutes } from './features/payments/adoption-fees.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { createPayments, type Payments } from './features/payments/providers';
import { type ImageStorage, localImageStorage, s3ImageStorage } from './features/images/storage';
import { createStillAvailableLimiter, petRoutes } from './features/pets/pets.routes';
import { ListingCache } from './features/pets/listing-cache';
import { LivePetIndex } from './features/pets/search-index/index-sync';
import { receiptRoutes } from './features/receipts/receipts.routes';
import { createGiftMailer } from './features/monthly-gifts/gift-mail';
import {
  createGiftChangeLimiter,
  monthlyGiftRoutes,
} from './features/monthly-gifts/monthly-gifts.routes';
import { shelterRoutes } from './features/shelter/shelter.routes';
import { reviewRoutes } from './features/reviews/reviews.routes';
import { savedSearchRoutes } from './features/saved-searches/saved-searches.routes';
import { userRoutes } from './features/users/users.routes';
import type { PetsListed } from './lib/listing-events';
import { loadOnce } from './lib/load-once';
import { loggerOptions } from './lib/logger';
import { createNotify, type NoticeMailing } from './messaging/notify';
import { memoryRateLimitStore, type RateLimitStore } from './lib/rate-limiter';
import { registerRequestBodies } from './lib/request-bodies';
import {
  createUserLimiters,
  registerUserLimits,
  USER_LIMITS,
  type UserLimits,
} from './lib/user-limits';
import { installValidationMessages } from './lib/validation-messages';
import { isApiPath } from './plugins/allowed-methods';
import { frameworkErrorHandler, setupErrorHandling } from './plugins/error-handler';
import { createAccessTokens, createGuards } from './plugins/auth';
import { registerPersonalAnswers } from './plugins/personal-answers';
import { registerSecurityHeaders } from './plugins/security';
import { registerApiDocs } from './plugins/swagger';
import { registerPages, SEED_IMAGES_DIR } from './pages/pages.plugin';
import { createRenderAllowance, type PageRenderLimit } from './pages/render-allowance';
import { createSiteOrigin } from './pages/site-origin';
import { registerWebDev } from './pages/web-dev';

export interface LogStream {
  write(line: string): void;
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Lets tests add routes (a throwing one, say) before the app is sealed by ready(). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Folder served under /images/; the repository's seed/images by default. */
  seedImagesDir?: string | URL;
  /** Where rate-limit counters live: this process's memory unless REDIS_URL gives Redis. */
  rateLimitStore?: RateLimitStore;
  /** Sign-in and sign-up counters; tests pass small ones. */
  authLimits?: AuthLimits;
  /** Where uploads go; local disk in DATA_DIR/uploads (served under /uploads/) by default. */
  imageStorage?: ImageStorage;
  /** Per-user allowances and the upload quota (lib/user-limits.ts); tests pass small ones. */
  userLimits?: UserLimits;
  /** The bound on picture processing at once; tests pass one they can fill. */
  imageJobs?: ImageJobs;
  /** The pet listing's short-lived caches; the benchmark passes one with pages uncached. */
  petListingCache?: ListingCache;
  /** URLs per sitemap file (50,000 by default); tests pass a small one to see the split. */
  sitemapUrlLimit?: number;
  /** Each client's allowance of page renders (pages/render-allowance.ts); tests pass small ones. */
  pageRenderLimit?: PageRenderLimit;
  /**
   * Notices are also e-mailed through this outbox (messaging/messaging.ts); without it, they
   * are in-app only.
   */
  mailing?: NoticeMailing;
  /** The card processor; server.ts makes it to charge monthly gifts with it too. */
  payments?: Payments;
  /** Told of each pet added: the saved-search alerts' queue (server.ts); tests pass their own. */
  petsListed?: PetsListed;
  /** better-auth's scrypt by default; tests, which sign up hundreds of people, pass a cheaper one. */
  passwordHashing?: PasswordHashing;
}

/** A hop count means "trust the last n proxies" (Fastify's typings leave out numbers). */
const trustProxyOption = (value: AppConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/**
 * The whole HTTP surface, without listening: server.ts runs it, tests inject() into it.
 * Routes are registered here one by one (no autoload) so this file lists the API.
 */
export async function buildApp({
  config,
  db,
  beforeReady,
  logStream,
  seedImagesDir = SEED_IMAGES_DIR,
  rateLimitStore = memoryRateLimitStore(),
  authLimits = createAuthLimits(rateLimitStore),
  imageStorage,
  userLimits = USER_LIMITS,
  imageJobs = createImageJobs(),
  petListingCache = new ListingCache(),
  sitemapUrlLimit,
  pageRenderLimit,
  mailing,
  petsListed,
  payments: givenPayments,
  passwordHashing,
}: BuildAppOptions) {
  installValidationMessages();

  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    frameworkErrors: frameworkErrorHandler,
    // A slow client may not hold a connection open forever.
    requestTimeout: 30_000,
    // Answered by our own hook instead, in the API's error shape (plugins/error-handler.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const apiNotFound = setupErrorHandling(app);
  // Before the routes: what a body may be is one rule for all of them (lib/request-bodies.ts).
  registerRequestBodies(app);
  await registerSecurityHeaders(app, {
    stripe: config.stripe !== undefined,
    imageOrigin: config.objectStorage && new URL(config.objectStorage.publicUrl).origin,
  });
  // Before the routes, so that every API answer inherits it.
  registerPersonalAnswers(app);
  await app.register(compress);
  await registerApiDocs(app);

  // better-auth is the heaviest module the server loads: a start waits for none of it, the first
  // identity call does (decision 051).
  const accountMailer = createAccountMailer(mailing);
  const loadAuth = loadOnce(async () => {
    const { createAuth } = await import('./features/auth/auth');
    return createAuth(db, config, app.log, accountMailer, passwordHashing);
  });
  // Once the server listens (its health already answered), load it off the start's path, so
  // that the first sign-in after a start does not wait for it either.
  app.addHook('onListen', (done) => {
    void loadAuth().catch((error: unknown) =>
      app.log.warn({ err: error }, 'The identity module could not be loaded ahead of use'),
    );
    done();
  });
  const tokens = createAccessTokens(config.authSecret);
  const guards = createGuards(db, tokens);
  const notify = createNotify(mailing);

  // Before the routes, so that each one naming a `userLimit` in its config inherits the hook.
  registerUserLimits(
    app,
    createUserLimiters(userLimits.allowances, rateLimitStore),
    guards.currentUser,
  );
  await app.register(healthRoutes, { prefix: API_PREFIX, db });
  await app.register(authRoutes, {
    prefix: API_PREFIX,
    loadAuth,
    tokens,
    limits: authLimits,
    config,
  });
  await app.register(accountRoutes, {
    prefix: API_PREFIX,
    db,
    guards,
    mailer: accountMailer,
    verifyPassword: async (hash, password) =>
      (await (await loadAuth()).$context).password.verify({ hash, password }),
    signInThrottle: authLimits.signInThrottle,
  });
  await app.register(userRoutes, { prefix: API_PREFIX, db, guards, notify });
  await app.register(categoryRoutes, { prefix: API_PREFIX, db });
  await app.register(reviewRoutes, { prefix: API_PREFIX, db });
  await app.register(contactRoutes, {
    prefix: API_PREFIX,
    db,
    guards,
    notify,
    limiter: createContactLimiter(rateLimitStore),
  });
  // Searches are answered from an index of every pet kept in memory, up to date with the
  // database on each search; public pages are cached a second besides, and the writes that
  // change listed pets (a pet's, an accepted request) clear them before their answer leaves.
  await app.register(petRoutes, {
    prefix: API_PREFIX,
    db,
    guards,
    notify,
    listingCache: petListingCache,
    petIndex: new LivePetIndex(db),
    stillAvailableLimiter: createStillAvailableLimiter(rateLimitStore),
    petsListed,
  });
  await app.register(adoptionRoutes, {
    prefix: API_PREFIX,
    db,
    guards,
    notify,
    listingCache: petListingCache,
  });
  await app.register(applicationRoutes, { prefix: API_PREFIX, db, guards });
  await app.register(favoriteRoutes, { prefix: API_PREFIX, db, guards });
  await app.register(campaignRoutes, { prefix: API_PREFIX, db, guards });
  await app.register(ledgerRoutes, { prefix: API_PREFIX, db, guards });
  await app.register(campaignUpdateRoutes, { prefix: API_PREFIX, db, guards, notify });
  await app.register(happyTailRoutes, { prefix: API_PREFIX, db, guards, notify });
  await app.register(receiptRoutes, { prefix: API_PREFIX, db });
  await app.register(monthlyGiftRoutes, {
    prefix: API_PREFIX,
    db,
    guards,
    mail: createGiftMailer(mailing),
    limiter: createGiftChangeLimiter(rateLimitStore),
  });
  await app.register(shelterRoutes, { prefix: API_PREFIX, db, guards });
  await app.register(notificationRoutes, { prefix: API_PREFIX, db, guards });
  await app.register(auditRoutes, { prefix: API_PREFIX, db, guards });
  await app.register(notificationSettingsRoutes, {
    prefix: API_PREFIX,
    db,
    guards,
    secret: config.authSecret,
  });
  await app.register(savedSearchRoutes, {
    prefix: API_PREFIX,
    db,
    guards,
    secret: config.authSecret,
  });
  const payments = givenPayments ?? (await createPayments(config, db));
  await app.register(paymentRoutes, { prefix: API_PREFIX, db, guards, notify, payments });
  await app.register(adoptionFeeRoutes, { prefix: API_PREFIX, db, guards, notify, payments });
  const localUploads = localImageStorage(join(config.dataDir, 'uploads'));
  await app.register(imageRoutes, {
    prefix: API_PREFIX,
    guards,
    storage:
      imageStorage ?? (config.objectStorage ? s3ImageStorage(config.objectStorage) : localUploads),
    jobs: imageJobs,
    quota: createUploadQuota(db, userLimits.uploadQuotaBytes),
  });
  // Also with a bucket: pictures uploaded before the move to it stay where their pets point.
  if (imageStorage === undefined) await serveUploads(app, localUploads.dir);

  // Everything outside /api: the web app's files, robots.txt and the sitemap, and every page.
  const pagesNotFound = await registerPages(app, {
    db,
    webDistDir: config.webDistDir,
    siteOrigin: createSiteOrigin(config),
    renderAllowance: createRenderAllowance(rateLimitStore, pageRenderLimit),
    bodyLimit: config.bodyLimit,
    seedImagesDir,
    sitemapUrlLimit,
    loadPageHandler: config.webDev ? await registerWebDev(app) : undefined,
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url)) {
      // A page was answered, or it is not a page request (a missing file, say) and falls
      // through. Not the return value: a Fastify reply is awaitable and resolves to undefined.
      await pagesNotFound(request, reply);
      if (reply.sent) return reply;
    }
    return apiNotFound(request, reply);
  });

  await beforeReady?.(app);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
