// Where the end-to-end suite finds Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
// A test tool's own browser download is never used (these machines cannot download one).
import { existsSync } from 'node:fs';

export function findBrowser(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}
