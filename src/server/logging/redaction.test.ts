// The redaction rules, and the logger that applies them to every line: secrets by their field's
// name at any depth and by their shape in any string, personal data shortened, and what an
// operator needs to follow a case (ids, statuses, error codes, paths) left as it was.
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { REDACTED, redactText, redactValue } from './redaction.ts';

const sessionToken = 'Qm9uam91ci1sZS1tb25kZS1jZWNpLWVzdC1zZWNyZXQ'; // 43 base64url characters
const linkToken = `0b9a3c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d.${sessionToken}`;

describe('redacting strings', () => {
  it('redacts the values of secret URL parameters, in the query and in the fragment', () => {
    expect(redactText('/reset-password?token=abc&lang=fr')).toBe(
      `/reset-password?token=${REDACTED}&lang=fr`,
    );
    expect(redactText('/login?redirectTo=%2Fdashboard&confirm=xyz')).toBe(
      `/login?redirectTo=%2Fdashboard&confirm=${REDACTED}`,
    );
    expect(redactText('https://site.example/login#confirm=xyz')).toBe(
      `https://site.example/login#confirm=${REDACTED}`,
    );
    expect(redactText('/sim/interac/webflow?transaction=TX-1&token=payment-token')).toBe(
      `/sim/interac/webflow?transaction=TX-1&token=${REDACTED}`,
    );
    expect(redactText('/callback?Code=123456&PIN=1234&state=ok')).toBe(
      `/callback?Code=${REDACTED}&PIN=${REDACTED}&state=ok`,
    );
  });

  it('redacts secrets in form bodies and JSON a provider or a parser echoes', () => {
    expect(redactText('Unexpected token \'p\', "password=hunter2&email=a" is not valid JSON')).toBe(
      `Unexpected token 'p', "password=${REDACTED}&email=a" is not valid JSON`,
    );
    expect(
      redactText('PayPal said {"access_token":"A21AAF","scope":"x","code":"123456","n":"5"}'),
    ).toBe(`PayPal said {"access_token":"${REDACTED}","scope":"x","code":"${REDACTED}","n":"5"}`);
    expect(redactText('{"error":{"code":"CODE_INCORRECT"}}')).toBe(
      '{"error":{"code":"CODE_INCORRECT"}}',
    );
  });

  it('shortens phone numbers and email addresses in text', () => {
    expect(redactText("Twilio 21211: The 'To' number +1 (514) 555-0177 is not valid")).toBe(
      "Twilio 21211: The 'To' number …0177 is not valid",
    );
    expect(redactText('outbox: not a phone number: 5145550177')).toBe(
      'outbox: not a phone number: …0177',
    );
    expect(redactText('SMTP 550: 5.1.1 <marie.t+psy@example.com>: rejected')).toBe(
      'SMTP 550: 5.1.1 <…@example.com>: rejected',
    );
  });

  it('redacts session tokens and link secrets wherever they appear', () => {
    expect(redactText(`cookie lumina_session=${sessionToken}; lang=fr`)).toBe(
      `cookie lumina_session=${REDACTED}; lang=fr`,
    );
    expect(redactText(`link ${linkToken} refused`)).toBe(
      `link 0b9a3c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d.${REDACTED} refused`,
    );
  });

  it('redacts credentials in authorization values and in addresses', () => {
    expect(redactText('Authorization: Basic dXNlcjpwYXNz')).toBe(
      `Authorization: Basic ${REDACTED}`,
    );
    expect(redactText('sent with Bearer A21AAF.x-y_z')).toBe(`sent with Bearer ${REDACTED}`);
    expect(redactText('connect to postgres://lumina:hunter2@db.internal:5432/app failed')).toBe(
      `connect to postgres://lumina:${REDACTED}@db.internal:5432/app failed`,
    );
  });

  it('leaves ordinary text alone', () => {
    for (const ordinary of [
      'Order 0b9a3c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d completed: 60 minutes, /api/payments?status=paid',
      'slot 2026-11-26T14 at 2026-11-26T14:05:00.123Z, 1795692436720 ms, exit code 1',
      'Twilio 21211 [debug_id 8a5f3c2b1d0e9] for SM3a9662e6ed07ef4b691db8cffc47cc08',
      'listening on http://127.0.0.1:3000 (database: postgres)',
    ]) {
      expect(redactText(ordinary)).toBe(ordinary);
    }
  });
});

