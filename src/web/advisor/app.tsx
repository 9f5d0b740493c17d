// The advisors' app: one page at /advisor (and any address under it) that shows what the session
// allows: the sign-in form for a visitor, the advisor's presence and call once signed in. No
// router: three states of one page, and the address never has to say which.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { LanguageSwitch } from '#web/components/layout/language-switch.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ToastRegion } from '#web/components/ui/toast-region.tsx';
import { useAdvisor } from './lib/advisor-session.ts';
import { HomePage } from './pages/home.tsx';
import { SignInPage } from './pages/sign-in.tsx';

function Shell() {
  const texts = advisorAppCopy.shell;
  const advisor = useAdvisor();
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
    content = <HomePage advisor={advisor.data} />;
  }
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent no-underline shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.skipToContent}
      </a>
      <header className="flex items-center justify-between gap-3 border-b border-line bg-surface px-4 py-2">
        <p className="font-display text-lg font-semibold">{texts.brand}</p>
        <LanguageSwitch />
      </header>
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
