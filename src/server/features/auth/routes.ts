// /api/auth (src/shared/api/auth.ts): HTTP only. Bodies are parsed with the shared schemas; the
// service decides; these handlers set and clear the session cookie and pick the status codes.
// Signing in also sets the language cookie to the account's language: the account's choice wins
// over the browser's. Adding a phone number needs a recent sign-in (the requireRecentSignIn
// scope); /reauthenticate, for a signed-in customer, makes the session's sign-in recent again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { DomainError, invalidRequest } from '#server/domain-error.ts';
import { neverCache } from '#server/http/never-cache.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import {
  refusedAs,
  schemaChosenBy,
  type Refusal,
  type RoutesPlugin,
} from '#server/http/route-schemas.ts';
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
 * A form with a phone number: a refused number answers INVALID_PHONE with the spec's "Invalid
 * Phonenumber. Please try again." as the message (the field's own rule stays in `fields`).
 */
const phoneRefusal: Refusal = (fields) =>
  fields.phone === undefined
    ? invalidRequest(fields)
    : new DomainError('INVALID_PHONE', copy.auth.otp.invalidPhone, { fields });

const withPhone = <S extends Parameters<typeof refusedAs>[0]>(body: S) => ({
  schema: { body: refusedAs(body, phoneRefusal) },
});
const withBody = <S>(body: S) => ({ schema: { body } });

export function authRoutes(
  auth: AuthService,
  options: { config: Config; scopes: CustomerScopes },
): RoutesPlugin {
  const { scopes } = options;
  const { sessions } = scopes;
  const { cookie } = sessions;
  // Secure whenever the public address is https, as the session cookie is.
  const secureCookies = options.config.publicUrl.startsWith('https://');
  return async (app) => {
    neverCache(app);

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
      const session = await sessions.current(request, reply);
      const body: SessionResponse = {
        user: session ? await auth.sessionUser(session.customer.id) : null,
      };
      return body;
    });

    app.post('/sign-up', withBody(SignUpRequestSchema), async (request, reply) => {
      const result = await auth.signUp(request.body, clientOf(request));
      return reply.status(201).send(result);
    });

    app.post('/confirm-email', withBody(ConfirmEmailRequestSchema), async (request) => {
      const { token } = request.body;
      await auth.confirmEmail(token, clientOf(request));
      return { status: 'confirmed' } as const;
    });

    const resend = withBody(ResendConfirmationRequestSchema);
    app.post('/confirm-email/resend', resend, async (request, reply) => {
      const { email } = request.body;
      await auth.resendConfirmation(email, clientOf(request));
      return reply.status(202).send(accepted);
    });

    app.post('/sign-in', withBody(SignInRequestSchema), async (request, reply) => {
      const client = clientOf(request);
      return signedIn(reply, await auth.signIn(request.body, client, cookie.read(request)));
    });

    app.post('/sign-out', async (request, reply) => {
      await auth.signOut(cookie.read(request));
      cookie.clear(reply);
      return reply.status(204).send();
    });

    app.post('/password-reset', withBody(PasswordResetRequestSchema), async (request, reply) => {
      const { email } = request.body;
      await auth.requestPasswordReset(email, clientOf(request));
      return reply.status(202).send(accepted);
    });

    const resetComplete = withBody(PasswordResetCompleteRequestSchema);
    app.post('/password-reset/complete', resetComplete, async (request, reply) => {
      const { endedCurrentSession } = await auth.completePasswordReset(
        request.body,
        clientOf(request),
        cookie.read(request),
      );
      if (endedCurrentSession) cookie.clear(reply);
      return { status: 'updated' } as const;
    });

    app.post('/phone/request-code', withPhone(PhoneCodeRequestSchema), async (request) => {
      const { phone } = request.body;
      return auth.requestPhoneSignInCode(phone, clientOf(request));
    });

    app.post('/phone/verify', withPhone(PhoneVerifyRequestSchema), async (request, reply) => {
      const { phone, code } = request.body;
      const client = clientOf(request);
      return signedIn(
        reply,
        await auth.verifyPhoneSignIn(phone, code, client, cookie.read(request)),
      );
    });

    const recentSignIn = { preValidation: scopes.requireRecentSignIn };

    const addCode = { ...recentSignIn, ...withPhone(PhoneAddCodeRequestSchema) };
    app.post('/phone/add/request-code', addCode, async (request) => {
      const customer = scopes.customerOf(request);
      const { phone } = request.body;
      return auth.phoneAdd.requestCode(customer, phone, clientOf(request));
    });

    const addVerify = { ...recentSignIn, ...withPhone(PhoneAddVerifyRequestSchema) };
    app.post('/phone/add/verify', addVerify, async (request) => {
      const customer = scopes.customerOf(request);
      const { phone, code } = request.body;
      const user = await auth.phoneAdd.verify(customer.id, phone, code, clientOf(request));
      const body: SignedInResponse = { user };
      return body;
    });

    const customerOnly = { preValidation: scopes.requireCustomer() };

    const reauthCode = { ...customerOnly, ...withPhone(ReauthenticationCodeRequestSchema) };
    app.post('/reauthenticate/request-code', reauthCode, async (request) => {
      const session = scopes.sessionOf(request);
      const { phone } = request.body;
      return auth.reauthentication.requestCode(session, phone, clientOf(request));
    });

    // The password form or the code form, as the body says.
    const reauth = { ...customerOnly, ...withPhone(schemaChosenBy(reauthenticationSchemaFor)) };
    app.post('/reauthenticate', reauth, async (request) => {
      const session = scopes.sessionOf(request);
      const input = request.body;
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
