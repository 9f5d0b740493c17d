// The confirmation email's link lands on /login?confirm=<token>: the token is sent once, then
// taken out of the address (it is single-use, and should not linger in history or be shared),
// and the outcome is shown above the sign-in form.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { accountFailure } from '../account-errors.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { CONFIRM_PARAM } from '../login-links.ts';

export function EmailConfirmationStatus() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get(CONFIRM_PARAM));
  const { mutate, status, error } = useConfirmEmail();
  // Strict mode runs effects twice; a single-use token must be sent once.
  const sent = useRef(false);

  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    mutate(token);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONFIRM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [token, mutate, setSearchParams]);

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
      {copy.accountForms.confirmation.confirming}
    </p>
  );
}
