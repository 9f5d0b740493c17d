// /api/me/phone-pin (src/shared/api/phone-pin.ts): HTTP only. The scope is for a signed-in
// customer (401 UNAUTHENTICATED for a visitor; a change also needs a recent sign-in, 403
// RECENT_SIGN_IN_REQUIRED), and every handler passes only that customer's id on, so no request
// can name another customer. The body is parsed strictly; the
// form has one field, so a refused PIN's rule is the answer's message as well as the field's.
import { invalidRequest } from '#server/domain-error.ts';
import { neverCache } from '#server/http/never-cache.ts';
import { refusedAs, type RoutesPlugin } from '#server/http/route-schemas.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import { PhonePinUpdateSchema, type PhonePinResponse } from '#shared/api/phone-pin.ts';
import type { PhonePinService } from './service.ts';

const PinBodySchema = refusedAs(PhonePinUpdateSchema, (fields) =>
  invalidRequest(fields, fields.pin),
);

export function phonePinRoutes(deps: {
  phonePin: PhonePinService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { phonePin, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireCustomer());
    const recentSignIn = { preValidation: scopes.requireRecentSignIn };
    const pinChange = { ...recentSignIn, schema: { body: PinBodySchema } };

    app.get('/', async (request) => {
      const customer = scopes.customerOf(request);
      const body: PhonePinResponse = { phonePin: await phonePin.status(customer.id) };
      return body;
    });

    // Setting, changing or removing the PIN changes who the line lets spend the minutes: like
    // the other sensitive changes, it needs a sign-in from the last 10 minutes (decision 029).
    app.put('/', pinChange, async (request) => {
      const customer = scopes.customerOf(request);
      const { pin } = request.body;
      const body: PhonePinResponse = { phonePin: await phonePin.set(customer.id, pin) };
      return body;
    });

    app.delete('/', recentSignIn, async (request) => {
      const customer = scopes.customerOf(request);
      const body: PhonePinResponse = { phonePin: await phonePin.remove(customer.id) };
      return body;
    });
  };
}
