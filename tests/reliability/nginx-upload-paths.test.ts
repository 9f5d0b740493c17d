// Which paths the shipped nginx site (deploy/nginx/lumina.conf) lets a large body through: an
// advisor's photo or greeting, uploaded in the back office or by the advisor in their own app
// (docs/decisions/050), passes up to 11 MB to the app, which checks it and answers in its own
// words; any other request is stopped by nginx over 1 MB. The instances behind nginx here are two
// small HTTP servers that say how many bytes reached them: what is tested is nginx's part only.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareNginx, type Nginx } from './support/nginx.ts';

let nginx: Nginx | undefined;
const upstreams: Server[] = [];

/** An instance that answers /api/health and, to anything else, the size of the body it got. */
function countingInstance(): Promise<string> {
  const server = createServer((request, response) => {
    let received = 0;
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ path: request.url, received }));
    });
  });
  upstreams.push(server);
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

beforeAll(async () => {
  nginx = await prepareNginx();
  const [a, b] = [await countingInstance(), await countingInstance()];
  await nginx.start([a, b]);
});

afterAll(async () => {
  await nginx?.close();
  await Promise.all(
    upstreams.map((server) => new Promise<void>((done) => server.close(() => done()))),
  );
});

const megabytes = (count: number) => 'x'.repeat(Math.round(count * 1024 * 1024));

async function put(path: string, body: string) {
  if (!nginx) throw new Error('nginx did not start');
  return nginx.fetch(`${nginx.httpsUrl}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });
}

it('passes an advisor’s photo or greeting of up to 11 MB to the app, from the back office or the advisor’s app', async () => {
  const sixMegabytes = megabytes(6);
  for (const path of [
    '/api/advisor/profile/greeting',
    '/api/advisor/profile/photo?name=me.jpg',
    '/api/admin/advisors/4001/greeting',
    '/api/admin/advisors/4001/photo?name=me.jpg',
  ]) {
    const answer = await put(path, sixMegabytes);
    expect(answer.status, path).toBe(200);
    expect(await answer.json()).toEqual({ path, received: sixMegabytes.length });
  }
});

it('stops any other body over 1 MB, and an upload over 11 MB', async () => {
  for (const [path, size] of [
    ['/api/advisor/profile/texts', 2],
    ['/api/advisor/profile/greeting/other', 2],
    ['/api/advisor/profile/greeting', 12],
  ] as const) {
    expect((await put(path, megabytes(size))).status, path).toBe(413);
  }
});
