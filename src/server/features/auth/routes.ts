// /api/auth (src/shared/api/auth.ts): HTTP only. Bodies are parsed with the shared schemas; the
// service decides; these handlers set and clear the session cookie and pick the status codes.
// Signing in also sets the language cookie to the account's language: the account's choice wins
// over the browser's. Adding a phone number needs a recent sign-in (auth.requireRecentSignIn);
// /reauthenticate makes the session's sign-in recent again.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '#server/config.ts';
import { DomainError } from '#server/domain-error.ts';
import { neverCache } from '#server/http/never-cache.ts';
import { parseInput } from '#server/http/parse-input.ts';
import { rememberLocale } from '#server/http/request-locale.ts';
import {
  ConfirmEmailRequestSchema,
  PasswordResetCompleteRequestSchema,
  PasswordResetRequestSchema,
  PhoneAddCodeRequestSchema,
  PhoneAddVerifyRequestSchema,
  PhoneCodeRequestSchema,
  PhoneVerifyRequestSchema,
  ReauthenticationCodeRequestSchema,
  reauthenticationSchemaFor,
  ResendConfirmationRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  type ReauthenticatedResponse,
  type SessionResponse,
  type SignedInResponse,
} from '#shared/api/auth.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { AuthService, Client, SignedIn } from './service.ts';

const accepted = { status: 'accepted' } as const;

function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Like parseInput, but a refused phone number answers INVALID_PHONE with the spec's "Invalid
 * Phonenumber. Please try again." as the message (the field's own rule stays in `fields`).
 */
function parsePhoneInput<Schema extends z.core.$ZodType>(schema: Schema, body: unknown) {
  try {
    return parseInput(schema, body);
  } catch (error) {
    if (error instanceof DomainError && error.fields?.phone !== undefined) {
      throw new DomainError('INVALID_PHONE', copy.auth.otp.invalidPhone, { fields: error.fields });
    }
    throw error;
  }
}

export function authRoutes(auth: AuthService, options: { config: Config }): FastifyPluginAsync {
  // Secure whenever the public address is https, as the session cookie is.
  const secureCookies = options.config.publicUrl.startsWith('https://');
  return async (app) => {
    neverCache(app);
    const cookie = auth.sessionCookie;

    /** The session cookie and the account's language, then the answer of every sign-in. */
    function signedIn(
      reply: FastifyReply,
      { token, maxAgeSeconds, user }: SignedIn,
    ): SignedInResponse {
      cookie.write(reply, token, maxAgeSeconds);
      rememberLocale(reply, user.language, secureCookies);
      return { user };
    }

    app.get('/session', async (request, reply) => {
      const session = await auth.currentSession(request, reply);
      const body: SessionResponse = {
        user: session ? await auth.sessionUser(session.customer.id) : null,
      };
      return body;
    });

    app.post('/sign-up', async (request, reply) => {
      const input = parseInput(SignUpRequestSchema, request.body);
      const result = await auth.signUp(input, clientOf(request));
      return reply.status(201).send(result);
    });

    app.post('/confirm-email', async (request) => {
      const { token } = parseInput(ConfirmEmailRequestSchema, request.body);
      await auth.confirmEmail(token, clientOf(request));
      return { status: 'confirmed' } as const;
    });

    app.post('/confirm-email/resend', async (request, reply) => {
      const { email } = parseInput(ResendConfirmationRequestSchema, request.body);
      await auth.resendConfirmation(email, clientOf(request));
      return reply.status(202).send(accepted);
    });

    app.post('/sign-in', async (request, reply) => {
      const input = parseInput(SignInRequestSchema, request.body);
      return signedIn(reply, await auth.signIn(input, clientOf(request), cookie.read(request)));
    });

    app.post('/sign-out', async (request, reply) => {
      await auth.signOut(request);
      cookie.clear(reply);
      return reply.status(204).send();
    });

    app.post('/password-reset', async (request, reply) => {
      const { email } = parseInput(PasswordResetRequestSchema, request.body);
      await auth.requestPasswordReset(email, clientOf(request));
      return reply.status(202).send(accepted);
    });

    app.post('/password-reset/complete', async (request, reply) => {
      const input = parseInput(PasswordResetCompleteRequestSchema, request.body);
      const { endedCurrentSession } = await auth.completePasswordReset(
        input,
        clientOf(request),
        cookie.read(request),
      );
      if (endedCurrentSession) cookie.clear(reply);
      return { status: 'updated' } as const;
    });

    app.post('/phone/request-code', async (request) => {
      const { phone } = parsePhoneInput(PhoneCodeRequestSchema, request.body);
      return auth.requestPhoneSignInCode(phone, clientOf(request));
    });

    app.post('/phone/verify', async (request, reply) => {
      const { phone, code } = parsePhoneInput(PhoneVerifyRequestSchema, request.body);
      const client = clientOf(request);
      return signedIn(
        reply,
        await auth.verifyPhoneSignIn(phone, code, client, cookie.read(request)),
      );
    });

    app.post('/phone/add/request-code', async (request, reply) => {
      const customer = await auth.requireRecentSignIn(request, reply);
      const { phone } = parsePhoneInput(PhoneAddCodeRequestSchema, request.body);
      return auth.phoneAdd.requestCode(customer, phone, clientOf(request));
    });

    app.post('/phone/add/verify', async (request, reply) => {
      const customer = await auth.requireRecentSignIn(request, reply);
      const { phone, code } = parsePhoneInput(PhoneAddVerifyRequestSchema, request.body);
      const user = await auth.phoneAdd.verify(customer.id, phone, code, clientOf(request));
      const body: SignedInResponse = { user };
      return body;
    });

    app.post('/reauthenticate/request-code', async (request, reply) => {
      const session = await auth.requireSession(request, reply);
      const { phone } = parsePhoneInput(ReauthenticationCodeRequestSchema, request.body);
      return auth.reauthentication.requestCode(session, phone, clientOf(request));
    });

    app.post('/reauthenticate', async (request, reply) => {
      const session = await auth.requireSession(request, reply);
      const input = parsePhoneInput(reauthenticationSchemaFor(request.body), request.body);
      const client = clientOf(request);
      if ('password' in input) {
        await auth.reauthentication.withPassword(session, input.password, client);
      } else {
        await auth.reauthentication.withCode(session, input.phone, input.code, client);
      }
      const body: ReauthenticatedResponse = { status: 'reauthenticated' };
      return body;
    });
  };
}
