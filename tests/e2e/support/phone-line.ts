// The phone line in the journeys: a customer ready to call (minutes bought, a number on file),
// and a call played as Twilio plays it against the running server, as `npm run call` does.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SIMULATED_TWILIO_ACCOUNT_SID } from '#server/config.ts';
import {
  playCall,
  type PlayCallOptions,
  type PlayedCall,
} from '#server/providers/voice/simulator/call-player.ts';
import {
  controlNextOutboundPath,
  simTwilioPrefix,
} from '#server/providers/voice/simulator/paths.ts';
import { twilioBasicAuthorization } from '#server/providers/voice/twilio-call-records.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { newCustomer } from './accounts.ts';
import {
  addPhoneOnDashboard,
  choosePackage,
  payWithPayPal,
  uniquePhone,
} from './customer-steps.ts';

// The Twilio auth token of the journeys' server (playwright.config.ts sets it), rather than the
// public development token (which production refuses): the journeys sign the calls they play
// with this one.
export const e2eTwilioAuthToken = 'e2e-twilio-auth-token';

/** The toll-free line's number (SERVICE_PHONE's default), as Twilio names the called number. */
const serviceNumber = '+18885550142';

/**
 * A brand-new customer, signed in on `page`, with a number of their own on file and 12 minutes
 * (Basic: 10 + 2 free, paid with PayPal): ready to call.
 */
export async function customerReadyToCall(page: Page, request: APIRequestContext, label: string) {
  const customer = await newCustomer(page, request, label);
  const phone = uniquePhone();
  await addPhoneOnDashboard(page, request, phone);
  await choosePackage(
    page,
    accountCopy.purchase.bundleNames['bundle-10'],
    accountCopy.checkout.paymentMethod.paypal,
  );
  await payWithPayPal(page);
  return { ...customer, phone };
}

/** A call from `from` to an advisor's extension, talking `talkSeconds` once put through. */
export function callAdvisor(
  baseURL: string | undefined,
  call: { from: string; extension: number | string; talkSeconds: number } & Pick<
    PlayCallOptions,
    'talk'
  >,
): Promise<PlayedCall> {
  return playCall({
    publicUrl: baseURL ?? '',
    authToken: e2eTwilioAuthToken,
    accountSid: SIMULATED_TWILIO_ACCOUNT_SID,
    from: call.from,
    to: serviceNumber,
    presses: [String(call.extension)],
    talkSeconds: call.talkSeconds,
    ...(call.talk ? { talk: call.talk } : {}),
  });
}

/**
 * The next call the line places (the call-back queue, docs/decisions/052), taken from the Twilio
 * stand-in and answered, talking `talkSeconds`, as `npm run call -- --answer` does.
 */
export async function answerNextCallBack(
  request: APIRequestContext,
  baseURL: string | undefined,
  talkSeconds: number,
): Promise<PlayedCall & { to: string }> {
  let placed: { sid: string; to: string; url: string; statusCallback: string | null } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.post(`${simTwilioPrefix}${controlNextOutboundPath}`, {
          headers: {
            Authorization: twilioBasicAuthorization(
              SIMULATED_TWILIO_ACCOUNT_SID,
              e2eTwilioAuthToken,
            ),
          },
        });
        if (res.status() === 200) placed = (await res.json()) as typeof placed;
        return placed !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const call = placed as NonNullable<typeof placed>;
  const played = await playCall({
    outbound: { callSid: call.sid, url: call.url, statusCallback: call.statusCallback },
    publicUrl: baseURL ?? '',
    authToken: e2eTwilioAuthToken,
    accountSid: SIMULATED_TWILIO_ACCOUNT_SID,
    from: call.to,
    to: serviceNumber,
    presses: [],
    talkSeconds,
  });
  return { ...played, to: call.to };
}
