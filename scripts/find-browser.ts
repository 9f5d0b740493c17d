// Where the end-to-end suite finds Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
// A test tool's own browser download is never used (these machines cannot download one).
import { existsSync } from 'node:fs';

/**
 * How Chromium is started by the browser suite and the Lighthouse benchmark: headless, and
 * without reaching for Google's services, which this network refuses.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findBrowser(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}
