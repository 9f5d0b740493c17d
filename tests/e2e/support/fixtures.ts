// The `test` of most journeys: a returning visitor who has already acknowledged the announcement,
// dismissed the account notice and answered the cookie question, so those dialogs do not cover
// the page under test, and who browses from an address of their own. Journeys about the notices
// themselves use Playwright's own `test`.
import { test as base } from '@playwright/test';
import { ActiveAnnouncementResponseSchema, announcementSeenKey } from '#shared/api/banners.ts';
import { ACCOUNT_NOTICE_STORAGE_KEY } from '#web/features/account-notice/dismissal-flag.ts';
import { consentStorageKey } from '#web/lib/consent/consent-storage.ts';

let clients = 0;

export const test = base.extend<{ returningVisitor: undefined; ownAddress: undefined }>({
  // Each journey is its own person, with its own address (the server trusts X-Forwarded-For
  // here, as behind the load balancer): the per-address limits, such as ten sign-ups an hour,
  // apply to each journey instead of to the whole suite.
  ownAddress: [
    async ({ page }, use) => {
      clients += 1;
      await page.setExtraHTTPHeaders({
        'X-Forwarded-For': `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
      });
      await use(undefined);
    },
    { auto: true },
  ],
  // On the context, not the page: a journey's second page (a customer beside the operator) is a
  // returning visitor too, whatever ran before it.
  returningVisitor: [
    async ({ context, request }, use) => {
      const res = await request.get('/api/announcements/active');
      const { announcement } = ActiveAnnouncementResponseSchema.parse(await res.json());
      const flags: Record<string, string> = {
        [ACCOUNT_NOTICE_STORAGE_KEY]: 'true',
        [consentStorageKey]: JSON.stringify({
          analytics: 'refused',
          decidedAt: new Date().toISOString(),
        }),
      };
      if (announcement) flags[announcementSeenKey(announcement.id)] = new Date().toISOString();
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, flags);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
