// The frame of /purchase: its heading and what the page is for, above the steps. It is public
// text, so the page draws it before the session has answered, and the server's page shell draws
// it too: the page's largest text is on screen with the first paint (docs/decisions/057).
import type { ReactNode } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PageHeading } from '#web/components/layout/page-heading.tsx';
import { LoadingStatus } from '#web/components/layout/page-loading.tsx';

export function PurchaseFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">
        <PageHeading>{title}</PageHeading>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{accountCopy.checkout.intro}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * Below the heading while the session is asked for. It fills the screen, so the footer stays
 * below the fold until the steps arrive.
 */
export function PurchasePending() {
  return (
    <div className="mt-8 min-h-dvh">
      <LoadingStatus />
    </div>
  );
}
