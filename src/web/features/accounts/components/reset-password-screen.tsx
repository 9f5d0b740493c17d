// /reset-password#token=…: the form; on success a confirmation in its place,
// then back to /login after 3 seconds, where the visitor is told to sign in with the new
// password. The token came in the link's fragment and is held in memory, out of the address
// (docs/decisions/028). Without a token the link cannot work, and the screen says so.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { passwordResetLink } from '#shared/api/email-links.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { forgetLinkSecret } from '#web/lib/link-secrets.ts';
import { forgotPasswordPath, passwordResetNotice } from '../login-links.ts';
import { useLinkSecret } from '../use-link-secret.ts';
import { NewPasswordForm } from './new-password-form.tsx';

/** docs/product.md §9: "reset confirmation redirect 3 s". */
export const RESET_REDIRECT_DELAY_MS = 3000;

export function ResetPasswordScreen() {
  const t = accountCopy.accountForms.resetPassword;
  const token = useLinkSecret(passwordResetLink);
  const [updated, setUpdated] = useState(false);

  function passwordUpdated() {
    setUpdated(true);
    // The link is used up: nothing worth keeping.
    forgetLinkSecret(passwordResetLink);
  }

  let body;
  if (updated) body = <PasswordUpdated />;
  else if (!token) {
    body = (
      <FormAlert>
        <p>{copy.auth.password.linkInvalid}</p>
        <p>
          <Link to={forgotPasswordPath} className="font-semibold">
            {t.requestNewLink}
          </Link>
        </p>
      </FormAlert>
    );
  } else body = <NewPasswordForm token={token} onUpdated={passwordUpdated} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <section className="mx-auto flex max-w-md flex-col gap-6 rounded-2xl border border-line bg-surface p-6 shadow-xl sm:p-8">
        <h1 className="font-display text-2xl font-semibold text-balance text-ink sm:text-3xl">
          {t.heading}
        </h1>
        {updated || !token ? null : <p className="-mt-3 text-ink-muted">{t.intro}</p>}
        {body}
      </section>
    </div>
  );
}

function PasswordUpdated() {
  const t = accountCopy.accountForms.resetPassword;
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(paths.login.path, { replace: true, state: passwordResetNotice });
    }, RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="flex flex-col gap-4">
      <FormStatus>
        <p>{t.updated}</p>
        <p>{t.redirecting}</p>
      </FormStatus>
      <p>
        <Link to={paths.login.path} replace state={passwordResetNotice} className="font-semibold">
          {t.signInNow}
        </Link>
      </p>
    </div>
  );
}
