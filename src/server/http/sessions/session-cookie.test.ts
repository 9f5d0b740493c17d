import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { createSessionCookie } from './session-cookie.ts';

const token = 'A'.repeat(40) + '-_z';
/** What the session has left, as the auth service works it out. */
const maxAge = 7 * 24 * 60 * 60;

async function appWith(publicUrl: string) {
  const cookie = createSessionCookie({ publicUrl, name: 'lumina_session' });
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/read', async (request) => ({ token: cookie.read(request) }));
  app.get('/write', async (_request, reply) => {
    cookie.write(reply, token, maxAge);
    return {};
  });
  app.get('/clear', async (_request, reply) => {
    cookie.clear(reply);
    return {};
  });
  return { app, cookie };
}

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/, as long as its session has left, not Secure over http', async () => {
    const { app } = await appWith('http://localhost:3000');
    const res = await app.inject({ method: 'GET', url: '/write' });
    const header = String(res.headers['set-cookie']);
    expect(header).toBe(
      `lumina_session=${token}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax`,
    );
    await app.close();
  });

  it('is Secure with the __Host- prefix when the public address is https', async () => {
    const { app, cookie } = await appWith('https://lumina.example');
    expect(cookie.name).toBe('__Host-lumina_session');
    const res = await app.inject({ method: 'GET', url: '/write' });
    expect(String(res.headers['set-cookie'])).toBe(
      `__Host-lumina_session=${token}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    await app.close();
  });

  it('reads only a value shaped like our tokens', async () => {
    const { app } = await appWith('http://localhost:3000');
    const read = async (value: string) =>
      (await app.inject({ method: 'GET', url: '/read', cookies: { lumina_session: value } })).json()
        .token;
    expect(await read(token)).toBe(token);
    expect(await read('short')).toBeNull();
    expect(await read(`${token}x`)).toBeNull();
    expect(await read('A'.repeat(42) + '=')).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/read' })).json().token).toBeNull();
    await app.close();
  });

  it('is cleared with the same attributes, so the browser drops it', async () => {
    const { app } = await appWith('http://localhost:3000');
    const res = await app.inject({ method: 'GET', url: '/clear' });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^lumina_session=; /);
    expect(header).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    await app.close();
  });
});
