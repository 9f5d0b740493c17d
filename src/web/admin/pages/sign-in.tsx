// /admin/sign-in: email, password and the authenticator's code (or a recovery code). Any wrong
// part gets one message that does not say which part; the server says the same (401).
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { PublicLayout } from '../components/admin-layout.tsx';
import { focusOnMount, PageTitle } from '../components/page-states.tsx';
import { signIn } from '../lib/admin-api.ts';
import { setOperator } from '../lib/operator-session.ts';
import type { SignInState } from '../router.tsx';

/** Only a back-office address is a place to go back to. */
const backOfficePath = (from: string | undefined) =>
  from !== undefined && /^\/admin(\/|$|\?)/.test(from) && !from.startsWith('/admin/sign-in')
    ? from
    : '/admin';

function failureMessage(error: unknown): string {
  if (hasServerMessage(error)) {
    // 401 and a refused body alike: never say which part was wrong.
    return error.status === 401 || error.status === 400 ? adminCopy.signIn.failed : error.message;
  }
  return copy.common.requestFailed;
}

export function Component() {
  const texts = adminCopy.signIn;
  const location = useLocation();
  const state = (location.state ?? {}) as SignInState;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each failure draws its alert anew, and focus goes to it: read at once, the keyboard there.
  const [attempt, setAttempt] = useState(0);

  function fail(message: string) {
    setFailure(message);
    setAttempt((count) => count + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '' || password === '' || code.trim() === '') {
      fail(texts.required);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const operator = await signIn({ email: email.trim(), password, code: code.trim() });
      setOperator(queryClient, operator);
      await navigate(backOfficePath(state.from), { replace: true });
    } catch (error) {
      setBusy(false);
      setCode('');
      fail(failureMessage(error));
    }
  }

  return (
    <PublicLayout>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {state.sessionEnded && failure === null ? (
          <FormStatus>{texts.sessionEnded}</FormStatus>
        ) : null}
        {failure ? (
          <FormAlert key={attempt} ref={focusOnMount}>
            {failure}
          </FormAlert>
        ) : null}
        <TextField
          label={texts.email}
          type="email"
          autoComplete="username"
          value={email}
          onValueChange={setEmail}
          required
        />
        <PasswordField
          label={texts.password}
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          required
        />
        <TextField
          label={texts.code}
          hint={texts.codeHint}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onValueChange={setCode}
          required
        />
        <Button type="submit" loading={busy} className="self-start">
          {busy ? texts.submitting : texts.submit}
        </Button>
      </form>
    </PublicLayout>
  );
}
