// The browser entry: the styles, then the app (app/start.tsx) once the page's shell, rendered by
// the server into #root, is on screen (docs/decisions/022). Fetching and running the app's code
// first would hold that paint back until it had run.
import { guardLinkSecrets } from './lib/link-secrets.ts';
import './styles/app.css';

// Before anything else: an email link's secret leaves the address bar now, before the app (and
// the third-party scripts it loads) exists (docs/decisions/028).
guardLinkSecrets();

let started = false;
function start() {
  if (started) return;
  started = true;
  // Both are fetched at once. React DOM, the smaller, arrives first and runs in a task of its
  // own; the app runs in the next. Two shorter tasks leave the browser free to answer between.
  void import('react-dom/client');
  import('./app/start.tsx').catch((error: unknown) => {
    // The shell stays, its links still work; the console says why the rest did not come.
    console.error('The web app could not be loaded', error);
  });
}

/** Never wait longer than this for the first paint (a browser that does not report it). */
const longestWaitMs = 1000;

const paintReported =
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('paint');

// Without a shell (`npm run dev`, or a page the server sent as built) there is nothing to paint.
const shellSent = document.getElementById('root')?.hasChildNodes() ?? false;

if (!shellSent || document.visibilityState === 'hidden' || !paintReported) {
  // A tab opened in the background paints nothing until it is shown.
  start();
} else {
  // The first contentful paint is reported once it is on screen, not when it is drawn.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, longestWaitMs);
}
