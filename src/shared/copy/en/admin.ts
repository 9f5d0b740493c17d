// The operators' back office at /admin (docs/decisions/045): its own catalogue, apart from the
// screens' `copy`, so no customer's page downloads it (src/shared/copy/admin-catalogue.ts).
import { adminAdvisorRules } from './admin-advisor-rules.ts';
import { adminAdvisors } from './admin-advisors.ts';
import { adminApplications } from './admin-applications.ts';
import { adminClaims } from './admin-claims.ts';
import { adminContent } from './admin-content.ts';
import { adminCustomerPages } from './admin-customer-pages.ts';
import { adminCustomers } from './admin-customers.ts';
import { adminOperatorPages } from './admin-operator-pages.ts';
import { adminOperators } from './admin-operators.ts';
import { adminProfileChanges } from './admin-profile-changes.ts';
import { adminReports } from './admin-reports.ts';
import { adminReviews } from './admin-reviews.ts';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const admin = {
  /** What the API says about operators, set-up, sign-in and the audit CSV (decision 044). */
  operators: adminOperators,
  /** What the API says about operators' actions on customers (decision 047). */
  customers: adminCustomers,
  /** The owner's reports (decision 046). */
  reports: adminReports,
  /** The back office's customer pages. */
  customerPages: adminCustomerPages,
  /** The operators page and the support refund limit (/admin/operators). */
  operatorPages: adminOperatorPages,
  /** The advisors and their payout rates (/admin/advisors). */
  advisors: adminAdvisors,
  /** Why the rules refuse a change to an advisor or their payout rate (the CLI's too). */
  advisorRules: adminAdvisorRules,
  /** The applications to become an advisor (/admin/applications, decision 049). */
  applications: adminApplications,
  /** The satisfaction guarantee's claims (/admin/claims, decision 054). */
  claims: adminClaims,
  /** Advisors' profile changes waiting for approval (/admin/profile-changes, decision 050). */
  profileChanges: adminProfileChanges,
  /** The customers' reviews, hidden and shown again (/admin/reviews, decision 053). */
  reviews: adminReviews,
  /** The content pages: promotions, announcements, coupons, tarot games. */
  content: adminContent,
  /** admin/index.html repeats these two (a test keeps them equal). */
  documentTitle: 'Back office',
  noScript: 'The back office needs JavaScript: turn it on and reload the page.',
  /** Each page's title in the browser tab: "Audit log · Back office". */
  pageTitle: (page: string) => `${page} · Back office`,
  shell: {
    brand: 'Back office',
    skipToContent: 'Skip to main content',
    navigation: 'Back office sections',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    signOutFailed: 'Signing out failed. Please try again.',
    roles: { owner: 'Owner', support: 'Support' },
    sections: {
      home: 'Home',
      customers: 'Customers',
      advisors: 'Advisors',
      profileChanges: 'Profile changes',
      applications: 'Applications',
      reviews: 'Reviews',
      claims: 'Claims',
      content: 'Content',
      reports: 'Reports',
      audit: 'Audit log',
      operators: 'Operators',
    },
  },
  states: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    notFoundTitle: 'Page not found',
    notFound: 'There is no back-office page at this address.',
    backHome: 'Back to the back office',
  },
  home: {
    title: 'Back office',
    intro: 'Choose a section to work in.',
    sections: {
      audit: 'Every operator action: who, when, what changed, and the reason given.',
    },
  },
  signIn: {
    title: 'Sign in to the back office',
    email: 'Email',
    password: 'Password',
    code: 'Authenticator code',
    codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
    submit: 'Sign in',
    submitting: 'Signing in…',
    /** One message whatever part was wrong, so it tells an attacker nothing. */
    failed: 'The email, password or code is not correct.',
    required: 'Enter your email, password and code.',
    sessionEnded: 'Your session ended. Please sign in again.',
  },
  setup: {
    title: 'Set up your operator account',
    checking: 'Checking your set-up link…',
    account: (email: string, role: string) => `Account: ${email} (${role})`,
    stepAuthenticator: '1. Add the account to your authenticator app',
    scan: 'Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Aegis).',
    qrCode: 'QR code for your authenticator app',
    secretLabel: 'Or type this key into the app:',
    stepPassword: '2. Choose a password',
    password: 'Password',
    passwordAgain: 'Password again',
    passwordsDiffer: 'The two passwords are not the same.',
    stepCode: '3. Confirm with a code',
    code: 'Authenticator code',
    codeHint: 'The 6-digit code your app now shows for this account.',
    codeFormat: 'Enter the 6 digits your app shows.',
    submit: 'Finish set-up',
    submitting: 'Finishing…',
    linkInvalidTitle: 'This set-up link cannot be used',
    linkInvalid:
      'The link has expired or has already been used. Ask the owner of the back office for a new one.',
    linkMissing:
      'Open the set-up link from your email or from the owner. It can be used only once.',
    recovery: {
      title: 'Your recovery codes',
      intro:
        'If you lose your authenticator, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe: they are shown only now.',
      listLabel: 'Recovery codes',
      copy: 'Copy the codes',
      copied: 'The codes are copied.',
      copyFailed: 'Copying failed: select the codes and copy them yourself, or download them.',
      download: 'Download the codes',
      fileName: 'back-office-recovery-codes.txt',
      fileHeading: (email: string) => `Back-office recovery codes for ${email}`,
      saved: 'I have saved my recovery codes somewhere safe.',
      continue: 'Go to the back office',
    },
  },
  table: {
    /** Announced (politely) once a page of results has arrived. */
    results: (total: number, from: number, to: number) =>
      total === 0
        ? 'No results.'
        : `${count(total, 'result', 'results')}; showing ${from.toLocaleString('en-US')} to ${to.toLocaleString('en-US')}.`,
    empty: 'Nothing matches these filters.',
    loading: 'Loading results…',
    pagination: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number, pages: number) => `Page ${page} of ${Math.max(pages, 1)}`,
    pageSize: 'Rows per page',
    filters: 'Filters',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
  audit: {
    title: 'Audit log',
    caption: 'Operator actions, newest first',
    operator: 'Operator',
    anyOperator: 'Any operator',
    action: 'Action',
    actionHint: 'For example customer.minutes.add',
    from: 'From',
    to: 'To',
    text: 'Subject or reason',
    exportCsv: 'Export CSV',
    columns: {
      at: 'When',
      operator: 'Operator',
      action: 'Action',
      subject: 'Subject',
      reason: 'Reason',
      changes: 'Changes',
    },
    noReason: 'No reason given',
    noChanges: 'No changes recorded',
    showChanges: 'Show the changes',
    before: 'Before',
    after: 'After',
    nothing: '(nothing)',
    field: 'Field',
  },
};
