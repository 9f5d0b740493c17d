// The stand-in's HTTP surface under /sim/twilio: Twilio's Calls resource (one call, and the
// list filtered by ParentCallSid) at api.twilio.com's paths, and the control route where the
// call player reports the calls it plays. Every route wants Twilio's Basic auth (AccountSid and
// AuthToken) and answers in Twilio's JSON, never cached.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { statusOfError } from '#server/http/error-statuses.ts';
import { acceptFormBodies } from '#server/http/form-bodies.ts';
import { neverCache } from '#server/http/never-cache.ts';
import type { TwilioErrorBody } from '../../sms/twilio-rules.ts';
import { twilioCallStatuses } from '../twilio-call-records.ts';
import {
  authenticationError,
  badRequestError,
  internalError,
  notFoundError,
  pageSizeTooLargeError,
  twilioCallList,
  twilioCallResource,
} from './call-resource.ts';
import { newCallSid } from './call-ids.ts';
import type { TwilioCallStore } from './call-store.ts';
import {
  callListPath,
  callResourcePath,
  controlCallsPath,
  controlNextOutboundPath,
} from './paths.ts';

export interface StandInCredentials {
  accountSid: string;
  authToken: string;
}

const jsonType = 'application/json; charset=utf-8';
const defaultPageSize = 50;
/** Twilio's largest page: asking for more is its error 20007. */
const maxPageSize = 1000;

const callSid = z.string().regex(/^CA[0-9a-fA-F]{32}$/, 'must be CA followed by 32 hex digits');
const instant = z.iso.datetime({ offset: true }).nullable();

const ReportedCallSchema = z.strictObject({
  sid: callSid,
  parentCallSid: callSid.nullable(),
  status: z.enum(twilioCallStatuses),
  startTime: instant,
  endTime: instant,
  durationSeconds: z.int().min(0).nullable(),
  from: z.string().min(1).max(64).optional(),
  to: z.string().min(1).max(64).optional(),
});

const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be a number in E.164');
const absoluteUrl = z.url({ protocol: /^https?$/ });

/** The Calls resource's POST, as Twilio reads it (a form; the fields we send, others ignored). */
const PlaceCallSchema = z.object({
  To: e164,
  From: e164,
  Url: absoluteUrl,
  Method: z.enum(['GET', 'POST']).optional(),
  StatusCallback: absoluteUrl.optional(),
  StatusCallbackMethod: z.enum(['GET', 'POST']).optional(),
  Timeout: z.coerce.number().int().min(5).max(600).optional(),
});

const ListQuerySchema = z.object({
  ParentCallSid: z.string().optional(),
  PageSize: z.coerce.number().int().min(1).default(defaultPageSize),
  Page: z.coerce.number().int().min(0).default(0),
});

function sendError(reply: FastifyReply, error: TwilioErrorBody) {
  if (error.status === 401) reply.header('WWW-Authenticate', 'Basic realm="Twilio API"');
  return reply.status(error.status).type(jsonType).send(error);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Constant-time check of `Authorization: Basic base64(AccountSid:AuthToken)`. */
function authenticated(header: string | undefined, credentials: StandInCredentials): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  const expected = `${credentials.accountSid}:${credentials.authToken}`;
  return timingSafeEqual(digest(given), digest(expected));
}

function queryOf(request: FastifyRequest): URLSearchParams {
  const url = request.url;
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

type AccountParams = { Params: { accountSid: string } };
type CallParams = { Params: { accountSid: string; sid: string } };

export function twilioVoiceRoutes(
  store: TwilioCallStore,
  credentials: StandInCredentials,
): FastifyPluginAsync {
  const { accountSid } = credentials;
  return async (scope) => {
    neverCache(scope);
    acceptFormBodies(scope);
    scope.addHook('onRequest', async (request, reply) => {
      if (!authenticated(request.headers.authorization, credentials)) {
        return sendError(reply, authenticationError());
      }
    });
    // Whatever goes wrong answers in Twilio's envelope, not ours.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = statusOfError(error);
      if (status < 500) return sendError(reply, badRequestError(error.message));
      request.log.error({ err: error }, 'Twilio stand-in failed');
      return sendError(reply, internalError());
    });
    scope.setNotFoundHandler((request, reply) =>
      sendError(reply, notFoundError(request.url.split('?')[0] ?? request.url)),
    );

    scope.get<CallParams>(callResourcePath(':accountSid', ':sid'), async (request, reply) => {
      const { sid } = request.params;
      // Credentials of one account never see another's calls.
      if (request.params.accountSid !== accountSid) return sendError(reply, authenticationError());
      const call = store.get(sid);
      if (!call) return sendError(reply, notFoundError(callResourcePath(accountSid, sid)));
      return reply.type(jsonType).send(twilioCallResource(call, accountSid));
    });

    scope.get<AccountParams>(callListPath(':accountSid'), async (request, reply) => {
      if (request.params.accountSid !== accountSid) return sendError(reply, authenticationError());
      const query = queryOf(request);
      const parsed = ListQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) {
        return sendError(
          reply,
          badRequestError(`Invalid list query: ${z.prettifyError(parsed.error)}`),
        );
      }
      const { ParentCallSid: parent, PageSize: pageSize, Page: page } = parsed.data;
      if (pageSize > maxPageSize) return sendError(reply, pageSizeTooLargeError());
      const calls = parent === undefined ? store.all() : store.children(parent);
      return reply
        .type(jsonType)
        .send(twilioCallList(calls, { accountSid, page, pageSize, query }));
    });

    // The line places a call (the call-back queue): queued until a player answers it.
    scope.post<AccountParams>(callListPath(':accountSid'), async (request, reply) => {
      if (request.params.accountSid !== accountSid) return sendError(reply, authenticationError());
      const parsed = PlaceCallSchema.safeParse(request.body);
      if (!parsed.success) {
        return sendError(reply, badRequestError(`Invalid call: ${z.prettifyError(parsed.error)}`));
      }
      const call = store.place({
        sid: newCallSid(),
        from: parsed.data.From,
        to: parsed.data.To,
        url: parsed.data.Url,
        statusCallback: parsed.data.StatusCallback ?? null,
      });
      return reply.status(201).type(jsonType).send(twilioCallResource(call, accountSid));
    });

    // `npm run call -- --answer` takes the next call the line placed, to play it.
    scope.post(controlNextOutboundPath, async (_request, reply) => {
      const call = store.takeNextOutbound();
      if (!call?.outbound) return reply.status(204).send();
      return reply.type(jsonType).send({
        sid: call.sid,
        from: call.from,
        to: call.to,
        url: call.outbound.url,
        statusCallback: call.outbound.statusCallback,
      });
    });

    scope.post(controlCallsPath, async (request, reply) => {
      const parsed = ReportedCallSchema.safeParse(request.body);
      if (!parsed.success) {
        return sendError(
          reply,
          badRequestError(`Invalid call record: ${z.prettifyError(parsed.error)}`),
        );
      }
      store.upsert(parsed.data);
      return reply.status(204).send();
    });
  };
}
