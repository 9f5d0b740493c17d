// The call-back queue and "notify me when available" (docs/decisions/052): the dialogs the
// card's buttons open (the buttons themselves are in the board's `copy`) and the dashboard's list, and the server's refusals. A catalogue of its own
// (queue-notify-catalogue.ts), so only the lazily loaded dialogs download it.
export const queueNotify = {
  errors: {
    advisorNotBusy:
      'You can join the call-back line only while this advisor is on a call. Call them now, or ask to be notified.',
    noMinutes: 'You need minutes to be called back. Buy minutes, then join the line.',
    noPhone: 'Add and verify a phone number on your dashboard, so the line can call you back.',
    advisorAvailable: 'This advisor is available now: you can call them right away.',
    smsNeedsPhone:
      'Text messages go only to a verified number of yours. Add one on your dashboard, or choose email.',
    stopLinkInvalid: 'This link is not valid. Your requests can be cancelled from your dashboard.',
  },
  queue: {
    title: (name: string) => `Get a call back from ${name}`,
    explain: (name: string) =>
      `When ${name}'s call ends, the line calls the first in line at your registered number, then connects you. Minutes are billed as for any call. Your place is kept for 30 minutes.`,
    needs: 'To join, you need minutes on your account and a verified phone number.',
    join: 'Join the line',
    joined: (place: number) => `You are number ${place} in line. Keep your phone near you.`,
    leave: 'Leave the line',
    left: 'You left the line.',
    failed: 'We could not add you to the line. Please try again.',
  },
  notify: {
    title: (name: string) => `Be told when ${name} is available`,
    channel: 'How should we tell you?',
    email: 'By email',
    sms: 'By text message',
    /** The CASL consent, recorded word for word with the request. */
    consent: (brand: string, name: string, channel: 'email' | 'sms') =>
      `I agree to receive one ${channel === 'email' ? 'email' : 'text message'} from ${brand} when ${name} becomes available, within the next 7 days. Each message has a link to stop it.`,
    submit: 'Notify me',
    done: (name: string) => `Done. We will tell you once when ${name} is available.`,
    cancel: 'Cancel',
    cancelled: 'Request cancelled.',
    failed: 'We could not record your request. Please try again.',
  },
  mine: {
    title: 'Waiting for an advisor',
    loadFailed: 'Your requests could not be loaded.',
    cancelFailed: 'That could not be cancelled. Please try again.',
    /** When an entry or a request lapses. */
    until: (when: string) => `Until ${when}`,
    /** The buttons' accessible names start with their visible text (WCAG 2.5.3). */
    leaveOf: (name: string) => `Leave the line: ${name}`,
    cancelOf: (name: string) => `Cancel: ${name}`,
    empty: 'You are not waiting for any advisor.',
    inLine: (name: string) => `In ${name}'s call-back line`,
    notifyBy: (name: string, channel: 'email' | 'sms') =>
      `Notify me when ${name} is available (${channel === 'email' ? 'email' : 'text message'})`,
  },
  /** The home page's toast after a message's stop link. */
  stopPage: {
    stopped: 'Requests cancelled. You will not be told when this advisor is available.',
  },
};
