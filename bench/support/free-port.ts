// A TCP port nobody listens on at the moment, on 127.0.0.1: the servers a benchmark starts need
// to know their port before they start, since PUBLIC_URL (which signs the phone line's webhooks)
// must name it.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
