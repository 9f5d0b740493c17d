// The Twilio auth token of the journeys' server (playwright.config.ts sets it): the server runs
// in production mode, which refuses the public development token, and the journeys sign the
// calls they play with this one.
export const e2eTwilioAuthToken = 'e2e-twilio-auth-token';
