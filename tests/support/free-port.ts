// A TCP port nobody listens on right now, so a server process can be told its address (and its
// PUBLIC_URL) before it starts, and be started again on the same address after a kill.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no port was assigned'))));
    });
  });
}
