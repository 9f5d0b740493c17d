// The state of a small form: values, which fields the visitor has left (validation shows on
// blur, then follows each keystroke), messages the server sent per field, and focus on the
// first field in error when a submit is refused, with the messages announced (the field takes
// focus before its message is drawn, so focus alone would not read it). Validation is one pure
// function of all the values, so rules that span fields ("Passwords don't match") need nothing
// special.
import { useCallback, useMemo, useRef, useState } from 'react';
import { announce } from '#web/lib/a11y/announce.ts';

export type FormValues = Record<string, string | boolean>;
export type FieldMessages<V extends FormValues> = Partial<Record<keyof V & string, string>>;
export type Validate<V extends FormValues> = (values: V) => FieldMessages<V>;

type Focusable = HTMLInputElement | HTMLButtonElement | HTMLTextAreaElement | HTMLSelectElement;

export function useFormState<V extends FormValues>(initialValues: V, validate: Validate<V>) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<Name>>(() => new Set());
  const [serverMessages, setServerMessages] = useState<FieldMessages<V>>({});
  const elements = useRef(new Map<Name, Focusable>());

  const clientMessages = useMemo(() => validate(values), [validate, values]);

  const errorOf = useCallback(
    (name: Name): string | undefined =>
      serverMessages[name] ?? (touched.has(name) ? clientMessages[name] : undefined),
    [serverMessages, touched, clientMessages],
  );

  const setValue = useCallback(<N extends Name>(name: N, value: V[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The server's message was about the old value.
    setServerMessages((current) => {
      if (!(name in current)) return current;
      const { [name]: _outdated, ...rest } = current;
      return rest as FieldMessages<V>;
    });
  }, []);

  const touch = useCallback((name: Name) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  // One stable callback ref per field, so React does not detach and reattach it every render.
  const refCallbacks = useRef(new Map<Name, (element: Focusable | null) => void>());
  /** A callback ref: the field's element, for focusing it when it holds the first error. */
  const register = useCallback((name: Name) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element: Focusable | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  }, []);

  const focusFirst = useCallback((messages: FieldMessages<V>): boolean => {
    const inError = [...elements.current]
      .filter(([name]) => messages[name])
      .map(([, element]) => element)
      // In the order they appear on the page.
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    inError[0]?.focus();
    return inError.length > 0;
  }, []);

  /**
   * Before submitting: shows every field's message and focuses the first field in error.
   * True when the form may be sent.
   */
  const checkAll = useCallback((): boolean => {
    // Only the fields on the page: a field the current mode hides is not the visitor's concern.
    setTouched((current) => new Set([...current, ...elements.current.keys()]));
    const messages = validate(values);
    const ok = Object.values(messages).every((message) => !message);
    if (!ok) {
      focusFirst(messages);
      const shown = [...elements.current.keys()].map((name) => messages[name]).filter(Boolean);
      announce(shown.join(' '));
    }
    return ok;
  }, [focusFirst, validate, values]);

  /** The server's per-field messages (`fields` of its error); true if one was for a field here. */
  const showServerMessages = useCallback(
    (fields: Readonly<Record<string, string>> | undefined): boolean => {
      const mine: FieldMessages<V> = {};
      for (const [name, message] of Object.entries(fields ?? {})) {
        if (name in values) mine[name as Name] = message;
      }
      setServerMessages(mine);
      return focusFirst(mine);
    },
    [focusFirst, values],
  );

  return { values, setValue, touch, errorOf, register, checkAll, showServerMessages };
}
