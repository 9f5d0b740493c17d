// /api/me/phone-pin (src/shared/api/phone-pin.ts): HTTP only. Every handler first asks the auth
// feature for the session's customer (401 UNAUTHENTICATED for a visitor; a change also needs a
// recent sign-in, 403 RECENT_SIGN_IN_REQUIRED) and passes only that customer's id on, so no
// request can name another customer. The body is parsed strictly; the
// form has one field, so a refused PIN's rule is the answer's message as well as the field's.
import type { FastifyPluginAsync } from 'fastify';
import type { AuthService } from '#server/features/auth/service.ts';
import { DomainError, invalidRequest } from '#server/domain-error.ts';
import { neverCache } from '#server/http/never-cache.ts';
import { parseInput } from '#server/http/parse-input.ts';
import { PhonePinUpdateSchema, type PhonePinResponse } from '#shared/api/phone-pin.ts';
import type { PhonePinService } from './service.ts';

function parsePinUpdate(body: unknown) {
  try {
    return parseInput(PhonePinUpdateSchema, body);
  } catch (error) {
    const message = error instanceof DomainError ? error.fields?.pin : undefined;
    if (error instanceof DomainError && message !== undefined) {
      throw invalidRequest(error.fields, message);
    }
    throw error;
  }
}

export function phonePinRoutes(deps: {
  phonePin: PhonePinService;
  auth: AuthService;
}): FastifyPluginAsync {
  const { phonePin, auth } = deps;
  return async (app) => {
    neverCache(app);

    app.get('/', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const body: PhonePinResponse = { phonePin: await phonePin.status(customer.id) };
      return body;
    });

    // Setting, changing or removing the PIN changes who the line lets spend the minutes: like
    // the other sensitive changes, it needs a sign-in from the last 10 minutes (decision 029).
    app.put('/', async (request, reply) => {
      const customer = await auth.requireRecentSignIn(request, reply);
      const { pin } = parsePinUpdate(request.body);
      const body: PhonePinResponse = { phonePin: await phonePin.set(customer.id, pin) };
      return body;
    });

    app.delete('/', async (request, reply) => {
      const customer = await auth.requireRecentSignIn(request, reply);
      const body: PhonePinResponse = { phonePin: await phonePin.remove(customer.id) };
      return body;
    });
  };
}
