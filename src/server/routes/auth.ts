/**
 * /api/auth: registration, sign-in for users and admins, the signed-in user, password change and
 * Google sign-in (docs/api.md, "Authentication"). Failed sign-ins all look alike, whatever was
 * wrong, and cost the same time; attempts are limited per IP and per account.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ROUTES, SIGN_IN_LINK_INVALID } from '../../shared/constants.ts';
import type { Role } from '../../shared/types.ts';
import { ACCOUNT_NAME_MAX, PASSWORD_RULE } from '../../shared/account-rules.ts';
import { ErrorSchema, errorResponses } from '../schemas/common.ts';
import { UserSchema } from '../schemas/user.ts';
import { HttpError } from '../errors.ts';
import * as users from '../repositories/users.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hit, limit, reset, tooManyAttempts, unhit } from '../auth/rate-limit.ts';
import { createSignInThrottle } from '../auth/sign-in-throttle.ts';
import { assertValid, emailProblem, nameProblem, normaliseEmail, passwordProblem } from '../auth/credentials.ts';
import { createGoogleSignIn, readCookie, stateCookie, STATE_COOKIE } from '../auth/google.ts';
import { accountForGoogle } from '../auth/google-account.ts';
import { issueCode, redeemCode, redeemCookie, REDEEM_COOKIE } from '../auth/sign-in-codes.ts';
import { userId as callerId } from '../auth/caller.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

const SessionSchema = Type.Object({ success: Type.Literal(true), token: Type.String(), user: UserSchema });

// Generous outer bounds only: the real rules (with messages a person can act on) are in
// credentials.ts; these keep absurd bodies away from the password hash.
const field = (description: string) => Type.String({ maxLength: 1024, description });
const CredentialsBody = Type.Object({ email: field('Email, any case'), password: field('Password') });
const RegisterBody = Type.Object({
  name: field(`1 to ${ACCOUNT_NAME_MAX} characters`),
  email: field('A valid email address, any case; unique'),
  password: field(PASSWORD_RULE),
});
const ChangePasswordBody = Type.Object({
  currentPassword: field('The password in use now'),
  newPassword: field(PASSWORD_RULE),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // Counters live in the database: every instance on one PostgreSQL shares them.
  const throttle = createSignInThrottle(app.db, config.loginRateLimit);
  const { max, windowMs } = config.loginRateLimit;
  // Unknown emails are checked against this, so they take as long as known ones.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));
  dummyHash.catch(() => {});

  const google = createGoogleSignIn(config.google, `${config.siteUrl}/api/auth/google/callback`, app.tokens);
  const secureCookies = config.siteUrl.startsWith('https:');

  const issueToken = (account: { id: string; role: Role; tokensValidAfter: number }) => {
    const ttl = account.role === 'admin' ? config.adminTokenTtlSeconds : config.userTokenTtlSeconds;
    // Never before the account's cut-off, or a token issued right after a password change
    // would be refused as if it came before it.
    const issuedAt = Math.max(Math.floor(Date.now() / 1000), account.tokensValidAfter);
    return app.tokens.sign(account, ttl, issuedAt);
  };

  const publicUser = async (id: string) => {
    const user = await users.getPublicUser(app.db, id);
    if (!user.ok) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    return user.value;
  };

  const signedIn = async (request: FastifyRequest) => {
    const auth = await app.authenticate(request);
    if (!auth) throw new HttpError(401, 'Please sign in to continue');
  };

  app.post(
    '/user/register',
    {
      schema: {
        tags: ['auth'],
        operationId: 'registerUser',
        summary: 'Create a user account and sign in',
        description:
          'Creates an account with role user and answers a session (token and user); 409 when the email is taken, 429 when this address or email registers too often.',
        body: RegisterBody,
        response: { 201: SessionSchema, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const normalised = normaliseEmail(email);
      await limit(app.db, `register:address:${request.ip}`, max, windowMs);
      await limit(app.db, `register:account:${normalised}`, max, windowMs);
      assertValid({ name: nameProblem(name), email: emailProblem(email), password: passwordProblem(password) });

      const created = await users.createUser(app.db, {
        email: normalised,
        name: name.trim(),
        passwordHash: await hashPassword(password),
      });
      if (!created.ok)
        throw new HttpError(409, 'An account with this email already exists. Please sign in instead.', [
          { field: 'email', message: 'This email is already registered' },
        ]);
      const id = created.value;
      const account = await users.findCredentialsById(app.db, id);
      if (!account) throw new Error('registered user vanished');
      const body = { success: true as const, token: await issueToken(account), user: await publicUser(id) };
      return reply.status(201).send(body);
    },
  );

  const login = (role: Role) => async (request: FastifyRequest<{ Body: { email: string; password: string } }>) => {
    const email = normaliseEmail(request.body.email);
    const account = email ? await users.findCredentialsByEmail(app.db, email) : null;
    // A wrong role fails exactly like a wrong password: the answer must not tell which emails
    // belong to admins.
    const ok = await throttle.attempt(email, request.ip, async () => {
      const matches = await verifyPassword(request.body.password, account?.passwordHash ?? (await dummyHash));
      return Boolean(account?.passwordHash && matches && account.role === role);
    });
    if (!ok || !account) throw new HttpError(401, INVALID_CREDENTIALS);
    return { success: true as const, token: await issueToken(account), user: await publicUser(account.id) };
  };

  const loginSchema = (role: Role) => ({
    tags: ['auth'],
    operationId: role === 'admin' ? 'signInAdmin' : 'signInUser',
    summary: `Sign in as ${role === 'admin' ? 'an admin' : 'a user'}`,
    description: `Only accounts with role ${role}; any other account gets the same 401 as a wrong password.`,
    body: CredentialsBody,
    response: { 200: SessionSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
  });
  app.post('/user/login', { schema: loginSchema('user') }, login('user'));
  app.post('/admin/login', { schema: loginSchema('admin') }, login('admin'));

  app.get(
    '/me',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user (either role)',
        description:
          'The account the bearer token belongs to, with its favourites; 401 when the token is missing or no longer valid.',
        security: [{ bearerAuth: [] }],
        'x-role': 'signed-in',
        response: { 200: Type.Object({ success: Type.Literal(true), data: UserSchema }), 401: errorResponses[401] },
      },
    },
    async (request) => ({ success: true as const, data: await publicUser(callerId(request)) }),
  );

  app.post(
    '/change-password',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary: 'Change the password (either role)',
        description:
          'Every token issued before the change stops working; the answer carries a fresh one for this client.',
        security: [{ bearerAuth: [] }],
        'x-role': 'signed-in',
        body: ChangePasswordBody,
        response: {
          200: Type.Object({ success: Type.Literal(true), token: Type.String() }),
          400: ErrorSchema,
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = callerId(request);
      const { currentPassword, newPassword } = request.body;
      const key = `password:account:${userId}`;
      // Counted before the current password is judged (see sign-in-throttle.ts): parallel wrong
      // guesses cannot all be judged; at most `max` are in a window.
      const attempt = await hit(app.db, key, windowMs);
      if (attempt.count > max) throw tooManyAttempts(attempt.resetMs);
      try {
        assertValid({ newPassword: passwordProblem(newPassword, 'New password') });
      } catch (error) {
        await unhit(app.db, key);
        throw error;
      }
      const account = await users.findCredentialsById(app.db, userId);
      if (!account) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      if (!account.passwordHash) {
        await unhit(app.db, key);
        throw new HttpError(400, 'This account signs in with Google, so it has no password to change.');
      }
      // 400, not 401: a 401 would sign the client out over a typing slip. The attempt
      // stays counted.
      if (!(await verifyPassword(currentPassword, account.passwordHash))) {
        throw new HttpError(400, 'Invalid input: Current password is incorrect', [
          { field: 'currentPassword', message: 'Current password is incorrect' },
        ]);
      }
      await reset(app.db, key);
      const validAfter = await users.setPassword(app.db, userId, await hashPassword(newPassword));
      if (!validAfter.ok) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      return { success: true as const, token: await issueToken({ ...account, tokensValidAfter: validAfter.value }) };
    },
  );

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        operationId: 'listSignInProviders',
        summary: 'Which third-party sign-ins this server offers',
        description: 'Whether Google sign-in is configured, so the sign-in page shows its button only when it works.',
        response: { 200: Type.Object({ success: Type.Literal(true), data: Type.Object({ google: Type.Boolean() }) }) },
      },
    },
    async () => ({ success: true as const, data: { google: google !== null } }),
  );

  const failedGoogle = `${config.siteUrl}${ROUTES.userLogin}?error=google`;

  app.get(
    '/google',
    {
      schema: {
        tags: ['auth'],
        operationId: 'startGoogleSignIn',
        summary: 'Start Google sign-in (browser navigation)',
        description: '302 to the provider (authorization code with PKCE, state and nonce); 503 when not configured.',
        response: { 302: Type.Null({ description: 'To the provider' }), 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!google) return reply.status(503).send({ success: false as const, error: GOOGLE_NOT_CONFIGURED });
      void reply.header('cache-control', 'no-store');
      try {
        const { url, sealed } = await google.start();
        return reply.header('set-cookie', stateCookie(sealed, secureCookies)).redirect(url, 302);
      } catch (error) {
        request.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'Google sign-in could not start',
        );
        return reply.redirect(failedGoogle, 302);
      }
    },
  );

  app.get(
    '/google/callback',
    {
      schema: {
        tags: ['auth'],
        operationId: 'finishGoogleCallback',
        summary: 'Where Google sends the browser back',
        description: `302 to ${ROUTES.loginSuccess}#code=<one-time code>, with an HttpOnly cookie that binds the code to this browser; the page redeems it with POST /api/auth/google/redeem. On any failure 302 to ${ROUTES.userLogin}?error=google.`,
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (!google) return reply.header('set-cookie', stateCookie(null, secureCookies)).redirect(failedGoogle, 302);
      try {
        const identity = await google.finish(
          new URL(request.url, config.siteUrl),
          readCookie(request.headers.cookie, STATE_COOKIE),
        );
        const account = await accountForGoogle(app.db, identity);
        const { code, browser } = await issueCode(app.db, account.id);
        void reply.header('set-cookie', [stateCookie(null, secureCookies), redeemCookie(browser, secureCookies)]);
        return reply.redirect(`${config.siteUrl}${ROUTES.loginSuccess}#code=${code}`, 302);
      } catch (error) {
        request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Google sign-in failed');
        return reply.header('set-cookie', stateCookie(null, secureCookies)).redirect(failedGoogle, 302);
      }
    },
  );

  app.post(
    '/google/redeem',
    {
      schema: {
        tags: ['auth'],
        operationId: 'redeemGoogleSignIn',
        summary: 'Finish a Google sign-in in the browser that made it',
        description:
          'Trades the one-time code of the callback for a session, once, within two minutes, and only with the cookie the callback set in the same browser.',
        body: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 200, description: 'The code of the #code= fragment' }),
        }),
        response: { 200: SessionSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('set-cookie', redeemCookie(null, secureCookies));
      const userId = await redeemCode(app.db, request.body.code, readCookie(request.headers.cookie, REDEEM_COOKIE));
      const account = userId ? await users.findCredentialsById(app.db, userId) : null;
      if (!account) throw new HttpError(400, SIGN_IN_LINK_INVALID);
      return { success: true as const, token: await issueToken(account), user: await publicUser(account.id) };
    },
  );
};

export default routes;
