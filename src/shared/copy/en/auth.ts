// Sign-in, sign-up, password and one-time-code texts of /login and /reset-password, and confirming it is
// still you before a sensitive change (docs/decisions/029-sessions-and-guessing-budgets.md).
const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

export const auth = {
  signIn: {
    wrongCredentials: 'The email or password you entered is incorrect. Please try again.',
    emailNotConfirmed: 'Please confirm your email address before signing in.',
    tooManyAttempts: 'Too many login attempts. Please try again later.',
    unavailable: 'Unable to sign in at this time. Please try again later.',
    noUserData: 'Unable to complete sign in - no user data returned',
    customerFetchFailed: 'Unable to fetch customer data. Please try again later.',
    accountDeleted: 'Your account has been deleted. Please contact support.',
    accountInactive: 'Your account is inactive. Please contact support.',
    emailSignInFailed: 'Failed to log in with email. Please try again.',
    customerMissing: 'Unable to retrieve customer data. Please contact support.',
    inactiveOrDeleted: 'Your account is inactive or has been deleted. Please contact support.',
    validateFailed: 'Failed to validate customer.',
    phoneSignInFailed: 'Failed to complete login by phone. Please try again.',
    /** Our text: the email's lock after a streak of wrong passwords, with the wait left. */
    passwordLocked: (wait: number) =>
      `Too many incorrect passwords for this email address. Please try again in ${minutes(wait)}, reset your password, or sign in with a code by text message.`,
  },
  signUp: {
    /** Our text: the box every new customer ticks (docs/product.md §10.15). */
    adultConfirmation: 'I confirm that I am 18 years of age or older.',
    adultRequired: 'Please confirm that you are 18 or older.',
    /**
     * Our text: the English site's box, unticked, for choosing the English Terms after the French
     * ones were offered first (Charter of the French Language s.55). Kept with the account as
     * shown when ticked.
     */
    englishTermsChoice:
      'The Terms were offered to me in French first. I choose the English version.',
    confirmationSent: (email: string) =>
      `We sent a confirmation link to ${email}. Open it to activate your account, then sign in.`,
    emailTaken: 'An account with this email already exists. Please sign in instead.',
    weakPassword: 'Please choose a stronger password.',
    noUserData: 'Unable to create account - no user data returned',
    availabilityCheckFailed: 'Unable to verify account availability. Please try again.',
    customerEmailTaken: 'A Customer with this email already exists. Please sign in instead.',
    profileCreateFailed: 'Unable to create customer profile. Please try again.',
  },
  confirmation: {
    confirmed: 'Your email address is confirmed. You can sign in now.',
    linkInvalid: 'This confirmation link is invalid or has already been used.',
    resend: 'Send the confirmation email again',
    resent: 'If this email belongs to an account waiting for confirmation, we sent a new link.',
  },
  password: {
    resetRequested:
      'If an account uses this email, we sent it a link to reset the password. The link works for one hour.',
    linkInvalid: 'This reset link has expired or was already used. Please request a new one.',
    resetDone: 'Your password has been reset. Please sign in with your new password.',
    resetEmailFailed: 'Unable to send password reset email. Please try again.',
    updateFailed: 'Unable to update password. Please try again.',
    forgotPassword: 'Forgot your password?',
  },
  otp: {
    codePlaceholder: 'Enter 6-digit code',
    codeSent: (phone: string) => `We sent a 6-digit code to ${phone}. It expires in 10 minutes.`,
    codeIncorrect: 'That code is not correct. Please check it and try again.',
    codeExpired: 'This code has expired. Please request a new one.',
    attemptsExceeded: 'Too many incorrect codes. Please request a new one.',
    resendTooSoon: (seconds: number) =>
      `Please wait ${seconds} seconds before requesting another code.`,
    requestFailed: 'Unable to request OTP. Please try again.',
    requestFailedSignedIn: 'Unable to request OTP for logged-in user. Please try again.',
    verifyFailed: 'Unable to verify OTP. Please try again.',
    magicLinkFailed: 'Unable to send magicLink. Please try again.',
    addPhoneFailed: 'Unable to add phone number. Please try again.',
    sendCodeFailed: 'Failed to send verification code. Please try again.',
    verifyCodeFailed: 'Failed to verify code. Please try again.',
    resendCodeFailed: 'Failed to resend verification code. Please try again.',
    invalidPhone: 'Invalid Phonenumber. Please try again.',
    noCustomerForPhone: 'No customer found with the provided phone number',
    /** Our text: adding a number that is already on an account (docs/product.md §10.12). */
    phoneTaken: 'This phone number is already registered to an account.',
    /** Our text: the number has had its daily budget of codes (any purpose). */
    dailyLimitReached:
      'This phone number has already received the most codes allowed in one day. Please try again later.',
    /** Our text: too many wrong codes for this number today; its codes are paused. */
    phoneLocked:
      'Too many incorrect codes have been entered for this phone number today. For your security, its codes are paused; please try again later.',
  },
  /** Our texts: a sensitive change asks for a sign-in from the last 10 minutes. */
  recentSignIn: {
    /** The server's refusal (403 RECENT_SIGN_IN_REQUIRED) when the last sign-in is older. */
    required: "For your security, please confirm it's you before making this change.",
    dialogTitle: "Confirm it's you",
    intro: 'You signed in a while ago. Enter your password to continue with this change.',
    introWithPhone:
      'You signed in a while ago. Enter your password, or have a code texted to you, to continue with this change.',
    confirm: 'Confirm',
    textCodeTo: (phone: string) => `Text a code to ${phone}`,
    wrongPassword: 'That password is not correct. Please try again.',
    /** A code asked for a number that is not (or no longer) on the account. */
    phoneNotOnAccount: 'This phone number is not on your account.',
    /** No answer, or the server failing. */
    failed: "We could not confirm it's you. Please try again.",
  },
};
