// The confirmation email's link lands on /login#confirm=<token>. The page's first code took the
// token out of the address (lib/link-secrets.ts, docs/decisions/028); it is posted once, then
// forgotten (it is single-use), and the outcome is shown above the sign-in form.
import { useEffect, useRef, useState } from 'react';
import { confirmationLink } from '#shared/api/email-links.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { forgetLinkSecret } from '#web/lib/link-secrets.ts';
import { accountFailure } from '../account-errors.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { useLinkSecret } from '../use-link-secret.ts';

export function EmailConfirmationStatus() {
  const arrived = useLinkSecret(confirmationLink);
  const [token, setToken] = useState<string | null>(null);
  const { mutate, status, error } = useConfirmEmail();
  // Strict mode runs effects twice; a single-use token must be sent once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (arrived === null || sent.current === arrived) return;
    sent.current = arrived;
    setToken(arrived);
    mutate(arrived);
    forgetLinkSecret(confirmationLink);
  }, [arrived, mutate]);

  if (token === null) return null;
  if (status === 'success') return <FormStatus>{copy.auth.confirmation.confirmed}</FormStatus>;
  if (status === 'error') {
    return (
      <FormAlert>
        <p>{accountFailure('confirmEmail', error).message}</p>
      </FormAlert>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
      <Spinner />
      {accountCopy.accountForms.confirmation.confirming}
    </p>
  );
}
