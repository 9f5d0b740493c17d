// A password input with a show/hide toggle, so a customer on a phone can check what they
// typed. The toggle keeps one name and reports its state with aria-pressed.
import { useId, useState } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password';
};

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const id = props.id ?? generatedId;

  const toggle = (
    <button
      type="button"
      aria-pressed={visible}
      aria-controls={id}
      onClick={() => setVisible((shown) => !shown)}
      className="inline-flex size-11 items-center justify-center rounded-md text-ink-muted hover:text-ink"
    >
      <span className="sr-only">{accountCopy.accountForms.fields.showPassword}</span>
      <EyeIcon crossed={visible} />
    </button>
  );

  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      // Browsers must not "correct" or capitalise a password shown as text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={toggle}
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? (
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />
      ) : null}
    </svg>
  );
}
