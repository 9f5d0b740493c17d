// Security headers for every answer. Pages and files (everything outside /api/) get helmet's
// whole set: a content security policy allowing only our own scripts, styles and connections,
// widened for the third-party scripts the deployment configures (the tag manager, the chat
// widget) and the payment providers — all here, in one place — and the document-only headers.
// The API (/api/…) answers data, never a page: JSON, TwiML, portraits and recordings. Its
// answers get what protects data (docs/decisions/041): `nosniff`, the referrer policy, HSTS over
// https, Cross-Origin-Resource-Policy, and a policy that lets nothing load or frame them
// (`default-src 'none'; frame-ancestors 'none'`), so even an answer opened as a document runs
// nothing. The document-only headers (the page policy, X-Frame-Options, X-XSS-Protection,
// X-Download-Options, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
// X-Permitted-Cross-Domain-Policies, Cross-Origin-Opener-Policy) would only cost every poll of
// the advisor feed a few hundred bytes to check and write.
//
// The headers are fixed, so helmet works them out once, at start-up, and a hook sets the
// finished values on each reply. (@fastify/helmet would build helmet's middleware again on every
// request, re-parsing the policy: a tenth of the CPU of a cheap API answer.)
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '#server/config.ts';
import { consentMarkerScript } from '#shared/consent/consent-marker.ts';

/** The one inline script pages carry (the consent marker), allowed by its hash and nothing else. */
export const consentMarkerSource = `'sha256-${createHash('sha256').update(consentMarkerScript).digest('base64')}'`;

/** Where Google Tag Manager and the analytics it loads live. */
const tagManagerOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
};

/** PayPal's buttons: its script, the frames and popups it opens, and the calls it makes. */
const paypalOrigins = {
  script: ['https://www.paypal.com', 'https://*.paypal.com'],
  connect: ['https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://www.paypal.com', 'https://*.paypal.com'],
};

export function thirdPartyOrigins(
  config: Pick<Config, 'tagManagerId' | 'chatWidgetUrl'> & {
    paypal?: Pick<Config['paypal'], 'simulated'>;
  },
) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  if (config.tagManagerId) {
    script.push(...tagManagerOrigins.script);
    connect.push(...tagManagerOrigins.connect);
    img.push(...tagManagerOrigins.img);
  }
  if (config.paypal && !config.paypal.simulated) {
    script.push(...paypalOrigins.script);
    connect.push(...paypalOrigins.connect);
    img.push(...paypalOrigins.img);
    frame.push(...paypalOrigins.frame);
  }
  if (config.chatWidgetUrl) {
    // A chat widget loads its script, talks to its host (often over a websocket), and shows
    // its panel in a frame.
    const origin = new URL(config.chatWidgetUrl).origin;
    script.push(origin);
    connect.push(origin, origin.replace(/^https:/, 'wss:'));
    img.push(origin);
    frame.push(origin);
  }
  return { script, connect, img, frame };
}

function securityHeaderOptions(
  config: Pick<Config, 'publicUrl' | 'tagManagerId' | 'chatWidgetUrl' | 'paypal'>,
): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const extra = thirdPartyOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", consentMarkerSource, ...extra.script],
        // react-toastify injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...extra.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra.connect],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: extra.frame.length > 0 ? extra.frame : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful over HTTPS; on plain http://localhost it would pin browsers to HTTPS.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Other sites learn our origin only, never a page's path or query. The secret of an email
    // link is in the fragment, which no Referer carries (docs/decisions/028).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets with these options, read from one request to a throwaway instance
 * (helmet writes them on the raw response before any route runs), so they are exactly helmet's.
 */
async function computeSecurityHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', (request, reply) => reply.send(reply.raw.getHeaders()));
    const answer = await probe.inject({ method: 'GET', url: '/' });
    const headers = answer.json<Record<string, string | string[]>>();
    return Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : String(value),
      ]),
    );
  } finally {
    await probe.close();
  }
}

/** What an API answer keeps of the page headers; the rest only matter to a document. */
const apiHeaderNames = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
  for (const name of apiHeaderNames) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

const apiPrefix = '/api/';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'tagManagerId' | 'chatWidgetUrl' | 'paypal'>,
) {
  const pageHeaders = await computeSecurityHeaders(securityHeaderOptions(config));
  const apiHeaders = apiHeadersOf(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPrefix) ? apiHeaders : pageHeaders);
    done();
  });
}
