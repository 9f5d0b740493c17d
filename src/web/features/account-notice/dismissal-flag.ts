// The account notice's dismissal flag in local storage (docs/product.md §9). Storage can be refused
// (private browsing, a full quota): the notice then simply shows again on the next visit.
export const ACCOUNT_NOTICE_STORAGE_KEY = 'account_notice_dismissed';

export function isAccountNoticeDismissed(): boolean {
  try {
    return window.localStorage.getItem(ACCOUNT_NOTICE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberAccountNoticeDismissed(): void {
  try {
    window.localStorage.setItem(ACCOUNT_NOTICE_STORAGE_KEY, 'true');
  } catch {
    // Not remembered: shown once more next time, which is harmless.
  }
}
