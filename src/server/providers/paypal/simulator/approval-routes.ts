// The approval page's HTTP side: GET shows the order to the simulated buyer; the form's POST
// records "Approve payment" (with the simulated outcome) or "Cancel payment", then returns the
// buyer to the checkout: a same-tab visit is redirected to the merchant's page with PayPal's
// return query (paths.ts), a popup gets a page whose script tells the opener and closes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkoutReturnScript, checkoutStylesheet } from './approval-assets.ts';
import {
  renderApprovalPage,
  renderMessagePage,
  renderReturnPage,
  type CheckoutMode,
} from './approval-page.ts';
import { returnUrl, safeReturnPath } from './paths.ts';
import type { PayPalSimulator } from './simulator.ts';
import { simulatedOutcomes, type SimulatedOutcome } from './state.ts';

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

function field(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function modeOf(value: string | undefined): CheckoutMode {
  return value === 'popup' || value === 'redirect' ? value : 'link';
}

function outcomeOf(value: string | undefined): SimulatedOutcome | null {
  if (value === undefined) return 'COMPLETED';
  return (simulatedOutcomes as readonly string[]).includes(value)
    ? (value as SimulatedOutcome)
    : null;
}

export function registerApprovalRoutes(api: FastifyInstance, simulator: PayPalSimulator) {
  api.get('/checkoutnow', async (request, reply) => {
    const token = field(request.query, 'token');
    const returnPath = safeReturnPath(field(request.query, 'return'));
    const order = token ? simulator.orderForApproval(token) : undefined;
    if (!order) return html(reply, 404, renderMessagePage('not-found', returnPath));
    if (order.status === 'COMPLETED')
      return html(reply, 200, renderMessagePage('closed', returnPath));
    return html(
      reply,
      200,
      renderApprovalPage({
        order,
        merchant: simulator.merchantName(order.id),
        buyerEmail: simulator.buyerEmail,
        mode: modeOf(field(request.query, 'mode')),
        returnPath,
      }),
    );
  });

  api.post('/checkoutnow', async (request, reply) => {
    const token = field(request.body, 'token') ?? '';
    const mode = modeOf(field(request.body, 'mode'));
    const returnPath = safeReturnPath(field(request.body, 'return'));
    const action = field(request.body, 'action');
    const outcome = outcomeOf(field(request.body, 'outcome'));
    if ((action !== 'approve' && action !== 'cancel') || outcome === null) {
      return reply.status(400).type('text/plain; charset=utf-8').send('Bad request');
    }
    const result =
      action === 'approve' ? simulator.approve(token, outcome) : simulator.cancel(token);
    if (result === 'not-found') return html(reply, 404, renderMessagePage('not-found', returnPath));
    if (result === 'closed') return html(reply, 409, renderMessagePage('closed', returnPath));

    const payerId =
      result === 'approved' ? (simulator.orderForApproval(token)?.payer?.payerId ?? null) : null;
    const back = returnUrl(returnPath, token, payerId);
    if (mode === 'redirect') return reply.redirect(back, 303);
    return html(
      reply,
      200,
      renderReturnPage({
        result: result === 'approved' ? 'approved' : 'cancelled',
        orderId: token,
        payerId,
        mode,
        returnUrl: back,
      }),
    );
  });

  api.get('/checkoutnow/assets/checkout.css', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/css; charset=utf-8')
      .send(checkoutStylesheet),
  );

  api.get('/checkoutnow/assets/return.js', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/javascript; charset=utf-8')
      .send(checkoutReturnScript),
  );
}
