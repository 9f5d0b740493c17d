// GET /sim/paypal/sdk/js?client-id=…&currency=CAD&intent=capture: the JS SDK stand-in, a static
// script (sdk-script.ts) once the query passes. Like PayPal it checks the query first, and a wrong client id, currency or intent gets a 400 whose
// script throws "SDK Validation error: …", so the page's loader reports a failed load.
import type { FastifyInstance } from 'fastify';
import { sdkScript, sdkValidationError } from './sdk-script.ts';

const intents = new Set(['capture', 'authorize', 'subscription', 'tokenize']);
/** The simulated merchant receives Canadian dollars only. */
const currencies = new Set(['CAD']);

export function registerSdkRoute(api: FastifyInstance, options: { clientId: string }) {
  api.get('/sdk/js', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const clientId = query['client-id'];
    const currency = query.currency;
    const intent = query.intent;
    let problem: string | null = null;
    if (typeof clientId !== 'string' || clientId === '') {
      problem = 'Expected client-id to be passed';
    } else if (clientId !== options.clientId) {
      problem = `Invalid query value for client-id: ${clientId}`;
    } else if (
      currency !== undefined &&
      (typeof currency !== 'string' || !currencies.has(currency))
    ) {
      problem = `Invalid query value for currency: ${String(currency)}`;
    } else if (intent !== undefined && (typeof intent !== 'string' || !intents.has(intent))) {
      problem = `Invalid query value for intent: ${String(intent)}`;
    }
    reply.header('Cache-Control', 'no-cache').type('application/javascript; charset=utf-8');
    if (problem !== null) return reply.status(400).send(sdkValidationError(problem));
    return reply.send(await sdkScript());
  });
}
