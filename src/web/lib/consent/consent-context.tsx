// The cookie choice for the whole app: whether the visitor accepted analytics, whether to ask
// (no choice yet, or the footer's "Cookie settings" reopened the question), and the two answers.
// The third-party script loader and the consent bar read it; the footer reopens it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  consentStorageKey,
  parseConsent,
  readStoredConsent,
  storeConsent,
  type AnalyticsChoice,
  type ConsentRecord,
} from './consent-storage.ts';

export interface ConsentState {
  /** The visitor's recorded choice; null until they make one (analytics stay off). */
  record: ConsentRecord | null;
  /** Show the consent bar: no choice yet, or the visitor asked to change it. */
  asking: boolean;
  /** True when the visitor reopened the choice themselves (the bar then takes focus). */
  reopened: boolean;
  accept: () => void;
  refuse: () => void;
  /** "Cookie settings": asks again, whatever was chosen before. */
  reopen: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState(() => parseConsent(readStoredConsent()));
  const [reopened, setReopened] = useState(false);
  // Where focus was when the visitor reopened the choice, to give it back once they answer.
  const opener = useRef<HTMLElement | null>(null);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === consentStorageKey) setRecord(parseConsent(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const choose = useCallback((analytics: AnalyticsChoice) => {
    setRecord(storeConsent(analytics));
    setReopened(false);
    opener.current?.focus();
    opener.current = null;
  }, []);
  const accept = useCallback(() => choose('accepted'), [choose]);
  const refuse = useCallback(() => choose('refused'), [choose]);
  const reopen = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReopened(true);
  }, []);

  const value = useMemo<ConsentState>(
    () => ({ record, asking: record === null || reopened, reopened, accept, refuse, reopen }),
    [record, reopened, accept, refuse, reopen],
  );
  return <ConsentContext value={value}>{children}</ConsentContext>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent must be used inside its ConsentProvider');
  return state;
}
