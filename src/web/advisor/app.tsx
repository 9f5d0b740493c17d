// The advisors' app at /advisor (and any address under it) shows what the session allows: the
// sign-in form for a visitor; once signed in, five sections in the layout's navigation —
// presence and call (/advisor), "My calls" (/advisor/calls), "Statements"
// (/advisor/statements), "My profile" (/advisor/profile) and "My reviews" (/advisor/reviews),
// lib/sections.ts. No router library: five addresses of one page. A call open to the advisor
// shows on the presence page's panel, and as one line with a link to it on the other sections.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { LanguageSwitch } from '#web/components/layout/language-switch.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ToastRegion } from '#web/components/ui/toast-region.tsx';
import { CallElsewhere } from './components/call-elsewhere.tsx';
import { useAdvisor } from './lib/advisor-session.ts';
import { pathOf, sections, useSection, type Section } from './lib/sections.ts';
import { CallsPage } from './pages/calls.tsx';
import { ProfilePage } from './pages/profile.tsx';
import { HomePage } from './pages/home.tsx';
import { ReviewsPage } from './pages/reviews.tsx';
import { StatementsPage } from './pages/statements.tsx';
import { SignInPage } from './pages/sign-in.tsx';

function SectionNav({
  current,
  go,
}: {
  current: Section;
  go: ReturnType<typeof useSection>['go'];
}) {
  const texts = advisorAppCopy.earnings.nav;
  return (
    <nav aria-label={texts.label} className="no-print border-b border-line bg-surface px-4">
      <ul className="mx-auto flex max-w-md flex-wrap gap-x-4">
        {sections.map((section) => (
          <li key={section}>
            <a
              href={pathOf(section)}
              onClick={go(section)}
              aria-current={current === section ? 'page' : undefined}
              className={`inline-block py-2 font-semibold ${current === section ? 'text-ink underline' : 'text-ink-muted'}`}
            >
              {texts[section]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Shell() {
  const texts = advisorAppCopy.shell;
  const advisor = useAdvisor();
  const { section, go } = useSection();
  let content;
  if (advisor.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 text-ink-muted">
        <Spinner /> {texts.loading}
      </p>
    );
  } else if (advisor.isError) {
    content = (
      <FormAlert>
        <p>{texts.loadFailed}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void advisor.refetch()}
          className="self-start"
        >
          {texts.retry}
        </Button>
      </FormAlert>
    );
  } else if (advisor.data === null) {
    content = <SignInPage />;
  } else {
    const pages = {
      presence: <HomePage advisor={advisor.data} />,
      calls: <CallsPage />,
      statements: <StatementsPage />,
      profile: <ProfilePage />,
      reviews: <ReviewsPage />,
    };
    content = pages[section];
  }
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent no-underline shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.skipToContent}
      </a>
      <header className="no-print flex items-center justify-between gap-3 border-b border-line bg-surface px-4 py-2">
        <p className="font-display text-lg font-semibold">{texts.brand}</p>
        <LanguageSwitch />
      </header>
      {advisor.data ? <SectionNav current={section} go={go} /> : null}
      {advisor.data && section !== 'presence' ? <CallElsewhere showCall={go('presence')} /> : null}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-6 outline-none"
      >
        {content}
      </main>
    </div>
  );
}

export function AdvisorApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
      <ToastRegion />
    </QueryClientProvider>
  );
}
