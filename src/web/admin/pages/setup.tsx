// /admin/setup?token=…: the one-time set-up link an owner created. The token left the address at
// once (lib/setup-token.ts). The server checks it and gives the authenticator's secret (a QR code
// and the key as text); the operator chooses a password and confirms with the app's current
// code; then the recovery codes are shown, once, to copy or download, and the operator says they
// are saved before going on.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorView, SetupStartResponse } from '#shared/api/admin/session.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { hasServerMessage, isApiError } from '#web/lib/api-client.ts';
import { PublicLayout } from '../components/admin-layout.tsx';
import { focusOnMount, LoadFailed, Loading, PageTitle } from '../components/page-states.tsx';
import { completeSetup, startSetup } from '../lib/admin-api.ts';
import { setOperator } from '../lib/operator-session.ts';
import { forgetSetupToken, heldSetupToken } from '../lib/setup-token.ts';

const texts = adminCopy.setup;

/** The link is unknown, used up or expired: no retry helps. */
const isDeadLink = (error: unknown) =>
  isApiError(error) && (error.code === 'SETUP_LINK_INVALID' || error.status === 404);

function LinkUnusable({ message }: { message: string }) {
  return (
    <>
      <PageTitle>{texts.linkInvalidTitle}</PageTitle>
      <FormAlert>{message}</FormAlert>
    </>
  );
}

function RecoveryCodes({ operator, codes }: { operator: OperatorView; codes: readonly string[] }) {
  const recovery = texts.recovery;
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [copyResult, setCopyResult] = useState<'copied' | 'failed' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = [recovery.fileHeading(operator.email), '', ...codes, ''].join('\n');
  const downloadHref = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyResult('copied');
    } catch {
      setCopyResult('failed');
    }
  }

  return (
    <section aria-labelledby="recovery-title" className="flex flex-col gap-4">
      <h2
        id="recovery-title"
        ref={(element) => {
          headingRef.current = element;
          // Shown in place of the form: focus comes here so the codes are read next.
          element?.focus();
        }}
        tabIndex={-1}
        className="font-display text-2xl font-semibold outline-none"
      >
        {recovery.title}
      </h2>
      <p>{recovery.intro}</p>
      <ul
        aria-label={recovery.listLabel}
        className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-surface p-4 font-mono text-lg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copyCodes()}>
          {recovery.copy}
        </Button>
        <a
          href={downloadHref}
          download={recovery.fileName}
          className="inline-flex min-h-10 items-center rounded-full border-2 border-accent px-4 text-sm font-semibold text-accent no-underline hover:bg-accent hover:text-on-accent"
        >
          {recovery.download}
        </a>
      </div>
      {copyResult === 'copied' ? <FormStatus>{recovery.copied}</FormStatus> : null}
      {copyResult === 'failed' ? <FormAlert>{recovery.copyFailed}</FormAlert> : null}
      <CheckboxField label={recovery.saved} checked={saved} onCheckedChange={setSaved} />
      <Button
        disabled={!saved}
        className="self-start"
        onClick={() => void navigate('/admin', { replace: true })}
      >
        {recovery.continue}
      </Button>
    </section>
  );
}

function SetupForm({ token, setup }: { token: string; setup: SetupStartResponse }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [passwordAgain, setPasswordAgain] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ operator: OperatorView; codes: string[] } | null>(null);
  // Each failure draws its alert anew, and focus goes to it: read at once, the keyboard there.
  const [attempt, setAttempt] = useState(0);
  const role = adminCopy.shell.roles[setup.role];

  function fail(message: string, fields: Record<string, string> = {}) {
    setFailure(message);
    setFieldErrors(fields);
    setAttempt((count) => count + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password !== passwordAgain) {
      fail(texts.passwordsDiffer, { passwordAgain: texts.passwordsDiffer });
      return;
    }
    if (!/^\d{6}$/.test(code.trim())) {
      fail(texts.codeFormat, { code: texts.codeFormat });
      return;
    }
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    try {
      const answer = await completeSetup({ token, password, code: code.trim() });
      forgetSetupToken();
      setOperator(queryClient, answer.operator);
      setDone({ operator: answer.operator, codes: answer.recoveryCodes });
    } catch (error) {
      setBusy(false);
      if (isDeadLink(error)) {
        forgetSetupToken();
        setDeadLink(true);
      } else if (hasServerMessage(error)) {
        fail(error.message, { ...error.fields });
      } else {
        fail(copy.common.requestFailed);
      }
    }
  }

  if (deadLink) return <LinkUnusable message={texts.linkInvalid} />;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {done ? (
        <RecoveryCodes operator={done.operator} codes={done.codes} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
          <p className="font-semibold">{texts.account(setup.email, role)}</p>
          {failure ? (
            <FormAlert key={attempt} ref={focusOnMount}>
              {failure}
            </FormAlert>
          ) : null}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">{texts.stepAuthenticator}</legend>
            <p className="text-sm">{texts.scan}</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.totp.qrSvg)}`}
              alt={texts.qrCode}
              width={200}
              height={200}
              className="rounded-lg bg-white p-2"
            />
            <p className="text-sm">
              {texts.secretLabel}{' '}
              <code data-testid="totp-secret" className="font-mono text-base break-all text-ink">
                {setup.totp.secret}
              </code>
            </p>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">{texts.stepPassword}</legend>
            <PasswordField
              label={texts.password}
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              error={fieldErrors.password}
              required
            />
            <PasswordField
              label={texts.passwordAgain}
              autoComplete="new-password"
              value={passwordAgain}
              onValueChange={setPasswordAgain}
              error={fieldErrors.passwordAgain}
              required
            />
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">{texts.stepCode}</legend>
            <TextField
              label={texts.code}
              hint={texts.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onValueChange={setCode}
              error={fieldErrors.code}
              required
            />
          </fieldset>
          <Button type="submit" loading={busy} className="self-start">
            {busy ? texts.submitting : texts.submit}
          </Button>
        </form>
      )}
    </>
  );
}

function Setup({ token }: { token: string }) {
  const start = useQuery({
    queryKey: ['admin', 'setup', token],
    queryFn: () => startSetup(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (start.isPending) return <Loading label={texts.checking} />;
  if (start.isError) {
    if (isDeadLink(start.error) || hasServerMessage(start.error)) {
      return <LinkUnusable message={texts.linkInvalid} />;
    }
    return <LoadFailed onRetry={() => void start.refetch()} />;
  }
  return <SetupForm token={token} setup={start.data} />;
}

export function Component() {
  // Read once: the token is in memory only, and forgotten once used.
  const [token] = useState(heldSetupToken);
  return (
    <PublicLayout>
      {token === null ? <LinkUnusable message={texts.linkMissing} /> : <Setup token={token} />}
    </PublicLayout>
  );
}
