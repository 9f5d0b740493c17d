// A believable request for each route that takes a body, which the sweep then breaks one way
// at a time (a field missing, of the wrong type, odd text in it, an extra field). Every route
// that takes a body must have one here: the sweep fails with the route's name when a new route
// lacks it. Sample bodies hold only required fields, so dropping any of them is a mistake the
// route must refuse. The credentials are the stand-ins' own, so the sweep reaches past their
// authentication into their input handling.
import type { Config } from '#server/config.ts';

export type BodyEncoding = 'json' | 'form';

export interface SampleRequest {
  encoding: BodyEncoding;
  /** The fields of a believable request; null for routes that read no body at all. */
  body: Record<string, unknown> | null;
  headers?: Record<string, string>;
  /** Phone-line webhooks: each variant is signed as Twilio would sign it. */
  signedByTwilio?: boolean;
  /** Fields for which null is a right value, not a wrong type (a limit removed). */
  nullable?: readonly string[];
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export interface SampleContext {
  config: Config;
  /** A live bearer token of the PayPal stand-in. */
  paypalBearer: string;
  /** The swept customer's verified number, 10 digits. */
  customerPhone: string;
}

export function sampleRequests(ctx: SampleContext): Record<string, SampleRequest> {
  const { config } = ctx;
  const json = (body: Record<string, unknown> | null, headers?: Record<string, string>) => ({
    encoding: 'json' as const,
    body,
    ...(headers ? { headers } : {}),
  });
  const form = (body: Record<string, unknown>, headers?: Record<string, string>) => ({
    encoding: 'form' as const,
    body,
    ...(headers ? { headers } : {}),
  });
  // The parameters the phone line reads (Twilio sends more; the line ignores them).
  const twilioCall = {
    encoding: 'form' as const,
    signedByTwilio: true,
    body: { CallSid: `CA${'1'.repeat(32)}`, From: `+1${ctx.customerPhone}`, Digits: '4001' },
  };
  const paypal = { authorization: `Bearer ${ctx.paypalBearer}` };
  const gigadat = {
    authorization: basic(config.gigadat.accessToken, config.gigadat.securityToken),
  };
  const twilio = { authorization: basic(config.voice.accountSid, config.voice.authToken) };
  const email = 'sweep-visitor@example.com';
  const password = 'a long sweep passphrase';
  const linkToken = 'A'.repeat(43);

  return {
    // The product's API.
    [routeKey('POST', '/api/auth/sign-up')]: json({ email, password, adultConfirmed: true }),
    [routeKey('POST', '/api/auth/sign-in')]: json({ email, password }),
    [routeKey('POST', '/api/auth/sign-out')]: json(null),
    [routeKey('POST', '/api/auth/confirm-email')]: json({ token: linkToken }),
    [routeKey('POST', '/api/auth/confirm-email/resend')]: json({ email }),
    [routeKey('POST', '/api/auth/password-reset')]: json({ email }),
    [routeKey('POST', '/api/auth/password-reset/complete')]: json({
      token: linkToken,
      password,
      confirmPassword: password,
    }),
    [routeKey('POST', '/api/auth/phone/request-code')]: json({ phone: '5145550199' }),
    [routeKey('POST', '/api/auth/phone/verify')]: json({ phone: '5145550199', code: '123456' }),
    [routeKey('POST', '/api/auth/phone/add/request-code')]: json({ phone: '4385550199' }),
    [routeKey('POST', '/api/auth/phone/add/verify')]: json({ phone: '4385550199', code: '123456' }),
    // The swept customer's own number; a code, not a password, so the sweep's guesses never
    // lock the email it signs in with.
    [routeKey('POST', '/api/auth/reauthenticate/request-code')]: json({ phone: ctx.customerPhone }),
    [routeKey('POST', '/api/auth/reauthenticate')]: json({
      phone: ctx.customerPhone,
      code: '123456',
    }),
    [routeKey('PUT', '/api/language')]: json({ language: 'fr-CA' }),
    [routeKey('POST', '/api/coupons/check')]: json({ code: 'WELCOME25', bundleId: 'bundle-20' }),
    [routeKey('PATCH', '/api/me/profile')]: json({
      name: 'Sweep Customer',
      birthDate: null,
      emailNotifications: true,
    }),
    [routeKey('DELETE', '/api/me/phone-numbers/:phone')]: json(null),
    [routeKey('POST', '/api/me/deletion')]: json({ confirmation: 'DELETE' }),
    [routeKey('PUT', '/api/me/phone-pin')]: json({ pin: '2580' }),
    [routeKey('DELETE', '/api/me/phone-pin')]: json(null),
    [routeKey('POST', '/api/payments/paypal/orders')]: json({ bundleId: 'bundle-20' }),
    [routeKey('POST', '/api/payments/paypal/orders/:paypalOrderId/capture')]: json({}),
    [routeKey('POST', '/api/payments/paypal/orders/:paypalOrderId/cancel')]: json({}),
    [routeKey('POST', '/api/payments/interac/orders')]: json({ bundleId: 'bundle-20' }),
    [routeKey('POST', '/api/payments/interac/orders/:transactionId/cancel')]: json({}),
    [routeKey('POST', '/api/tarot/attempt')]: json({ positions: [0, 1, 2] }),
    // The back office: set-up with a link token, an operator's sign-in and sign-out.
    [routeKey('POST', '/api/admin/setup/start')]: json({ token: linkToken }),
    [routeKey('POST', '/api/admin/setup/complete')]: json({
      token: linkToken,
      password,
      code: '123456',
    }),
    [routeKey('POST', '/api/admin/session')]: json({
      email: 'sweep-operator@example.com',
      password,
      code: '123456',
    }),
    [routeKey('DELETE', '/api/admin/session')]: json(null),
    // The advisors' app and the application to become an advisor.
    [routeKey('POST', '/api/advisor/code')]: json({ phone: '5145550147' }),
    [routeKey('POST', '/api/advisor/session')]: json({ phone: '5145550147', code: '123456' }),
    [routeKey('DELETE', '/api/advisor/session')]: json(null),
    [routeKey('PUT', '/api/advisor/presence')]: json({ presence: 'available' }),
    // Issue 23's customer features: the queue, notices, favourites, reviews, limits, claims.
    [routeKey('POST', '/api/advisors/:agentId/queue')]: json(null),
    [routeKey('DELETE', '/api/advisors/:agentId/queue')]: json(null),
    [routeKey('POST', '/api/advisors/:agentId/notify')]: json({ channel: 'email' }),
    [routeKey('DELETE', '/api/advisors/:agentId/notify')]: json(null),
    [routeKey('PUT', '/api/me/favourites/:agentId')]: json(null),
    [routeKey('DELETE', '/api/me/favourites/:agentId')]: json(null),
    [routeKey('POST', '/api/me/reviews')]: json({
      callId: 'sweep-call',
      rating: 5,
      text: 'A sweep review',
    }),
    [routeKey('PUT', '/api/me/limits')]: {
      ...json({ monthlyCents: 10_000, callMinutes: 30 }),
      nullable: ['monthlyCents', 'callMinutes'],
    },
    [routeKey('POST', '/api/me/guarantee/claims')]: json({
      callId: 'sweep-call',
      reason: 'A sweep claim',
    }),
    [routeKey('PUT', '/api/advisor/reviews/:id/reply')]: json({ text: 'Thank you' }),
    [routeKey('POST', '/api/admin/reviews/:id/hide')]: json({ reason: 'Sweep' }),
    [routeKey('POST', '/api/admin/reviews/:id/unhide')]: json({ reason: 'Sweep' }),
    [routeKey('POST', '/api/admin/guarantee-claims/:id/approve')]: json({ reason: 'Sweep' }),
    [routeKey('POST', '/api/admin/guarantee-claims/:id/decline')]: json({ message: 'Sweep' }),
    // The advisor's own profile. A photo or greeting is the file's own bytes, not swept as JSON.
    [routeKey('PUT', '/api/advisor/profile/texts')]: json({
      description: 'Sweep description',
      availTimeStr: 'Evenings',
      descriptionFr: null,
      availTimeStrFr: null,
    }),
    [routeKey('PUT', '/api/advisor/profile/schedule')]: json({
      days: [1],
      ranges: [{ from: '09:00', to: '12:00' }],
    }),
    [routeKey('PUT', '/api/advisor/profile/photo')]: json(null),
    [routeKey('PUT', '/api/advisor/profile/greeting')]: json(null),
    [routeKey('POST', '/api/advisor-applications')]: json({
      name: 'Sweep Applicant',
      email: 'applicant@example.com',
      phone: '5145550148',
      languages: ['fr'],
      specialties: ['tarot'],
      yearsOfExperience: 5,
      sampleReading: 'The cards speak of a change at work. '.repeat(8),
      consent: true,
    }),
    // The back office's advisors (owners only). A photo or greeting is the file's own bytes, not
    // a JSON body: null, as for the routes that read none.
    [routeKey('POST', '/api/admin/advisors')]: json({
      extension: 4099,
      name: 'Sweep Advisor',
      description: 'Reads the cards.',
    }),
    [routeKey('PATCH', '/api/admin/advisors/:extension')]: json({ name: 'Sweep Advisor' }),
    [routeKey('PUT', '/api/admin/advisors/:extension/phone')]: json({ phone: '5145550199' }),
    [routeKey('PUT', '/api/admin/advisors/:extension/photo')]: json(null),
    [routeKey('DELETE', '/api/admin/advisors/:extension/photo')]: json(null),
    [routeKey('PUT', '/api/admin/advisors/:extension/greeting')]: json(null),
    [routeKey('DELETE', '/api/admin/advisors/:extension/greeting')]: json(null),
    [routeKey('PUT', '/api/admin/advisors/:extension/schedule')]: json({
      days: [1],
      ranges: [{ from: '09:00', to: '13:00' }],
    }),
    [routeKey('PUT', '/api/admin/advisors/:extension/presence')]: json({ presence: 'offline' }),
    [routeKey('POST', '/api/admin/advisors/:extension/rates')]: json({
      perMinuteHundredthsOfCent: 2750,
      appliesFrom: '2030-01-01',
      reason: 'Sweep',
    }),
    // The back office's customers (support and owners): every action that changes money or
    // minutes, a hold or an account carries a reason.
    [routeKey('POST', '/api/admin/customers/:id/minutes')]: json({ minutes: 5, reason: 'Sweep' }),
    [routeKey('POST', '/api/admin/customers/:id/calls/:callId/credit')]: json({ reason: 'Sweep' }),
    [routeKey('POST', '/api/admin/customers/:id/purchases/:purchaseId/refund')]: json({
      method: 'paypal',
      reason: 'Sweep',
    }),
    [routeKey('POST', '/api/admin/customers/:id/hold')]: json({ reason: 'Sweep' }),
    [routeKey('POST', '/api/admin/customers/:id/hold/lift')]: json({ reason: 'Sweep' }),
    [routeKey('POST', '/api/admin/customers/:id/confirmation')]: json({}),
    [routeKey('POST', '/api/admin/customers/:id/sessions/end')]: json({}),
    [routeKey('POST', '/api/admin/customers/:id/pin/clear')]: json({}),
    [routeKey('POST', '/api/admin/customers/:id/delete')]: json({ reason: 'Sweep' }),
    [routeKey('PUT', '/api/admin/settings/refund-limit')]: json({ limitCents: 7500 }),
    [routeKey('POST', '/api/admin/advisor-applications/:id/approve')]: json(null),
    [routeKey('POST', '/api/admin/advisor-applications/:id/decline')]: json({
      message: 'Thank you; we are not adding advisors this season.',
    }),
    [routeKey('POST', '/api/admin/profile-changes/:id/approve')]: json(null),
    [routeKey('POST', '/api/admin/profile-changes/:id/decline')]: json({
      message: 'Please write it without promises.',
    }),
    // The back office's content (owners only).
    [routeKey('POST', '/api/admin/content/promotions')]: json({
      message: 'Sweep promotion',
      startDate: '2030-01-01T05:00:00.000Z',
      endDate: '2030-01-31T05:00:00.000Z',
    }),
    [routeKey('PATCH', '/api/admin/content/promotions/:id')]: json({ isActive: false }),
    [routeKey('POST', '/api/admin/content/announcements')]: json({ message: 'Sweep notice' }),
    [routeKey('PATCH', '/api/admin/content/announcements/:id')]: json({ isActive: false }),
    [routeKey('POST', '/api/admin/content/coupons')]: json({
      code: 'SWEEP10',
      type: 'percentage_off',
      value: 10,
    }),
    [routeKey('PATCH', '/api/admin/content/coupons/:code')]: json({ isActive: false }),
    [routeKey('POST', '/api/admin/content/tarot-games')]: json({ weekStart: '2030-01-07' }),
    [routeKey('PATCH', '/api/admin/content/tarot-games/:weekStart')]: json({ isActive: false }),

    // The providers' callbacks.
    [routeKey('POST', '/api/payments/paypal/webhook')]: json({
      id: 'WH-SWEEP',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE-SWEEP', status: 'COMPLETED' },
    }),
    [routeKey('POST', '/api/payments/interac/postback')]: form({
      transactionId: 'sweep-transaction',
      status: 'STATUS_SUCCESS',
    }),
    [routeKey('POST', '/api/telephony/voice')]: twilioCall,
    [routeKey('POST', '/api/telephony/language')]: twilioCall,
    [routeKey('POST', '/api/telephony/pin')]: twilioCall,
    [routeKey('POST', '/api/telephony/menu')]: twilioCall,
    [routeKey('POST', '/api/telephony/extension')]: twilioCall,
    [routeKey('POST', '/api/telephony/whisper')]: twilioCall,
    [routeKey('POST', '/api/telephony/dial-ended')]: {
      ...twilioCall,
      body: {
        CallSid: twilioCall.body.CallSid,
        DialCallStatus: 'completed',
        DialCallDuration: '65',
      },
    },
    [routeKey('POST', '/api/telephony/presence')]: twilioCall,
    // The call-back queue on the line: "press 1", the placed call answered, its status.
    [routeKey('POST', '/api/telephony/queue-choice')]: {
      ...twilioCall,
      body: { CallSid: twilioCall.body.CallSid, From: twilioCall.body.From, Digits: '1' },
    },
    [routeKey('POST', '/api/telephony/callback')]: twilioCall,
    [routeKey('POST', '/api/telephony/callback-status')]: {
      ...twilioCall,
      body: { CallSid: twilioCall.body.CallSid, CallStatus: 'no-answer' },
    },

    // The stand-ins (simulated providers), with their own credentials.
    [routeKey('POST', '/sim/paypal/v1/oauth2/token')]: form(
      { grant_type: 'client_credentials' },
      { authorization: basic(config.paypal.clientId, config.paypal.clientSecret) },
    ),
    [routeKey('POST', '/sim/paypal/v1/notifications/verify-webhook-signature')]: json(
      {
        auth_algo: 'SHA256withRSA',
        cert_url: 'https://api-m.paypal.com/v1/notifications/certs/CERT',
        transmission_id: 'sweep',
        transmission_sig: 'c2lnbmF0dXJl',
        transmission_time: '2026-11-21T15:00:00Z',
        webhook_id: config.paypal.webhookId,
        webhook_event: { id: 'WH-SWEEP' },
      },
      paypal,
    ),
    [routeKey('POST', '/sim/paypal/v1/notifications/webhooks-events/:id/resend')]: json(
      null,
      paypal,
    ),
    [routeKey('POST', '/sim/paypal/v2/checkout/orders')]: json(
      {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'CAD', value: '10.00' } }],
      },
      paypal,
    ),
    [routeKey('POST', '/sim/paypal/v2/checkout/orders/:id/capture')]: json(null, paypal),
    [routeKey('POST', '/sim/paypal/v2/payments/captures/:id/refund')]: json(
      { amount: { currency_code: 'CAD', value: '1.00' } },
      paypal,
    ),
    // The stand-in's own controls: the dispute's reason is optional.
    [routeKey('POST', '/sim/paypal/v1/simulator/captures/:id/reverse')]: json(null, paypal),
    [routeKey('POST', '/sim/paypal/v1/simulator/captures/:id/disputes')]: json(null, paypal),
    [routeKey('POST', '/sim/paypal/v1/simulator/disputes/:id/resolve')]: json(
      { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
      paypal,
    ),
    [routeKey('POST', '/sim/paypal/checkoutnow')]: form({ token: 'SWEEP', action: 'approve' }),
    [routeKey('POST', '/sim/interac/api/payment-token/:campaignId')]: form(
      {
        userId: 'sweep-user',
        transactionId: 'sweep-transaction',
        name: 'Sweep Customer',
        email,
        site: 'http://localhost:3000',
        userIp: '203.0.113.7',
        currency: 'CAD',
        amount: '10.00',
        type: 'CPI',
      },
      gigadat,
    ),
    [routeKey('POST', '/sim/interac/webflow')]: form({
      transaction: 'sweep-transaction',
      token: 'sweep-token',
      decision: 'approve',
    }),
    [routeKey('POST', '/sim/twilio/2010-04-01/Accounts/:accountSid/Calls.json')]: form(
      {
        To: `+1${ctx.customerPhone}`,
        From: '+18885550142',
        Url: `${config.publicUrl}/api/telephony/callback`,
        StatusCallback: `${config.publicUrl}/api/telephony/callback-status`,
      },
      twilio,
    ),
    [routeKey('POST', '/sim/twilio/control/outbound/next')]: json(null, twilio),
    [routeKey('POST', '/sim/twilio/control/calls')]: json(
      {
        sid: `CA${'2'.repeat(32)}`,
        parentCallSid: null,
        status: 'completed',
        startTime: null,
        endTime: null,
        durationSeconds: null,
      },
      twilio,
    ),
  };
}

/** Headers the stand-ins' GET routes need to get past their authentication. */
export function standInReadHeaders(
  url: string,
  ctx: SampleContext,
): Record<string, string> | undefined {
  const { config } = ctx;
  if (url.startsWith('/sim/paypal/v')) return { authorization: `Bearer ${ctx.paypalBearer}` };
  if (url.startsWith('/sim/interac/api/')) {
    return { authorization: basic(config.gigadat.accessToken, config.gigadat.securityToken) };
  }
  if (url.startsWith('/sim/twilio/')) {
    return { authorization: basic(config.voice.accountSid, config.voice.authToken) };
  }
  return undefined;
}
