// The advisors' app at /advisor (docs/decisions/048): its own catalogue, apart from the screens'
// `copy` and the back office's, so no customer's page downloads it
// (src/shared/copy/advisor-app-catalogue.ts).
import { advisorAppEarnings } from './advisor-app-earnings.ts';
import { advisorAppProfile } from './advisor-app-profile.ts';
import { advisorAppReviews } from './advisor-app-reviews.ts';

export const advisorApp = {
  /** advisor/index.html repeats these two (a test keeps them equal). */
  documentTitle: 'Advisors',
  noScript: 'The advisors’ app needs JavaScript: turn it on and reload the page.',
  /** Each page's title in the browser tab: "Sign in · Advisors". */
  pageTitle: (page: string) => `${page} · Advisors`,
  shell: {
    brand: 'Advisors',
    skipToContent: 'Skip to main content',
    signOut: 'Sign out',
    /**
     * Beside "Sign out": it ends this phone's session, not the presence (the line's "sign out",
     * its 2, is Offline).
     */
    signOutKeepsPresence: 'Signing out of this app leaves your presence as it is.',
    signedInAs: (name: string, extension: number) => `${name}, extension ${extension}`,
    loading: 'Loading…',
    loadFailed: 'The page could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  signIn: {
    title: 'Sign in',
    intro: 'Enter the phone number registered with us. We will text you a six-digit code.',
    phoneLabel: 'Your phone number',
    phoneHint: '10 digits, such as 5145550123',
    sendCode: 'Text me a code',
    codeSentTo: (phone: string) =>
      `If ${phone} is an advisor’s number, a code is on its way. It expires in 10 minutes.`,
    codeLabel: 'Six-digit code',
    signIn: 'Sign in',
    resend: 'Text me a new code',
    resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
    otherNumber: 'Use another number',
  },
  presence: {
    title: 'My presence',
    legend: 'Your presence on the board',
    available: 'Available',
    availableHint: 'Callers can reach you now.',
    away: 'Away',
    awayHint:
      'On a break: no calls. The board shows you on a break, with your return time if you give one.',
    offline: 'Offline',
    offlineHint: 'No calls until you choose Available.',
    current: (state: string) => `You are ${state}.`,
    backAt: (time: string) => `Back at ${time}.`,
    backTomorrowAt: (time: string) => `Back tomorrow at ${time}.`,
    /** The return time has passed: the advisor is still Away until they choose otherwise. */
    backTimePassed: (time: string) =>
      `You planned to be back at ${time}. Choose Available to take calls again.`,
    returnLabel: 'Back at (optional)',
    returnHint: 'The time you expect to be back, today or tomorrow.',
    confirmAway: 'Take a break',
    cancel: 'Cancel',
  },
  call: {
    title: 'On a call',
    caller: 'Caller',
    minutesLeft: 'Minutes left',
    elapsed: 'Call time',
    ringing: 'Ringing…',
    /** The call-back queue (docs/decisions/052): who the line calls when this call ends. */
    nextWaiting: 'Next call waiting',
    waitingFor: (firstName: string, waiting: number) =>
      waiting === 1 ? firstName : `${firstName} (${waiting} waiting)`,
    /** On the other sections, the call open now, with a link back to its panel. */
    onCallWith: (firstName: string) => `On a call with ${firstName}`,
    ringingFrom: (firstName: string) => `Call from ${firstName} ringing`,
    showCall: 'Show the call',
    /** A running time: "12:05". */
    duration: (totalSeconds: number) =>
      `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`,
  },
  /** My calls and Statements (advisor-app-earnings.ts). */
  earnings: advisorAppEarnings,
  /** My profile (advisor-app-profile.ts). */
  profile: advisorAppProfile,
  /** My reviews (advisor-app-reviews.ts). */
  reviews: advisorAppReviews,
  /** What the API answers. */
  api: {
    awayUntilInvalid: 'Choose a time within the next 24 hours.',
  },
};
