// The phone line in the journeys: a customer ready to call (minutes bought, a number on file),
// and a call played as Twilio plays it against the running server, as `npm run call` does.
import type { APIRequestContext, Page } from '@playwright/test';
import { SIMULATED_TWILIO_ACCOUNT_SID } from '#server/config.ts';
import {
  playCall,
  type PlayCallOptions,
  type PlayedCall,
} from '#server/providers/voice/simulator/call-player.ts';
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
