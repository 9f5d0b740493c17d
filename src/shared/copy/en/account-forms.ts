// Labels, buttons and hints of the sign-in, sign-up, reset and phone-code screens and the header's
// account menu (written by the web accounts feature). The spec's own texts (errors, validation,
// the code placeholder) stay in auth.ts and validation.ts; these are the words around them.
export const accountForms = {
  fields: {
    email: 'Email address',
    password: 'Password',
    passwordHint: 'Between 6 and 72 characters.',
    newPassword: 'New password',
    newPasswordHint: 'Between 8 and 72 characters.',
    confirmPassword: 'Confirm new password',
    /** The name of the toggle beside a password field; aria-pressed tells whether it is shown. */
    showPassword: 'Show password',
    phone: 'Phone number',
    phoneHint: 'The number verified on your account, digits only (for example 5145550100).',
    code: 'Verification code',
  },
  signIn: {
    heading: 'Sign in to your account',
    intro: 'Welcome back. Sign in to see your minutes, buy credits and manage your phone numbers.',
    submit: 'Sign In',
    noAccount: 'New here?',
    createAccount: 'Create an account',
    usePhone: 'Sign in with your phone number instead',
  },
  signUp: {
    heading: 'Create your account',
    intro:
      'It takes a minute. Confirm your email address, buy minutes in advance, then call an advisor whenever you like.',
    submit: 'Create Account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    checkInbox: 'Check your inbox',
    noEmail: "Didn't get the email? Check your spam folder, or ask for it again.",
    backToSignIn: 'Back to sign in',
  },
  confirmation: {
    confirming: 'Confirming your email address…',
  },
  forgotPassword: {
    heading: 'Reset your password',
    intro:
      'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    backToSignIn: 'Back to sign in',
  },
  phone: {
    heading: 'Sign in with your phone',
    intro: 'Enter the phone number verified on your account and we will text you a 6-digit code.',
    sendCode: 'Send Code',
    verify: 'Verify and Sign In',
    changeNumber: 'Change number',
    resendCode: 'Resend code',
    resendIn: (seconds: number) => `Resend code in ${seconds} s`,
    codeResent: 'We sent you a new code.',
    useEmail: 'Sign in with your email instead',
  },
  /** "By continuing, you agree to our Terms & Conditions and Privacy Policy." around two links. */
  legal: {
    lead: 'By continuing, you agree to our',
    and: 'and',
    end: '.',
  },
  resetPassword: {
    heading: 'Set a new password',
    intro: 'Choose a new password for your account.',
    submit: 'Update Password',
    updated: 'Your password has been updated.',
    redirecting: 'Taking you to the sign-in page…',
    signInNow: 'Sign in now',
    requestNewLink: 'Request a new reset link',
  },
  header: {
    /** The name of the button that opens the signed-in customer's menu. */
    accountMenu: 'Account menu',
    /** Read before the minutes by screen readers: "Credit balance: 30 minutes". */
    creditBalance: 'Credit balance:',
  },
  /** The side panel of /register (docs/product.md §1, §2). */
  registerPanel: {
    benefitsHeading: 'Why create an account?',
    benefits: [
      {
        title: 'Minutes that never expire',
        body: 'Buy prepaid minutes in Canadian dollars and use them whenever you want a reading.',
      },
      {
        title: 'Recognised when you call',
        body: 'Verify your phone number and our toll-free line knows you by caller ID. No card over the phone.',
      },
      {
        title: 'Your history in one place',
        body: 'Every purchase and every call, with the minutes used, on your dashboard.',
      },
      {
        title: 'Monthly cashback',
        body: 'Bonus minutes on the 1st of each month for Standard packages and up.',
      },
      {
        title: 'A weekly tarot game',
        body: 'Draw three cards each week for a chance to win a 5% to 25% discount.',
      },
    ],
    promoLabel: 'Welcome offer',
    promoTitle: '25% off your first purchase',
    promoCode: 'WELCOME25',
    promoHow: 'Enter this code at checkout when you buy your first minutes.',
    noticeHeading: 'Important notice',
    noticeBody:
      'An account is now required to call. Phone billing no longer exists: buy your minutes in advance, and they are deducted as you talk.',
  },
};
