// A "notify me" message's stop link (docs/decisions/052) cancels the requests on the server and
// sends the browser to /?notices=stopped: the home page says so once, in a toast whose texts are
// loaded only then, and takes the parameter off the address.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export function useNoticesStoppedMessage(): void {
  const [params, setParams] = useSearchParams();
  const stopped = params.get('notices') === 'stopped';
  useEffect(() => {
    if (!stopped) return;
    void import('./notices-stopped-message.ts').then((module) => module.showNoticesStopped());
    setParams(
      (current) => {
        current.delete('notices');
        return current;
      },
      { replace: true },
    );
  }, [stopped, setParams]);
}
