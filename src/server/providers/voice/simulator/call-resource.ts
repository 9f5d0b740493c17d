// Twilio's JSON for calls as the stand-in writes it (the Calls resource of API 2010-04-01, every
// field of its documented shape): snake_case fields, times as RFC 2822 strings ("Tue, 10 Aug 2010
// 08:02:17 +0000"), the duration as a string of seconds, the subresources' URIs, and Twilio's
// error bodies {code, message, more_info, status} for the refusals it makes
// (docs/decisions/033).
import { twilioError, type TwilioErrorBody } from '../../sms/twilio-rules.ts';
import { twilioApiVersion, type TwilioCallJson } from '../twilio-call-records.ts';
import type { StoredCall } from './call-store.ts';
import { callListPath, callResourcePath } from './paths.ts';

export interface TwilioCallResource extends TwilioCallJson {
  account_sid: string;
  from: string | null;
  from_formatted: string | null;
  to: string | null;
  to_formatted: string | null;
  phone_number_sid: null;
  direction: 'inbound' | 'outbound-dial' | 'outbound-api';
  date_created: string;
  date_updated: string;
  api_version: string;
  answered_by: null;
  forwarded_from: null;
  group_sid: null;
  caller_name: null;
  queue_time: string;
  trunk_sid: null;
  price: null;
  price_unit: 'USD';
  uri: string;
  subresource_uris: Record<(typeof callSubresources)[number][0], string>;
}

/** The subresources Twilio lists under a call, by key and path segment. */
const callSubresources = [
  ['notifications', 'Notifications'],
  ['recordings', 'Recordings'],
  ['payments', 'Payments'],
  ['events', 'Events'],
  ['siprec', 'Siprec'],
  ['streams', 'Streams'],
  ['transcriptions', 'Transcriptions'],
  ['user_defined_message_subscriptions', 'UserDefinedMessageSubscriptions'],
  ['user_defined_messages', 'UserDefinedMessages'],
] as const;

/** How Twilio shows a North American number: '+13051416799' → '(305) 141-6799'. */
function formattedNumber(number: string | null): string | null {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number ?? '');
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : number;
}

/** '2010-08-10T08:02:17.000Z' → 'Tue, 10 Aug 2010 08:02:17 +0000'. */
export function rfc2822(iso: string): string {
  return new Date(iso).toUTCString().replace(/GMT$/, '+0000');
}

function optionalRfc2822(iso: string | null): string | null {
  return iso === null ? null : rfc2822(iso);
}

export function twilioCallResource(call: StoredCall, accountSid: string): TwilioCallResource {
  const uri = callResourcePath(accountSid, call.sid);
  const base = uri.replace(/\.json$/, '');
  return {
    sid: call.sid,
    parent_call_sid: call.parentCallSid,
    account_sid: accountSid,
    from: call.from,
    from_formatted: formattedNumber(call.from),
    to: call.to,
    to_formatted: formattedNumber(call.to),
    phone_number_sid: null,
    status: call.status,
    start_time: optionalRfc2822(call.startTime),
    end_time: optionalRfc2822(call.endTime),
    duration: call.durationSeconds === null ? null : String(call.durationSeconds),
    // A leg our line dialled is Twilio's "outbound-dial"; the customer's call came in.
    // and a call the line placed itself is "outbound-api".
    direction: call.outbound
      ? 'outbound-api'
      : call.parentCallSid === null
        ? 'inbound'
        : 'outbound-dial',
    date_created: rfc2822(call.dateCreated),
    date_updated: rfc2822(call.dateUpdated),
    api_version: twilioApiVersion,
    answered_by: null,
    forwarded_from: null,
    group_sid: null,
    caller_name: null,
    queue_time: '0',
    trunk_sid: null,
    price: null,
    price_unit: 'USD',
    uri,
    subresource_uris: Object.fromEntries(
      callSubresources.map(([key, segment]) => [key, `${base}/${segment}.json`]),
    ) as TwilioCallResource['subresource_uris'],
  };
}

/** Twilio's list envelope: page `page` (from 0) of `pageSize` calls, with the pages' URIs. */
export function twilioCallList(
  calls: readonly StoredCall[],
  options: { accountSid: string; page: number; pageSize: number; query: URLSearchParams },
) {
  const { accountSid, page, pageSize } = options;
  const pageUri = (number: number) => {
    const query = new URLSearchParams(options.query);
    query.set('PageSize', String(pageSize));
    query.set('Page', String(number));
    return `${callListPath(accountSid)}?${query.toString()}`;
  };
  const start = page * pageSize;
  const slice = calls.slice(start, start + pageSize);
  return {
    calls: slice.map((call) => twilioCallResource(call, accountSid)),
    start,
    end: start + Math.max(slice.length - 1, 0),
    page,
    page_size: pageSize,
    uri: pageUri(page),
    first_page_uri: pageUri(0),
    next_page_uri: start + pageSize < calls.length ? pageUri(page + 1) : null,
    previous_page_uri: page > 0 ? pageUri(page - 1) : null,
  };
}

export function notFoundError(path: string): TwilioErrorBody {
  return twilioError(20404, 404, `The requested resource ${path} was not found`);
}

export function authenticationError(): TwilioErrorBody {
  return twilioError(20003, 401, 'Authenticate', 'Your AccountSid or AuthToken was incorrect.');
}

export function badRequestError(message: string): TwilioErrorBody {
  return twilioError(20001, 400, message);
}

/** Twilio's 20007: a list page of more than 1000 records. */
export function pageSizeTooLargeError(): TwilioErrorBody {
  return twilioError(20007, 400, 'Page size too large');
}

export function internalError(): TwilioErrorBody {
  return twilioError(20500, 500, 'Internal Server Error');
}
