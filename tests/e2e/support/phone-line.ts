// The Twilio auth token of the journeys' server (playwright.config.ts sets it), rather than the
// public development token (which production refuses): the journeys sign the calls they play
// with this one.
export const e2eTwilioAuthToken = 'e2e-twilio-auth-token';
