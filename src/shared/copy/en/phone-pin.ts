// The phone PIN (docs/decisions/026): the dashboard card where a customer sets, changes or
// removes the 4-digit PIN the line asks for before it names them, and the PIN's rules, which
// the form and the server both apply. What the line says is in phone-line.ts; the warning sent
// after wrong PINs is in messages.ts.
export const phonePin = {
  card: {
    heading: 'Phone PIN',
    intro:
      'A 4-digit PIN our line asks for before it says your name or your balance, so that nobody calling with a copy of your number can use your minutes.',
    /** The date is formatted for the page ("Nov 21, 2026"). */
    isSet: (date: string) => `Your PIN is set (since ${date}). The line asks for it on every call.`,
    notSet: 'No PIN yet: the line recognises you by your phone number alone.',
    newPin: 'New 4-digit PIN',
    pin: '4-digit PIN',
    hint: 'Digits only. We never show or say your PIN back, so keep it to yourself.',
    set: 'Set PIN',
    change: 'Change PIN',
    remove: 'Remove PIN',
    saved: 'Your phone PIN is set. The line will ask for it on your next call.',
    removed: 'Your phone PIN was removed.',
    confirmRemoveTitle: 'Remove your phone PIN?',
    confirmRemoveBody:
      'The line will recognise you by your phone number alone again, and a call whose caller ID our carrier cannot verify will be refused.',
    keep: 'Keep it',
    confirmRemove: 'Remove',
    saveFailed: 'We could not save your PIN. Please try again.',
    removeFailed: 'We could not remove your PIN. Please try again.',
    loadFailed: 'We could not check whether you have a PIN. Please reload the page.',
  },
  rules: {
    length: 'PIN must be 4 digits',
    digitsOnly: 'PIN must contain only digits',
    tooEasy:
      'Choose a PIN that is harder to guess: not the same digit four times, and not a run such as 1234 or 9876.',
    endOfPhoneNumber: 'Choose a PIN that is not the end of one of your phone numbers.',
  },
  tooManyChanges: 'You have changed your PIN too many times. Please try again in an hour.',
};
