// What the phone line says (docs/decisions/013-phone-line.md): Twilio reads these aloud with <Say>, to the
// caller, or to the advisor just before a caller is put through (the whisper). Short sentences,
// numbers as words a speech engine reads well, extensions digit by digit.
const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;
/** "4 0 0 1": read as four digits, not "four thousand one". */
const digits = (value: string | number) => String(value).split('').join(' ');

export const phoneLine = {
  /**
   * This language's half of the first prompt to a caller whose language is not known yet; every
   * language is offered in its own words, French first, each on its own key.
   */
  languageOffer: (key: string) => `For service in English, press ${key}.`,
  /** The caller's number is on no active account. */
  unknownCaller: (brand: string, site: string) =>
    `Welcome to ${brand}. We do not recognise the number you are calling from. To create an account and buy minutes, visit ${site}, then add this phone number to your account. Goodbye.`,
  /**
   * A customer's number whose caller ID failed SHAKEN/STIR verification, on an account with no
   * PIN: refused without naming the customer or their balance (docs/decisions/026).
   */
  callerIdUnverified: (brand: string, site: string) =>
    `Welcome to ${brand}. We cannot verify the number you are calling from, so this call cannot use the minutes of an account. To call, set a phone PIN on your dashboard at ${site}, or call directly from the phone that has this number. Goodbye.`,
  /** Asked before the greeting, which names the caller, when the account has a phone PIN. */
  askPin: 'Please enter your 4-digit phone PIN.',
  noPin: 'We did not receive a PIN.',
  pinNotReceived: 'We did not receive your PIN. Please call again when you have it. Goodbye.',
  wrongPin: 'That PIN is not correct.',
  /** The third wrong PIN of a call: the account holder is warned by email and text message. */
  tooManyWrongPins:
    'That PIN is not correct either. For your security, this call ends now, and the account holder has been told by email and text message. Goodbye.',
  /** The account's wrong PINs of the day are used up: no PIN is taken until the next day. */
  pinLocked: (site: string) =>
    `Too many wrong PINs were entered for this number today. For your security, the line accepts no PIN until tomorrow. You can choose a new PIN on your dashboard at ${site}. Goodbye.`,
  /** A known caller with a zero balance. */
  noMinutes: (firstName: string, site: string) =>
    `Hello ${firstName}. You have no minutes left. To buy minutes, visit ${site}. Goodbye.`,
  /** Every minute is already reserved by another call of the same customer. */
  minutesInUse:
    'Your minutes are in use on another call right now. Please call again when that call has ended. Goodbye.',
  /** A payment dispute is open on the account: no call, and no balance read out. */
  accountOnHold: (supportEmail: string) =>
    `Your account is on hold while a payment dispute is reviewed, so calls are paused. Please contact our support team by email at ${supportEmail}. Goodbye.`,
  /** Our support team put the account on hold (docs/decisions/047). */
  accountHeld: (supportEmail: string) =>
    `Your account is on hold, so calls are paused. Please contact our support team by email at ${supportEmail}. Goodbye.`,
  greeting: (brand: string, firstName: string, balance: number) =>
    `Welcome back to ${brand}, ${firstName}. You have ${minutes(balance)}.`,
  askExtension: "Please enter your advisor's extension, followed by the pound key.",
  askAnotherExtension: 'Please enter another extension, followed by the pound key.',
  noExtension: 'We did not receive an extension.',
  tooManyTries: 'Please check the extension on our website and call again. Goodbye.',
  unknownExtension: (extension: string) => `There is no advisor at extension ${digits(extension)}.`,
  advisorOffline: (name: string) => `${name} is not available right now.`,
  advisorBusy: (name: string) => `${name} is on another call right now.`,
  /** After advisorBusy: the call-back queue (docs/decisions/052), or another extension. */
  queueOffer: (name: string) =>
    `To be called back when ${name} is free, press 1. Or enter another extension, followed by the pound key.`,
  /** The caller joined the advisor's call-back queue. */
  queueJoined: (name: string, place: number) =>
    `You are number ${place} in ${name}'s line. When ${name} is free, we will call you back at this number. Your place is kept for 30 minutes. Goodbye.`,
  /** The queue refused them (the advisor's call just ended, or no number to call back). */
  queueRefused: (name: string) =>
    `We cannot add you to ${name}'s line right now. Please call again in a moment. Goodbye.`,
  /** The first words of a call-back, once the customer picks up. */
  callbackIntro: (brand: string, firstName: string, name: string) =>
    `Hello ${firstName}, this is ${brand} calling you back. ${name} is free now.`,
  connecting: (name: string, limit: number) =>
    `Connecting you to ${name}. You can talk for up to ${minutes(limit)}.`,
  /** Heard by the advisor, before the caller is put through. */
  whisper: (firstName: string, limit: number) =>
    `Caller ${firstName}, with ${minutes(limit)} available.`,
  notAnswered: (name: string) =>
    `${name} could not take your call. You were not charged. Please call again to reach another advisor. Goodbye.`,
  callEnded: (brand: string, used: number, left: number) =>
    `This call used ${minutes(used)}. You have ${minutes(left)} left. Thank you for calling ${brand}. Goodbye.`,
  /** An advisor calling from their registered number. */
  advisorMenu: (name: string, signedIn: boolean) =>
    `Hello ${name}. You are signed ${signedIn ? 'in' : 'out'}. Press 1 to sign in, or 2 to sign out.`,
  advisorSignedIn: 'You are now signed in. Callers can reach you. Goodbye.',
  advisorSignedOut: 'You are now signed out. Goodbye.',
  advisorNoChoice: 'Nothing was changed. Goodbye.',
  /** Something failed on our side; the caller is never charged for it. */
  technicalProblem:
    'We are sorry, something went wrong on our side and you were not charged. Please call again in a moment. Goodbye.',
  /** Not on the line: how the board's spoken description of an advisor begins (same voice). */
  advisorIntroduction: (name: string, extension: number) =>
    `${name}, extension ${digits(extension)}.`,
};
