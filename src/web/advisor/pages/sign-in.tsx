// Sign-in: the registered number, then the six-digit code texted to it. The answer to the number
// is the same whether or not it is an advisor's, so the page says "if". A new code is offered
// once the server's wait is over (a countdown says how long); each error sits under its field.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import { OtpCodeSchema } from '#shared/schemas/otp.ts';
import { PhoneNumberSchema } from '#shared/schemas/phone.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { useCountdown } from '#web/lib/use-countdown.ts';
import { requestCode, signIn } from '../lib/advisor-api.ts';
import { setAdvisor } from '../lib/advisor-session.ts';
import { focusMain } from '../lib/sections.ts';
import { focusOnMount, PageTitle } from './page-title.tsx';

interface Sent {
  phone: string;
  resendAfterSeconds: number;
  /** Counts each code asked for, so the countdown starts again. */
  count: number;
}

/** The first field message of a refused value, or null when the schema accepts it. */
function fieldError(schema: z.ZodMiniType, value: string): string | null {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? copy.errors.invalidRequest);
}

export function SignInPage() {
  const texts = advisorAppCopy.signIn;
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const waitSeconds = useCountdown(sent?.resendAfterSeconds ?? 0, sent?.count ?? 0);

  /** A refusal: the field's own words under it when the server named a field, else an alert. */
  function refused(error: unknown, field: 'phone' | 'code') {
    if (!hasServerMessage(error)) {
      setFailure(copy.common.requestFailed);
      return;
    }
    const fields = error.fields ?? {};
    if (fields.phone) setPhoneError(fields.phone);
    if (fields.code) setCodeError(fields.code);
    if (!fields.phone && !fields.code) {
      if (field === 'code') setCodeError(error.message);
      else setFailure(error.message);
    }
  }

  async function askForCode(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setFailure(null);
    const invalid = fieldError(PhoneNumberSchema, phone);
    setPhoneError(invalid ?? undefined);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await requestCode(phone.trim());
      setSent((previous) => ({
        phone: phone.trim(),
        resendAfterSeconds: answer.resendAfterSeconds,
        count: (previous?.count ?? 0) + 1,
      }));
      setCode('');
      setCodeError(undefined);
    } catch (error) {
      refused(error, 'phone');
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (busy || !sent) return;
    setFailure(null);
    const invalid = fieldError(OtpCodeSchema, code);
    setCodeError(invalid ?? undefined);
    if (invalid) return;
    setBusy(true);
    try {
      setAdvisor(queryClient, await signIn(sent.phone, code.trim()));
      focusMain();
    } catch (error) {
      setBusy(false);
      refused(error, 'code');
    }
  }

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {failure ? (
        <FormAlert key={failure} ref={focusOnMount}>
          {failure}
        </FormAlert>
      ) : null}
      {sent === null ? (
        <form
          noValidate
          onSubmit={(event) => void askForCode(event)}
          className="flex flex-col gap-4"
        >
          <p className="text-ink-muted">{texts.intro}</p>
          <TextField
            label={texts.phoneLabel}
            hint={texts.phoneHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            onValueChange={setPhone}
            error={phoneError}
            required
          />
          <Button type="submit" loading={busy} className="w-full">
            {texts.sendCode}
          </Button>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submitCode(event)}
          className="flex flex-col gap-4"
        >
          <FormStatus>{texts.codeSentTo(formatPhone(sent.phone))}</FormStatus>
          <TextField
            ref={focusOnMount}
            label={texts.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValueChange={setCode}
            error={codeError}
            required
          />
          <Button type="submit" loading={busy} className="w-full">
            {texts.signIn}
          </Button>
          {waitSeconds > 0 ? (
            <p className="text-sm text-ink-muted">{texts.resendIn(waitSeconds)}</p>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => void askForCode()}>
              {texts.resend}
            </Button>
          )}
          <Button
            variant="link"
            onClick={() => {
              setSent(null);
              setCodeError(undefined);
            }}
          >
            {texts.otherNumber}
          </Button>
        </form>
      )}
    </>
  );
}
