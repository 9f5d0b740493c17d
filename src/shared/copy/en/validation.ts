// Field validation messages (docs/product.md §5).
export const validation = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must not exceed 72 characters',
  resetPasswordTooShort: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  phoneTooShort: 'Phone number must be at least 10 digits.',
  phoneDigitsOnly: 'Phone number must contain only digits',
  /** Not in the spec: the field is bounded at 15 digits, the longest international number (E.164). */
  phoneTooLong: 'Phone number must not exceed 15 digits',
  otpLength: 'OTP must be 6 digits',
  otpDigitsOnly: 'OTP must contain only digits',
  deleteConfirmation: 'Please type DELETE to confirm',
};
