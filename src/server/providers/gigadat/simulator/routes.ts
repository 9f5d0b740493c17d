// The Gigadat stand-in's HTTP side, mounted under /sim/interac (so its base URL stands where
// https://interac.express-connect.com would): the payment-token and transaction API with
// Gigadat's Basic auth and `{err}` refusals, and the webflow page the buyer is sent to.
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { centsToDecimalString } from '#shared/pricing/money.ts';
import { gigadatStatus } from '../statuses.ts';
import { statusOfError } from '#server/http/error-statuses.ts';
import { acceptFormBodies } from '#server/http/form-bodies.ts';
import { parsePaymentTokenRequest } from './payment-token-request.ts';
import type { Decision, GigadatSimulator, SimulatedTransaction } from './simulator.ts';
import { renderInvalidLinkPage, renderOutcomePage, renderPaymentPage } from './webflow-page.ts';

export const gigadatStandInPrefix = '/sim/interac';

export interface GigadatStandInRoutesOptions {
  /** The merchant's name on the payment page: our brand. */
  merchant: string;
}

function refuse(reply: FastifyReply, status: number, err: string) {
  if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="Gigadat"');
  return reply.status(status).type('application/json; charset=utf-8').send({ err });
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** GET /api/transactions/{id}: the transaction as Gigadat reports it. */
function transactionView(transaction: SimulatedTransaction) {
  return {
    transactionId: transaction.transactionId,
    status: transaction.status,
    amount: Number(centsToDecimalString(transaction.amountCents)),
    currency: transaction.currency,
    userId: transaction.userId,
    type: transaction.type,
    name: transaction.name,
    email: transaction.email,
    mobile: transaction.mobile,
    site: transaction.site,
    userIp: transaction.userIp,
    sandbox: transaction.sandbox,
    campaignId: transaction.campaignId,
    created: transaction.createdAt.toISOString(),
    updated: transaction.updatedAt.toISOString(),
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const isOpen = (transaction: SimulatedTransaction) =>
  transaction.status === gigadatStatus.inited || transaction.status === gigadatStatus.pending;

export function gigadatStandInRoutes(
  simulator: GigadatSimulator,
  options: GigadatStandInRoutesOptions,
): FastifyPluginAsync {
  return async (app) => {
    acceptFormBodies(app);
    const webflowPath = `${app.prefix}/webflow`;
    const apiPrefix = `${app.prefix}/api/`;

    // Refusals look like Gigadat's: `{err}` from the API, an error page on the buyer's side.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const given = statusOfError(error);
      const status = given < 500 ? given : 500;
      if (status === 500) request.log.error({ err: error }, 'interac stand-in: unexpected error');
      if (request.url.startsWith(apiPrefix)) {
        return refuse(reply, status, status === 500 ? 'Internal error' : error.message);
      }
      return sendPage(reply, status, renderInvalidLinkPage());
    });

    app.post<{ Params: { campaignId: string } }>(
      '/api/payment-token/:campaignId',
      async (request, reply) => {
        if (!simulator.authorizes(request.headers.authorization)) {
          return refuse(reply, 401, 'Unauthorized');
        }
        if (request.params.campaignId !== simulator.campaignId) {
          return refuse(reply, 404, 'Campaign not found');
        }
        const parsed = parsePaymentTokenRequest(request.body);
        if (!parsed.ok) return refuse(reply, 400, parsed.err);
        const created = simulator.createTransaction(parsed.request);
        if (created === null) return refuse(reply, 400, 'Transaction ID already exists');
        return reply.send({
          token: created.token,
          data: {
            ...(request.body as Record<string, unknown>),
            transactionId: parsed.request.transactionId,
          },
        });
      },
    );

    app.get<{ Params: { transactionId: string } }>(
      '/api/transactions/:transactionId',
      async (request, reply) => {
        if (!simulator.authorizes(request.headers.authorization)) {
          return refuse(reply, 401, 'Unauthorized');
        }
        const transaction = simulator.transaction(request.params.transactionId);
        if (transaction === null) return refuse(reply, 404, 'Transaction not found');
        return reply.header('Cache-Control', 'no-store').send(transactionView(transaction));
      },
    );

    // The buyer arrives here from our purchase page (a new tab). Opening it is the buyer
    // starting the Interac step: STATUS_INITED becomes STATUS_PENDING.
    app.get<{ Querystring: Record<string, unknown> }>('/webflow', async (request, reply) => {
      const transactionId = text(request.query.transaction);
      const token = text(request.query.token);
      const transaction = transactionId && token ? simulator.open(transactionId, token) : null;
      if (transaction === null) return sendPage(reply, 404, renderInvalidLinkPage());
      const html = isOpen(transaction)
        ? renderPaymentPage(transaction, { merchant: options.merchant, formAction: webflowPath })
        : renderOutcomePage(transaction, { merchant: options.merchant });
      return sendPage(reply, 200, html);
    });

    // The buyer's answer. The postback is sent before the page moves on, and the buyer lands
    // on the webflow address again (post/redirect/get), which now shows the outcome.
    app.post<{ Body: Record<string, unknown> | undefined }>('/webflow', async (request, reply) => {
      const body = request.body ?? {};
      const transactionId = text(body.transaction);
      const token = text(body.token);
      const decision = text(body.decision);
      if (!transactionId || !token || (decision !== 'approve' && decision !== 'decline')) {
        return sendPage(reply, 400, renderInvalidLinkPage());
      }
      const transaction = await simulator.decide(transactionId, token, decision satisfies Decision);
      if (transaction === null) return sendPage(reply, 404, renderInvalidLinkPage());
      const query = new URLSearchParams({ transaction: transactionId, token });
      return reply.redirect(`${webflowPath}?${query.toString()}`, 303);
    });
  };
}
