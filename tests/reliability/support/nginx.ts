// nginx in front of the server processes, as docs/operations.md deploys it: the shipped site
// configuration (deploy/nginx/lumina.conf) with its ports, name and paths swapped for the test's,
// a self-signed certificate made with openssl, and everything nginx writes (pid, logs, temporary
// files) inside one temporary directory. nginx runs as the test's user on 127.0.0.1 only, in the
// foreground, and is stopped (and its directory removed) by close(), or killed when the test
// process exits. The test talks to it over HTTPS with that certificate trusted by its own agent
// only: nothing else in the process trusts it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '#tests/support/free-port.ts';
import { waitFor } from './wait-for.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
/** The site configuration the operations guide ships. */
const shippedSiteConfig = join(projectRoot, 'deploy/nginx/lumina.conf');
/** Where Debian's package puts them (CI installs both: .ci/run). */
const nginxBinary = '/usr/sbin/nginx';
const opensslBinary = '/usr/bin/openssl';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A fetch for HTTPS URLs that trusts exactly the certificate authority it was made with. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface Nginx {
  /** https://127.0.0.1:<port>: the site's public address (PUBLIC_URL). */
  readonly httpsUrl: string;
  /** http://127.0.0.1:<port>, which only redirects to HTTPS. */
  readonly httpUrl: string;
  /** The self-signed certificate (PEM), for NODE_EXTRA_CA_CERTS of the servers' own calls. */
  readonly caFile: string;
  /** Requests to httpsUrl, with the test's certificate trusted. */
  readonly fetch: Fetch;
  /** Starts nginx in front of the two instances (http://127.0.0.1:port); resolves once it answers. */
  start(upstreams: [string, string]): Promise<void>;
  /** The access log so far (deploy/nginx/lumina.conf's `lumina` format). */
  accessLog(): string;
  /** Stops nginx (SIGQUIT, then SIGKILL) and removes its directory. */
  close(): Promise<void>;
}

function requireTool(path: string, packageName: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: the reliability suite puts nginx in front of the servers (docs/decisions/042); install Debian's ${packageName} package (sudo apt-get install ${packageName}), as .ci/run does`,
    );
  }
}

/** The shipped configuration with each of `swaps` replaced; throws when one is not in it. */
function swapped(config: string, swaps: [string, string][]): string {
  let result = config;
  for (const [from, to] of swaps) {
    if (!result.includes(from)) {
      throw new Error(`${shippedSiteConfig} no longer contains "${from}": update the test's swaps`);
    }
    result = result.split(from).join(to);
  }
  return result;
}

function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    opensslBinary,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

function fetchTrusting(ca: string): { fetch: Fetch; agent: Agent } {
  const agent = new Agent({ ca, keepAlive: true });
  const fetch: Fetch = (url, init = {}) =>
    new Promise((done, fail) => {
      const body = init.body ?? undefined;
      if (body !== undefined && body !== null && typeof body !== 'string') {
        fail(new Error('this fetch sends string bodies only'));
        return;
      }
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const outgoing = request(
        url,
        { method: init.method ?? 'GET', headers, agent, signal: init.signal ?? undefined },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', fail);
          incoming.on('end', () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? '']) {
                answerHeaders.append(name, one);
              }
            }
            const bytes = Buffer.concat(chunks);
            done(
              new Response(bytes.length > 0 ? bytes : null, {
                status: incoming.statusCode ?? 0,
                headers: answerHeaders,
              }),
            );
          });
        },
      );
      outgoing.on('error', fail);
      outgoing.end(body ?? undefined);
    });
  return { fetch, agent };
}

/**
 * nginx's addresses, certificate and directory, chosen before the servers start (their
 * PUBLIC_URL is nginx's address); start() then runs it in front of them.
 */
export async function prepareNginx(): Promise<Nginx> {
  requireTool(nginxBinary, 'nginx');
  requireTool(opensslBinary, 'openssl');
  const dir = mkdtempSync(join(tmpdir(), 'lumina-nginx-'));
  // Run as root (a container's user), nginx's workers run as nobody: they must reach the
  // folders nginx makes in here for bodies too large for memory (an advisor's upload).
  chmodSync(dir, 0o711);
  let child: ChildProcess | undefined;
  let agent: Agent | undefined;
  let output = '';
  const accessLog = join(dir, 'access.log');
  const errorLog = join(dir, 'error.log');
  const close = async () => {
    agent?.destroy();
    const current = child;
    if (current && current.exitCode === null && current.signalCode === null) {
      const gone = new Promise<void>((done) => current.once('exit', () => done()));
      current.kill('SIGQUIT');
      const timer = setTimeout(() => current.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const httpsUrl = `https://127.0.0.1:${httpsPort}`;
    const { cert, key } = makeCertificate(dir);
    const trusted = fetchTrusting(readFileSync(cert, 'utf8'));
    agent = trusted.agent;

    const start = async (upstreams: [string, string]) => {
      const [first, second] = upstreams.map((url) => new URL(url).host);
      mkdirSync(join(dir, 'acme'), { recursive: true });
      const site = swapped(readFileSync(shippedSiteConfig, 'utf8'), [
        ['server 127.0.0.1:3001 ', `server ${first} `],
        ['server 127.0.0.1:3002 ', `server ${second} `],
        ['listen [::]:80;', ''],
        ['listen [::]:443 ssl http2;', ''],
        ['listen 80;', `listen 127.0.0.1:${httpPort};`],
        ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
        ['/etc/letsencrypt/live/lumina.example/fullchain.pem', cert],
        ['/etc/letsencrypt/live/lumina.example/privkey.pem', key],
        ['server_name lumina.example;', 'server_name 127.0.0.1;'],
        ['/var/log/nginx/lumina.access.log', accessLog],
        ['/var/www/html', join(dir, 'acme')],
      ]);
      writeFileSync(join(dir, 'lumina.conf'), site);
      // What Debian's /etc/nginx/nginx.conf gives the site, reduced to what a user may run.
      writeFileSync(
        join(dir, 'nginx.conf'),
        [
          'daemon off;',
          'worker_processes 1;',
          `pid ${join(dir, 'nginx.pid')};`,
          `error_log ${errorLog} warn;`,
          'events { worker_connections 256; }',
          'http {',
          `  client_body_temp_path ${join(dir, 'client-body')};`,
          `  proxy_temp_path ${join(dir, 'proxy')};`,
          `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
          `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
          `  scgi_temp_path ${join(dir, 'scgi')};`,
          `  access_log ${join(dir, 'other.access.log')};`,
          `  include ${join(dir, 'lumina.conf')};`,
          '}',
          '',
        ].join('\n'),
      );
      const args = ['-p', dir, '-e', errorLog, '-c', join(dir, 'nginx.conf')];
      execFileSync(nginxBinary, [...args, '-t', '-q'], { stdio: 'pipe' });

      const started = spawn(nginxBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      running.add(started);
      started.once('exit', () => running.delete(started));
      const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      await waitFor(
        'nginx to answer',
        async () => {
          if (started.exitCode !== null) {
            const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
            throw new Error(`nginx exited: ${output}${log}`);
          }
          try {
            const answer = await trusted.fetch(`${httpsUrl}/api/health`);
            return answer.status === 200;
          } catch {
            return false;
          }
        },
        { timeoutMs: 15_000 },
      );
    };

    return {
      httpsUrl,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      caFile: cert,
      fetch: trusted.fetch,
      start,
      accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
