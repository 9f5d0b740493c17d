// A form's failure message and its alert: after a failed submit, focus goes to the alert
// (unless a field in error took it), so keyboard and screen-reader users land on the reason.
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a failed form submit shows: its text, and the server's messages per field if any. */
export interface FormFailure {
  message: string;
  fields?: Readonly<Record<string, string>> | undefined;
}

export function useFailureAlert<F extends FormFailure = FormFailure>() {
  const [failure, setFailure] = useState<F | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) alertRef.current?.focus();
  }, [focusRequest]);

  const show = useCallback((next: F, { focus = true }: { focus?: boolean } = {}) => {
    setFailure(next);
    if (focus) setFocusRequest((count) => count + 1);
  }, []);

  const clear = useCallback(() => setFailure(null), []);

  return { failure, show, clear, alertRef };
}
