// Where the Twilio Voice stand-in lives on our server (simulated mode only): Twilio's Calls
// resource at the same paths as api.twilio.com under the prefix, and the stand-in's own control
// surface, where the call player reports the calls it plays (as Twilio keeps its own records).
import { twilioApiVersion } from '../twilio-call-records.ts';

export const simTwilioPrefix = '/sim/twilio';
/** Relative to the prefix (config.voice.apiBaseUrl ends with the prefix). */
export const controlCallsPath = '/control/calls';
/**
 * @internal For the tests, which reach the control resource without a client.
 */
export const simTwilioControlCallsPath = `${simTwilioPrefix}${controlCallsPath}`;

/** Twilio's path of one call, as its `uri` field and its 404 message give it. */
export function callResourcePath(accountSid: string, sid: string): string {
  return `/${twilioApiVersion}/Accounts/${accountSid}/Calls/${sid}.json`;
}

export function callListPath(accountSid: string): string {
  return `/${twilioApiVersion}/Accounts/${accountSid}/Calls.json`;
}

/** Where a player takes the next call the line placed (relative to the prefix). */
export const controlNextOutboundPath = '/control/outbound/next';
