// The payment endpoints (src/shared/api/payments.ts): HTTP only. The browser's calls need the
// session ('Authentication session is missing' otherwise) and only ever name the customer's own
// orders; the providers' callbacks (PayPal's webhook, Gigadat's postback) carry no session and
// are checked with the provider itself by the service.
import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '#server/http/form-bodies.ts';
import { z } from 'zod';
import { neverCache } from '#server/http/never-cache.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import {
  absentAsEmpty,
  type RoutesPlugin,
  type RoutesInstance,
} from '#server/http/route-schemas.ts';
import { readGigadatPostback } from '#server/providers/gigadat/postback.ts';
import {
  CreateOrderRequestSchema,
  type CaptureResponse,
  type InteracStatus,
  type OrderCancelResponse,
  type Receipt,
} from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { PaymentsService } from './service.ts';

const ProviderIdSchema = z.string().min(1).max(100);
const PayPalOrderParamsSchema = z.strictObject({ paypalOrderId: ProviderIdSchema });
const TransactionParamsSchema = z.strictObject({ transactionId: ProviderIdSchema });
const ReceiptParamsSchema = z.strictObject({ purchaseId: ProviderIdSchema });
/** A capture or a cancel carries nothing: the amount is the order's. Any field is refused. */
const EmptyBodySchema = absentAsEmpty(z.strictObject({}));

/** PayPal's webhook body is kept as the text it arrived as, and parsed by the service. */
function keepRawBody(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/**
 * Gigadat's postback body: form-encoded (or JSON, as some integrations send it). It is only a
 * hint (the transaction is re-read from Gigadat), so an unreadable body is simply no body.
 */
function readPostbackBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  acceptFormBodies(app);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch {
      done(null, null);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, null));
}

export function paymentRoutes(deps: {
  payments: PaymentsService;
  scopes: Pick<CustomerScopes, 'requireCustomer' | 'customerOf'>;
}): RoutesPlugin {
  const { payments, scopes } = deps;

  return async (app) => {
    neverCache(app);

    // The browser's calls: a scope for the signed-in customer.
    await app.register(async (browser) => {
      /** The purchase flow has its own wording for a visitor (docs/product.md §8). */
      browser.addHook(
        'preValidation',
        scopes.requireCustomer(accountCopy.purchase.payment.sessionMissing),
      );
      browserRoutes(browser);
    });

    // The providers' callbacks, each in a scope of its own that reads its body its own way.
    await app.register(async (webhook) => {
      keepRawBody(webhook);
      webhook.post('/payments/paypal/webhook', async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await payments.handlePayPalWebhook(request.headers, rawBody);
        return { received: true };
      });
    });

    await app.register(async (postback) => {
      readPostbackBodies(postback);
      // Gigadat is answered OK whatever it sends, once the transaction has been re-read.
      postback.post('/payments/interac/postback', async (request, reply) => {
        const hint = readGigadatPostback(request.query, request.body);
        await payments.interacPostback(hint?.transactionId ?? null, hint?.status ?? null);
        return reply.type('text/plain; charset=utf-8').send('OK');
      });
    });
  };

  /** The purchase page's calls, for the customer the scope let in. */
  function browserRoutes(app: RoutesInstance) {
    const newOrder = { schema: { body: CreateOrderRequestSchema } };
    const paypalOrder = { schema: { params: PayPalOrderParamsSchema, body: EmptyBodySchema } };
    const interacOrder = { schema: { params: TransactionParamsSchema, body: EmptyBodySchema } };

    app.post('/payments/paypal/orders', newOrder, async (request, reply) => {
      const customer = scopes.customerOf(request);
      const created = await payments.createPayPalOrder(customer.id, request.body, {
        ip: request.ip,
      });
      return reply.status(201).send(created);
    });

    app.post('/payments/paypal/orders/:paypalOrderId/capture', paypalOrder, async (request) => {
      const customer = scopes.customerOf(request);
      const { paypalOrderId } = request.params;
      const body: CaptureResponse = await payments.capturePayPalOrder(customer.id, paypalOrderId);
      return body;
    });

    app.post('/payments/paypal/orders/:paypalOrderId/cancel', paypalOrder, async (request) => {
      const customer = scopes.customerOf(request);
      const { paypalOrderId } = request.params;
      const body: OrderCancelResponse = await payments.cancelOrder(
        customer.id,
        'paypal',
        paypalOrderId,
      );
      return body;
    });

    app.post('/payments/interac/orders', newOrder, async (request, reply) => {
      const customer = scopes.customerOf(request);
      const created = await payments.createInteracOrder(customer, request.body, { ip: request.ip });
      return reply.status(201).send(created);
    });

    const transactionParams = { schema: { params: TransactionParamsSchema } };
    app.get(
      '/payments/interac/orders/:transactionId/status',
      transactionParams,
      async (request) => {
        const customer = scopes.customerOf(request);
        const { transactionId } = request.params;
        const body: InteracStatus = await payments.interacStatus(customer.id, transactionId);
        return body;
      },
    );

    app.post('/payments/interac/orders/:transactionId/cancel', interacOrder, async (request) => {
      const customer = scopes.customerOf(request);
      const { transactionId } = request.params;
      const body: OrderCancelResponse = await payments.cancelOrder(
        customer.id,
        'interac',
        transactionId,
      );
      return body;
    });

    const receipt = { schema: { params: ReceiptParamsSchema } };
    app.get('/me/purchases/:purchaseId/receipt', receipt, async (request) => {
      const customer = scopes.customerOf(request);
      const { purchaseId } = request.params;
      const body: Receipt = await payments.receipt(customer.id, purchaseId);
      return body;
    });
  }
}
