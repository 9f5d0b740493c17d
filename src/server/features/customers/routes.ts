// /api/me (src/shared/api/customer.ts): HTTP only. The whole scope is for a signed-in customer
// (401 UNAUTHENTICATED for a visitor); every handler passes only the session's customer's id
// on, so no request can name another customer. Bodies and the path's number are parsed strictly.
import { z } from 'zod';
import { invalidRequest } from '#server/domain-error.ts';
import { neverCache } from '#server/http/never-cache.ts';
import { absentAsEmpty, refusedAs, type RoutesPlugin } from '#server/http/route-schemas.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
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
const DeletionBodySchema = refusedAs(absentAsEmpty(AccountDeletionRequestSchema), (fields) =>
  invalidRequest(fields, fields.confirmation),
);

/** The back office's /api/admin/customers… routes (operators, not customers). */
export { customersBackOfficeRoutes } from './back-office-routes.ts';
export function customerRoutes(deps: {
  customers: CustomersService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { customers, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireCustomer());

    app.get('/', async (request) => {
      const customer = scopes.customerOf(request);
      const body: CustomerProfileResponse = { customer: await customers.profile(customer.id) };
      return body;
    });

    app.get('/purchases', async (request) => {
      const customer = scopes.customerOf(request);
      const body: z.infer<typeof PurchaseHistoryResponseSchema> = {
        purchases: await customers.purchases(customer.id),
      };
      return body;
    });

    app.get('/usage', async (request) => {
      const customer = scopes.customerOf(request);
      const body: z.infer<typeof UsageHistoryResponseSchema> = {
        usage: await customers.usage(customer.id),
      };
      return body;
    });

    app.get('/promo-code', async (request) => {
      const customer = scopes.customerOf(request);
      const body: z.infer<typeof PromoCodeResponseSchema> = {
        promoCode: await customers.promoCode(customer.id),
      };
      return body;
    });

    app.patch('/profile', { schema: { body: ProfileUpdateSchema } }, async (request) => {
      const customer = scopes.customerOf(request);
      const body: CustomerProfileResponse = {
        customer: await customers.updateProfile(customer.id, request.body),
      };
      return body;
    });

    app.delete(
      '/phone-numbers/:phone',
      { schema: { params: PhoneParamsSchema } },
      async (request) => {
        const customer = scopes.customerOf(request);
        const { phone } = request.params;
        const body: CustomerProfileResponse = {
          customer: await customers.deletePhoneNumber(customer.id, phone),
        };
        return body;
      },
    );

    // A sensitive change: the session must have proved its owner in the last 10 minutes.
    const deletion = {
      preValidation: scopes.requireRecentSignIn,
      schema: { body: DeletionBodySchema },
    };
    app.post('/deletion', deletion, async (request, reply) => {
      const customer = scopes.customerOf(request);
      await customers.deleteAccount(customer.id);
      scopes.sessions.cookie.clear(reply);
      return reply.status(204).send();
    });

    app.get('/export', async (request, reply) => {
      const customer = scopes.customerOf(request);
      const { fileName, document } = await customers.exportData(customer.id);
      return reply
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2));
    });
  };
}
