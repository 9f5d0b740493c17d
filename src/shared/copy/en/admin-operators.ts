// What the back office's API says about operators, their set-up and sign-in, and the audit log's
// CSV export (docs/decisions/044). The admin pages show these messages as the API answers them.
export const adminOperators = {
  /** Any wrong part of a sign-in (email, password or code), so none is singled out. */
  signInFailed: 'The email, password or code is not correct.',
  tooManySignInAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  setupLinkInvalid:
    'This set-up link is not valid: it has expired, was replaced by a newer one or was already used. Ask an owner for a new link.',
  setupCodeIncorrect:
    'This code is not correct. Enter the six digits your authenticator app shows now.',
  /** A support operator asking for what only an owner may do. */
  forbidden: 'Your role does not allow this. Ask an owner.',
  /** Who did what the command line did: the audit log's operator for `npm run admin`. */
  commandLine: 'Command line (npm run admin)',
  /** The audit log's CSV export: its columns, in order. */
  auditCsv: {
    fileName: 'audit-log',
    at: 'Date (UTC)',
    operator: 'Operator',
    action: 'Action',
    subjectType: 'Subject type',
    subjectId: 'Subject id',
    reason: 'Reason',
    before: 'Before',
    after: 'After',
  },
};
