// The back office's operators page (/admin/operators, owners): who may sign in, and the support
// role's refund limit, which only an owner sets (docs/decisions/044, 047).
export const adminOperatorPages = {
  title: 'Operators',
  homeSection: "Who may sign in to the back office, and the support role's refund limit.",
  caption: 'Operators of the back office',
  columns: {
    email: 'Email',
    role: 'Role',
    status: 'Status',
    invited: 'Invited',
    lastSignIn: 'Last sign-in',
  },
  statuses: { invited: 'Invited, not set up yet', active: 'Active', disabled: 'Disabled' },
  never: 'Never',
  /** Inviting and disabling stay on a server's command line, where the set-up link is printed. */
  commandsHint:
    'To invite or disable an operator, run on a server: npm run admin -- operator add <email> --role owner|support, or npm run admin -- operator disable <email>.',
  refundLimit: {
    title: 'Support refund limit',
    current: (amount: string) => `Support may refund up to ${amount} at a time, tax included.`,
    label: 'New limit in dollars',
    hint: 'For example 75 or 75.00. Owners have no limit.',
    submit: 'Save the limit',
    invalid: 'Enter an amount in dollars, for example 75 or 75.00.',
    saved: (amount: string) => `Saved: support may now refund up to ${amount} at a time.`,
  },
};