describe('redacting fields', () => {
  it('redacts secrets by their field name at any depth, whatever the case or separators', () => {
    const redacted = redactValue({
      request: {
        headers: {
          Cookie: `lumina_session=x`,
          authorization: 'Basic abc',
          'X-Twilio-Signature': 'sig',
          'PayPal-Transmission-Sig': 'sig',
          'set-cookie': ['a=b'],
          accept: 'text/html',
        },
      },
      gigadat: { accessToken: 'a', security_token: 'b', campaignId: 'C-1' },
      input: { password: 'p', newPassword: 'q', confirmPassword: 'r', pin: '1234' },
      sms: { text: 'Your code is 123456', html: '<p>', body: 'raw' },
      clientSecret: 's',
    });
    expect(redacted).toEqual({
      request: {
        headers: {
          Cookie: REDACTED,
          authorization: REDACTED,
          'X-Twilio-Signature': REDACTED,
          'PayPal-Transmission-Sig': REDACTED,
          'set-cookie': REDACTED,
          accept: 'text/html',
        },
      },
      gigadat: { accessToken: REDACTED, security_token: REDACTED, campaignId: 'C-1' },
      input: {
        password: REDACTED,
        newPassword: REDACTED,
        confirmPassword: REDACTED,
        pin: REDACTED,
      },
      sms: { text: REDACTED, html: REDACTED, body: REDACTED },
      clientSecret: REDACTED,
    });
  });

  it('redacts a code holding an SMS code or a PIN, not an error code', () => {
    expect(redactValue({ code: '004213' })).toEqual({ code: REDACTED });
    expect(redactValue({ code: '9876' })).toEqual({ code: REDACTED });
    expect(redactValue({ code: 'CODE_INCORRECT' })).toEqual({ code: 'CODE_INCORRECT' });
    expect(redactValue({ code: '23505' })).toEqual({ code: '23505' });
    expect(redactValue({ code: 21211 })).toEqual({ code: 21211 });
  });

  it('shortens phone numbers and email addresses to what tells them apart', () => {
    expect(
      redactValue({
        phone: '5145550177',
        to: '+1 (514) 555-0177',
        recipient: 'marie@example.com',
        phones: ['5145550177', '4385550100'],
      }),
    ).toEqual({
      phone: '…0177',
      to: '…0177',
      recipient: '…@example.com',
      phones: ['…0177', '…0100'],
    });
  });

  it('turns errors into plain objects and redacts their messages, stacks, fields and causes', () => {
    const cause = new Error(`GET /reset-password?token=${linkToken} failed`);
    const error = Object.assign(new Error('SMTP refused', { cause }), {
      code: 'EAUTH',
      response: `535 Bearer ${sessionToken}`,
      config: { headers: { Authorization: 'Basic abc' } },
    });
    const redacted = redactValue(error) as Record<string, unknown>;
    expect(redacted).toMatchObject({
      type: 'Error',
      code: 'EAUTH',
      response: `535 Bearer ${REDACTED}`,
      config: { headers: { Authorization: REDACTED } },
    });
    expect(redacted.message).toContain('SMTP refused');
    expect(redacted.message).toContain(`token=${REDACTED}`);
    expect(JSON.stringify(redacted)).not.toContain(sessionToken);
  });

  it('copes with cycles', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped.self = looped;
    expect(redactValue(looped)).toEqual({ name: 'a', self: '[Circular]' });
  });
});

describe('the logger', () => {
  function capture(level: 'trace' | 'info' = 'trace') {
    const lines: string[] = [];
    const logger = createLogger({ level, destination: { write: (line) => lines.push(line) } });
    return { logger, text: () => lines.join('') };
  }

  it('redacts fields, messages and errors on every line', () => {
    const { logger, text } = capture();
    logger.info({ token: linkToken, phone: '5145550177', orderId: 'O-1' }, 'reset link sent');
    logger.warn(`Route GET:/login?confirm=${linkToken} not found`);
    logger.error(new Error(`could not reach https://u:pw@smtp.example/?token=${sessionToken}`));
    logger.error({ err: new Error(`Bearer ${sessionToken}`) });
    logger.debug({ headers: { cookie: `lumina_session=${sessionToken}` } }, 'headers');
    logger.info('link %s for %o', `/login?confirm=${linkToken}`, { password: 'hunter2-x' });
    const child = logger.child({ reqId: 'req-1' });
    child.info({ text: 'Your code is 123456' }, 'sms');

    const log = text();
    expect(log).not.toContain(sessionToken);
    expect(log).not.toContain('123456');
    expect(log).not.toContain('pw@');
    expect(log).not.toContain('hunter2-x');
    expect(log).not.toContain('5145550177');
    expect(log).toContain('"orderId":"O-1"');
    expect(log).toContain('"phone":"…0177"');
    expect(log).toContain('reset link sent');
    expect(log).toContain('"reqId":"req-1"');
    // The message pino takes from an error is redacted too.
    expect(log).toContain(`"msg":"could not reach https://u:${REDACTED}@smtp.example/?token=`);
  });

  it('logs a request as method, path and query without secrets, and a reply as its status', () => {
    const { logger, text } = capture('info');
    logger.info(
      {
        req: {
          method: 'GET',
          url: `/reset-password?token=${linkToken}`,
          host: 'localhost',
          ip: '127.0.0.1',
          headers: { cookie: `lumina_session=${sessionToken}`, authorization: 'Basic abc' },
          socket: { remotePort: 5555 },
        },
        res: { statusCode: 200, headers: { 'set-cookie': `lumina_session=${sessionToken}` } },
      },
      'incoming request',
    );
    const line = JSON.parse(text()) as { req: unknown; res: unknown };
    expect(line.req).toEqual({
      method: 'GET',
      url: `/reset-password?token=${REDACTED}`,
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 5555,
    });
    expect(line.res).toEqual({ statusCode: 200 });
  });
});
