import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copy } from '#shared/copy/catalogue.ts';
import { CredentialsSchema } from '#shared/schemas/credentials.ts';
import type { ZodTypeProvider } from '#server/http/route-schemas.ts';
import { API_CONTENT_SECURITY_POLICY, consentMarkerSource } from '#server/http/security-headers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });
});

describe('GET /api/config', () => {
  it('gives the browser the brand, contacts, theme and flags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      brandName: 'Lumina Psychics',
      servicePhone: '1-888-555-0142',
      supportEmail: 'support@lumina-psychics.example',
      businessAddress: {
        legalName: 'Lumina Psychics inc.',
        street: '1234, rue Saint-Denis, bureau 500',
        city: 'Montréal',
        province: 'QC',
        postalCode: 'H2X 1Y4',
      },
      themeMode: 'halloween',
      winCreditsEnabled: true,
      expertApplicationUrl: null,
      tagManagerId: null,
      chatWidgetUrl: null,
      paypal: { clientId: 'sim-paypal-client-id', sdkBaseUrl: '/sim/paypal/sdk/js' },
      paymentMethods: ['paypal', 'interac'],
      testMode: false,
      socialLinks: { facebook: null, twitter: null, instagram: null },
    });
  });
});

describe('errors are answered as {"error":{"code","message"}} and never with a stack trace', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: copy.errors.notFound } });
    }
  });

  it('refuses malformed JSON with 400', async () => {
    t.app.post('/api/test-echo', async (request) => request.body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'INVALID_REQUEST', message: copy.errors.invalidRequest },
    });
  });

  it('refuses a body that breaks its schema with 400 and the spec message of each field', async () => {
    t.app.post('/api/test-sign-in', { schema: { body: CredentialsSchema } }, async () => ({
      ok: true,
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-sign-in',
      payload: { email: '  ', password: '123', admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'INVALID_REQUEST',
        message: copy.errors.invalidRequest,
        fields: {
          email: copy.validation.emailRequired,
          password: copy.validation.passwordTooShort,
          admin: expect.any(String),
        },
      },
    });
  });

  it('passes a body that meets its schema on, parsed', async () => {
    t.app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test-parse',
        { schema: { body: z.strictObject({ n: z.coerce.number() }) } },
        async (request) => request.body,
      );
    const res = await t.app.inject({ method: 'POST', url: '/api/test-parse', payload: { n: '7' } });
    expect(res.json()).toEqual({ n: 7 });
  });

  it('refuses a body over 64 KB with 413', async () => {
    t.app.post('/api/test-echo', async (request) => request.body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unexpected failure with 500 and the generic text, hiding the cause', async () => {
    t.app.get('/api/test-boom', async () => {
      throw new Error('connection string postgres://user:secret@db leaked?');
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: copy.common.unexpectedError },
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });
});

describe('state-changing requests must come from our own pages', () => {
  it('refuses a POST whose Origin is another site', async () => {
    t.app.post('/api/test-echo', async () => ({ ok: true }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN_ORIGIN', message: copy.errors.forbiddenOrigin },
    });
  });

  it('accepts a POST from the public address, and one with no Origin (webhooks, tools)', async () => {
    t.app.post('/api/test-echo', async () => ({ ok: true }));
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(own.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: {} });
    expect(none.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('let the configured tag manager and chat widget load, and nothing else from outside', async () => {
    const configured = await createTestApp({
      env: { TAG_MANAGER_ID: 'GTM-ABC1234', CHAT_WIDGET_URL: 'https://chat.example.com/widget.js' },
    });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/' });
      const policy = res.headers['content-security-policy'] as string;
      expect(policy).toContain(
        `script-src 'self' ${consentMarkerSource} https://www.googletagmanager.com https://chat.example.com;`,
      );
      expect(policy).toContain('frame-src https://chat.example.com');
      expect(policy).toContain('wss://chat.example.com');
    } finally {
      await configured.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/pricing' });
    // Our own scripts, and the one inline script of the pages, by its hash.
    expect(plain.headers['content-security-policy']).toContain(
      `script-src 'self' ${consentMarkerSource};`,
    );
    expect(plain.headers['content-security-policy']).toContain("frame-src 'none'");
  });

  it('sends pages and files a content security policy and the usual protections', async () => {
    for (const url of ['/', '/pricing', '/assets/app-abc123.js', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // No HSTS over plain http://localhost.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends API answers a policy that lets nothing load, and the protections data needs', async () => {
    for (const url of ['/api/health', '/api/advisors', '/api/no-such-route', '/api/config']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // The document-only headers are left to pages.
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['x-xss-protection'], url).toBeUndefined();
      expect(res.headers['origin-agent-cluster'], url).toBeUndefined();
    }
  });

  it('sends HSTS with pages and API answers alike over https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://psychics.example' } });
    try {
      for (const url of ['/', '/api/advisors']) {
        const res = await https.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe(
          'max-age=15552000; includeSubDomains',
        );
      }
    } finally {
      await https.close();
    }
  });
});

describe('the web app is served with history fallback', () => {
  it('answers every non-API page path with the SPA, so its router decides (404 screen included)', async () => {
    for (const url of [
      '/',
      '/pricing',
      '/dashboard',
      '/no/such/page',
      '/purchase?coupon=WELCOME25',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and a missing asset as a 404, not as HTML', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });
});
