// Helpers for the advisors' app's tests (/api/advisor): asking for a code, signing in with the
// code read from the dev outbox as a person would, and the presence the public board shows.
//
//   const advisor = await signedInAdvisor(t, 4001);   // the demo advisor 4001, signed in
//   await t.app.inject({ method: 'GET', url: '/api/advisor/session', cookies: advisor.cookies });
import type { LightMyRequestResponse } from 'fastify';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { demoAdvisor } from './telephony.ts';
import { latestSmsCode, type TestApp } from './test-app.ts';

/** The advisor cookie's name on http (tests' PUBLIC_URL). */
export const ADVISOR_COOKIE = 'lumina_advisor';

export interface SignedInAdvisor {
  extension: number;
  phone: string;
  /** The session cookie's value. */
  session: string;
  cookies: Record<string, string>;
}

export const requestAdvisorCode = (
  t: TestApp,
  phone: string,
  ip = '203.0.113.7',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/advisor/code',
    payload: { phone },
    remoteAddress: ip,
  });

export const signInAdvisor = (
  t: TestApp,
  phone: string,
  code: string,
  ip = '203.0.113.7',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/advisor/session',
    payload: { phone, code },
    remoteAddress: ip,
  });

/** Signs in the demo advisor with this extension (seed data) by the code texted to them. */
export async function signedInAdvisor(t: TestApp, extension: number): Promise<SignedInAdvisor> {
  const { phone } = demoAdvisor(extension);
  const asked = await requestAdvisorCode(t, phone);
  if (asked.statusCode !== 200) throw new Error(`asking a code answered ${asked.statusCode}`);
  const res = await signInAdvisor(t, phone, await latestSmsCode(t.app, phone));
  const session = res.cookies.find((cookie) => cookie.name === ADVISOR_COOKIE)?.value;
  if (res.statusCode !== 200 || !session) {
    throw new Error(`advisor sign-in answered ${res.statusCode}: ${res.body}`);
  }
  return { extension, phone, session, cookies: { [ADVISOR_COOKIE]: session } };
}

/** The public board's record of an advisor (GET /api/advisors, English). */
export async function boardRecord(t: TestApp, extension: number) {
  const res = await t.app.inject({ method: 'GET', url: '/api/advisors' });
  const records = res.json<AdvisorRecord[]>();
  const record = records.find((candidate) => candidate.agentId === String(extension));
  if (!record) throw new Error(`advisor ${extension} is not on the board`);
  return record;
}
