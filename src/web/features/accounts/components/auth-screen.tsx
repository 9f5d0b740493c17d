// /login and /register, one screen (docs/product.md §2): email sign-in or account creation, the
// forgot-password panel, phone sign-in, and the outcome of a confirmation link. /register
// starts in create-account mode and adds the side panel. A signed-in visitor goes on to where
// they were headed (the dashboard unless a guarded page sent them here), in their account's
// language: a page in the other language is loaded again in it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { paths } from '#web/config/paths.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormStatus } from '#web/components/ui/form-messages.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { afterSignInPath, REDIRECT_PARAM } from '#web/lib/auth/redirect-target.ts';
import { OpenInLanguage } from '#web/lib/language/open-in-language.tsx';
import { FORGOT_PARAM, isPasswordResetNotice } from '../login-links.ts';
import { EmailAuthForm, type EmailMode } from './email-auth-form.tsx';
import { EmailConfirmationStatus } from './email-confirmation-status.tsx';
import { ForgotPasswordPanel } from './forgot-password-panel.tsx';
import { LegalConsent } from './legal-consent.tsx';
import { PhoneSignIn } from './phone-sign-in.tsx';
import { RegisterSidePanel } from './register-side-panel.tsx';
import { SignUpSent } from './sign-up-sent.tsx';

export type AuthScreenVariant = 'login' | 'register';

export function AuthScreen({ variant }: { variant: AuthScreenVariant }) {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();

  if (loading) return <PageLoading />;
  if (user) {
    const next = afterSignInPath(searchParams);
    return user.language === currentLocale() ? (
      <Navigate to={next} replace />
    ) : (
      <OpenInLanguage path={next} />
    );
  }
  return <AuthScreenLayout variant={variant} />;
}

type View =
  | { name: 'email' }
  | { name: 'forgot' }
  | { name: 'phone' }
  | { name: 'sign-up-sent'; email: string };

function AuthScreenLayout({ variant }: { variant: AuthScreenVariant }) {
  const t = accountCopy.accountForms;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>(() =>
    searchParams.has(FORGOT_PARAM) ? { name: 'forgot' } : { name: 'email' },
  );
  const [chosenMode, setChosenMode] = useState<EmailMode>('signIn');
  const mode: EmailMode = variant === 'register' ? 'create' : chosenMode;
  // The address typed, kept while the visitor visits the forgot-password or phone views.
  const [email, setEmail] = useState('');

  // /register → /login keeps where the visitor was headed.
  const redirectTo = searchParams.get(REDIRECT_PARAM);
  const loginHref = redirectTo
    ? `${paths.login.path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}`
    : paths.login.path;

  function backToSignIn() {
    if (variant === 'register') {
      void navigate(loginHref);
      return;
    }
    setChosenMode('signIn');
    setView({ name: 'email' });
  }

  const { heading, intro } = viewTexts(view, mode);

  const modeSwitch: ReactNode =
    mode === 'create' ? (
      <>
        {t.signUp.haveAccount}{' '}
        {variant === 'register' ? (
          <Link to={loginHref} className="font-semibold">
            {t.signUp.signIn}
          </Link>
        ) : (
          <InlineTextButton onClick={() => setChosenMode('signIn')}>
            {t.signUp.signIn}
          </InlineTextButton>
        )}
      </>
    ) : (
      <>
        {t.signIn.noAccount}{' '}
        <InlineTextButton onClick={() => setChosenMode('create')}>
          {t.signIn.createAccount}
        </InlineTextButton>
      </>
    );

  let body: ReactNode;
  switch (view.name) {
    case 'forgot':
      body = (
        <ForgotPasswordPanel
          initialEmail={email}
          onBack={(typed) => {
            setEmail(typed);
            setView({ name: 'email' });
          }}
        />
      );
      break;
    case 'phone':
      body = (
        <div className="flex flex-col gap-5">
          <PhoneSignIn />
          <div className="flex justify-center">
            <Button variant="link" onClick={() => setView({ name: 'email' })}>
              {t.phone.useEmail}
            </Button>
          </div>
        </div>
      );
      break;
    case 'sign-up-sent':
      body = <SignUpSent email={view.email} onBackToSignIn={backToSignIn} />;
      break;
    case 'email':
      body = (
        <EmailAuthForm
          mode={mode}
          initialEmail={email}
          modeSwitch={modeSwitch}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setView({ name: 'forgot' });
          }}
          onUsePhone={(typed) => {
            setEmail(typed);
            setView({ name: 'phone' });
          }}
          onSignedUp={(address) => setView({ name: 'sign-up-sent', email: address })}
        />
      );
      break;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div
        className={
          variant === 'register'
            ? 'mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:items-start'
            : 'mx-auto max-w-md'
        }
      >
        <section className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-6 shadow-xl sm:p-8">
          <ViewHeading viewKey={`${view.name}-${mode}`}>{heading}</ViewHeading>
          {intro ? <p className="-mt-3 text-ink-muted">{intro}</p> : null}
          {isPasswordResetNotice(location.state) ? (
            <FormStatus>{copy.auth.password.resetDone}</FormStatus>
          ) : null}
          <EmailConfirmationStatus />
          {body}
          {view.name === 'sign-up-sent' ? null : <LegalConsent />}
        </section>
        {variant === 'register' ? <RegisterSidePanel /> : null}
      </div>
    </div>
  );
}

/** The heading and the sentence under it, for what the screen shows. */
function viewTexts(view: View, mode: EmailMode): { heading: string; intro: string | null } {
  const t = accountCopy.accountForms;
  switch (view.name) {
    case 'forgot':
      return { heading: t.forgotPassword.heading, intro: t.forgotPassword.intro };
    case 'phone':
      return { heading: t.phone.heading, intro: t.phone.intro };
    case 'sign-up-sent':
      return { heading: t.signUp.checkInbox, intro: null };
    case 'email':
      return mode === 'signIn'
        ? { heading: t.signIn.heading, intro: t.signIn.intro }
        : { heading: t.signUp.heading, intro: t.signUp.intro };
  }
}

/** The screen's <h1>; when the view changes, focus moves to it so the change is announced. */
function ViewHeading({ viewKey, children }: { viewKey: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const firstKey = useRef(viewKey);
  useEffect(() => {
    if (viewKey !== firstKey.current) {
      firstKey.current = viewKey;
      ref.current?.focus();
    }
  }, [viewKey]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="font-display text-2xl font-semibold text-balance text-ink outline-none sm:text-3xl"
    >
      {children}
    </h1>
  );
}

function InlineTextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-semibold text-accent underline underline-offset-[0.2em] hover:text-accent-strong"
    >
      {children}
    </button>
  );
}
