// The home page opens its account notice a moment after it loads. Tests of what else the home
// page shows start as a returning visitor who has dismissed it, so the notice stays closed; the
// support folder may know both features, which never import each other (decision 032).
export { rememberAccountNoticeDismissed } from '#web/features/account-notice/dismissal-flag.ts';
