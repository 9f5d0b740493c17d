// /api/me (src/shared/api/customer.ts): HTTP only. Every handler first asks the auth feature for
// the session's customer (401 UNAUTHENTICATED for a visitor) and passes only that customer's id
// on, so no request can name another customer. Bodies and the path's number are parsed strictly.
import type { FastifyPluginAsync } from 'fastify';
import { neverCache } from '#server/http/never-cache.ts';
import { z } from 'zod';
import { DomainError, invalidRequest } from '#server/domain-error.ts';
import { parseInput } from '#server/http/parse-input.ts';
import type { AuthService } from '#server/features/auth/service.ts';
import {
  AccountDeletionRequestSchema,
  ProfileUpdateSchema,
  type CustomerProfileResponseSchema,
  type PromoCodeResponseSchema,
  type PurchaseHistoryResponseSchema,
  type UsageHistoryResponseSchema,
} from '#shared/api/customer.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { CustomersService } from './service.ts';

type CustomerProfileResponse = z.infer<typeof CustomerProfileResponseSchema>;

/** The number in DELETE /phone-numbers/:phone: the 10 stored digits, nothing else. */
const PhoneParamsSchema = z.strictObject({
  phone: z.string().regex(/^\d{10}$/, { error: () => copy.auth.otp.invalidPhone }),
});

/**
 * The deletion form has one field, so its rule's text ('Please type DELETE to confirm') is the
 * message itself, not only the field's.
 */
function parseDeletionRequest(body: unknown) {
  try {
    return parseInput(AccountDeletionRequestSchema, body ?? {});
  } catch (error) {
    const message = error instanceof DomainError ? error.fields?.confirmation : undefined;
    if (error instanceof DomainError && message !== undefined) {
      throw invalidRequest(error.fields, message);
    }
    throw error;
  }
}

export function customerRoutes(deps: {
  customers: CustomersService;
  auth: AuthService;
}): FastifyPluginAsync {
  const { customers, auth } = deps;
  return async (app) => {
    neverCache(app);

    app.get('/', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const body: CustomerProfileResponse = { customer: await customers.profile(customer.id) };
      return body;
    });

    app.get('/purchases', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const body: z.infer<typeof PurchaseHistoryResponseSchema> = {
        purchases: await customers.purchases(customer.id),
      };
      return body;
    });

    app.get('/usage', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const body: z.infer<typeof UsageHistoryResponseSchema> = {
        usage: await customers.usage(customer.id),
      };
      return body;
    });

    app.get('/promo-code', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const body: z.infer<typeof PromoCodeResponseSchema> = {
        promoCode: await customers.promoCode(customer.id),
      };
      return body;
    });

    app.patch('/profile', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const input = parseInput(ProfileUpdateSchema, request.body);
      const body: CustomerProfileResponse = {
        customer: await customers.updateProfile(customer.id, input),
      };
      return body;
    });

    app.delete('/phone-numbers/:phone', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const { phone } = parseInput(PhoneParamsSchema, request.params);
      const body: CustomerProfileResponse = {
        customer: await customers.deletePhoneNumber(customer.id, phone),
      };
      return body;
    });

    app.post('/deletion', async (request, reply) => {
      // A sensitive change: the session must have proved its owner in the last 10 minutes.
      const customer = await auth.requireRecentSignIn(request, reply);
      parseDeletionRequest(request.body);
      await customers.deleteAccount(customer.id);
      auth.sessionCookie.clear(reply);
      return reply.status(204).send();
    });

    app.get('/export', async (request, reply) => {
      const customer = await auth.requireCustomer(request, reply);
      const { fileName, document } = await customers.exportData(customer.id);
      return reply
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2));
    });
  };
}
