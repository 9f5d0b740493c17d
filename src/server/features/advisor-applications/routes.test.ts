// Applying to become an advisor and the owners' decisions (docs/decisions/049): an application is
// kept and confirmed by email in the page's language; each field's rule refuses in its own words
// and keeps nothing; a robot filling the hidden field is answered as accepted and nothing is kept;
// limits per address and per email; one open application per email. Approving creates an
// unlisted advisor with the lowest free extension from 4001 and queues the invitation by SMS and
// email; declining emails the message; a decision is taken once, whoever asks at the same moment;
// a phone that is an advisor's already is refused; support gets 403.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApplicationListPageSchema,
  ApplicationViewSchema,
  type ApplicationView,
} from '#shared/api/admin/applications.ts';
import type * as z from 'zod/mini';
import type { AdvisorApplicationRequestSchema } from '#shared/api/advisor-applications.ts';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { applyCopyFor } from '#shared/copy/advisor-apply-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { temporaryDataDir, type TemporaryDataDir } from '#tests/support/advisors.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import { ADVISOR_COOKIE, requestAdvisorCode, signInAdvisor } from '#tests/support/advisor-app.ts';
import { createTestApp, latestSmsCode, readOutbox, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let data: TemporaryDataDir;
let owner: SignedInOperator;

beforeEach(async () => {
  data = temporaryDataDir();
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  owner = await signedInOperator(t, 'owner');
});
afterEach(async () => {
  await t.close();
  data.remove();
});

const en = applyCopyFor('en');
const adminEn = adminCopyFor('en');
const sample =
  'I see a door opening in the spring: a change at work that you have been hoping for. The cards speak of patience first, then of a clear choice. Trust what you already know about the people around you, and say yes to the second offer rather than the first.';

type AdvisorApplicationRequest = z.input<typeof AdvisorApplicationRequestSchema>;

const application = (overrides: Partial<AdvisorApplicationRequest> = {}) => ({
  name: 'Solène Tremblay',
  email: 'solene@example.com',
  phone: '5145550177',
  languages: ['fr', 'en'],
  specialties: ['tarot', 'dreams'],
  yearsOfExperience: 12,
  sampleReading: sample,
  consent: true,
  ...overrides,
});

function apply(body: object, options: { ip?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/advisor-applications',
    payload: body,
    remoteAddress: options.ip ?? '203.0.113.7',
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });
}

const storedApplications = () =>
  t.database.kysely.selectFrom('advisorApplications').selectAll().execute();

async function applicationId(email = 'solene@example.com') {
  const row = await t.database.kysely
    .selectFrom('advisorApplications')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

function admin(method: 'GET' | 'POST', url: string, payload?: object, cookies = owner.cookies) {
  return t.app.inject({
    method,
    url: `/api/admin/advisor-applications${url}`,
    cookies,
    ...(payload ? { payload } : {}),
  });
}

async function decided(url: string, payload?: object): Promise<ApplicationView> {
  const res = await admin('POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return ApplicationViewSchema.parse(res.json());
}

async function addAdvisor(extension: number, phone: string | null = null) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/advisors',
    cookies: owner.cookies,
    payload: { extension, name: `Advisor ${extension}`, description: 'Reads cards.', phone },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const auditActions = async (subjectId: string) =>
  (
    await t.database.kysely
      .selectFrom('auditLog')
      .select(['action', 'operatorId', 'reason'])
      .where('subjectId', '=', subjectId)
      .execute()
  ).map((row) => row.action);

describe('POST /api/advisor-applications', () => {
  it('keeps the application with the consent as shown, and emails a confirmation in the page’s language', async () => {
    const res = await apply(application());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'received' });

    const [stored] = await storedApplications();
    expect(stored).toMatchObject({
      name: 'Solène Tremblay',
      email: 'solene@example.com',
      phone: '5145550177',
      language: 'en',
      languages: 'fr,en',
      specialties: 'tarot,dreams',
      yearsOfExperience: 12,
      sampleReading: sample,
      consentWording: en.consent(t.config.brandName),
      status: 'received',
      decidedAt: null,
    });
    const [email] = await readOutbox(t.app);
    expect(email).toMatchObject({
      channel: 'email',
      to: 'solene@example.com',
      subject: messageCopyFor('en').advisorApplicationEmail.subject(t.config.brandName),
    });
  });

  it('writes to a French page’s applicant in French', async () => {
    const res = await apply(application(), { language: 'fr-CA' });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await storedApplications();
    expect(stored).toMatchObject({
      language: 'fr-CA',
      consentWording: applyCopyFor('fr-CA').consent(t.config.brandName),
    });
    const [email] = await readOutbox(t.app);
    expect(email?.subject).toBe(
      messageCopyFor('fr-CA').advisorApplicationEmail.subject(t.config.brandName),
    );
  });

  it.each([
    ['name', { name: '  ' }, en.errors.nameRequired],
    ['name', { name: 'x'.repeat(81) }, en.errors.nameTooLong(80)],
    ['email', { email: 'not an email' }, copyFor('en').validation.emailInvalid],
    ['phone', { phone: '514-555' }, copyFor('en').validation.phoneDigitsOnly],
    ['languages', { languages: [] }, en.errors.languagesRequired],
    ['languages', { languages: ['de'] }, en.errors.languagesRequired],
    ['languages', { languages: ['fr', 'fr'] }, en.errors.languagesRequired],
    ['specialties', { specialties: [] }, en.errors.specialtiesRequired],
    ['specialties', { specialties: ['palmistry'] }, en.errors.specialtiesRequired],
    ['yearsOfExperience', { yearsOfExperience: -1 }, en.errors.yearsInvalid(80)],
    ['yearsOfExperience', { yearsOfExperience: 2.5 }, en.errors.yearsInvalid(80)],
    ['yearsOfExperience', { yearsOfExperience: 81 }, en.errors.yearsInvalid(80)],
    ['sampleReading', { sampleReading: 'Too short.' }, en.errors.sampleTooShort(200)],
    ['sampleReading', { sampleReading: 'x'.repeat(3001) }, en.errors.sampleTooLong(3000)],
    ['consent', { consent: false }, en.errors.consentRequired],
  ])(
    'refuses a wrong %s in its own words and keeps nothing (case %#)',
    async (field, change, message) => {
      const res = await apply(application(change as Partial<AdvisorApplicationRequest>));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      expect(await storedApplications()).toEqual([]);
      expect(await readOutbox(t.app)).toEqual([]);
    },
  );

  it('refuses a field it does not know', async () => {
    const res = await apply({ ...application(), extension: 4001 });
    expect(res.statusCode).toBe(400);
    expect(await storedApplications()).toEqual([]);
  });

  it('answers a robot that fills in the hidden field as if accepted, and keeps and sends nothing', async () => {
    const res = await apply({ ...application(), website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'received' });
    expect(await storedApplications()).toEqual([]);
    expect(await readOutbox(t.app)).toEqual([]);
  });

  it('keeps one open application per email and says so clearly to a second one', async () => {
    expect((await apply(application())).statusCode).toBe(201);
    const again = await apply(application({ email: ' Solene@Example.com ', name: 'S. T.' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'APPLICATION_ALREADY_OPEN',
      message: en.errors.alreadyOpen,
    });
    expect(await storedApplications()).toHaveLength(1);
  });

  it('keeps one of two sent at the same moment from one email', async () => {
    const answers = await Promise.all([
      apply(application(), { ip: '203.0.113.8' }),
      apply(application(), { ip: '203.0.113.9' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await storedApplications()).toHaveLength(1);
  });

  it('takes a new application from an email whose last one was answered', async () => {
    await apply(application());
    await decided(`/${await applicationId()}/decline`, { message: 'Not this time.' });
    expect((await apply(application())).statusCode).toBe(201);
    expect(await storedApplications()).toHaveLength(2);
  });

  it('limits applications per address (5 an hour) and per email (3 a day)', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const res = await apply(application({ email: `person${i}@example.com` }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await apply(application({ email: 'person6@example.com' }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    // In words that say how long to wait, not "a moment".
    expect(sixth.json().error.message).toBe(en.errors.tooManyFromAddress);

    // Per email, whatever the address: declined ones may apply again, but not endlessly.
    for (let i = 1; i <= 3; i += 1) {
      const res = await apply(application({ email: 'again@example.com' }), {
        ip: `198.51.100.${i}`,
      });
      expect(res.statusCode, res.body).toBe(i === 1 ? 201 : 409);
    }
    const fourth = await apply(application({ email: 'again@example.com' }), { ip: '198.51.100.9' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(en.errors.tooManyFromEmail);
    const french = await apply(application({ email: 'again@example.com' }), {
      ip: '198.51.100.10',
      language: 'fr-CA',
    });
    expect(french.json().error.message).toBe(applyCopyFor('fr-CA').errors.tooManyFromEmail);
    expect(await storedApplications()).toHaveLength(6);
  });
});

describe('/api/admin/advisor-applications', () => {
  it('lists applications newest first, filtered by status, with everything sent on each one’s page', async () => {
    await apply(application({ email: 'first@example.com', name: 'First' }));
    t.clock.advance(60_000);
    await apply(application({ email: 'second@example.com', name: 'Second' }));
    await decided(`/${await applicationId('first@example.com')}/decline`, { message: 'No.' });

    const all = ApplicationListPageSchema.parse((await admin('GET', '')).json());
    expect(all.applications.map((row) => row.name)).toEqual(['Second', 'First']);
    expect(all.total).toBe(2);
    const open = ApplicationListPageSchema.parse((await admin('GET', '?status=received')).json());
    expect(open.applications.map((row) => row.name)).toEqual(['Second']);

    const page = ApplicationViewSchema.parse(
      (await admin('GET', `/${await applicationId('second@example.com')}`)).json(),
    );
    expect(page).toMatchObject({
      name: 'Second',
      phone: '5145550177',
      languages: ['fr', 'en'],
      specialties: ['tarot', 'dreams'],
      yearsOfExperience: 12,
      sampleReading: sample,
      consentWording: en.consent(t.config.brandName),
      status: 'received',
    });
    expect((await admin('GET', '/no-such-id')).statusCode).toBe(404);
  });

  it('approves: an unlisted advisor with the lowest free extension from 4001, invited by SMS and email', async () => {
    await addAdvisor(4001);
    await addAdvisor(4003);
    await apply(application());
    const id = await applicationId();

    const view = await decided(`/${id}/approve`);
    expect(view).toMatchObject({
      status: 'approved',
      advisorExtension: 4002,
      decidedBy: owner.email,
    });

    const advisor = await t.database.kysely
      .selectFrom('advisors')
      .selectAll()
      .where('extension', '=', 4002)
      .executeTakeFirstOrThrow();
    expect(advisor).toMatchObject({
      name: 'Solène Tremblay',
      phone: '5145550177',
      isListed: false,
      description: '',
      signedIn: false,
      // What they said they read, in which languages: the board's filters find them once listed.
      specialties: 'tarot,dreams',
      languages: 'fr,en',
    });
    // Unlisted: the public board does not show them.
    const board = await t.app.inject({ method: 'GET', url: '/api/advisors' });
    expect(board.body).not.toContain('Solène');

    const texts = messageCopyFor('en');
    const url = `${t.config.publicUrl}/advisor`;
    const outbox = await readOutbox(t.app);
    expect(outbox).toContainEqual(
      expect.objectContaining({
        channel: 'sms',
        to: '5145550177',
        text: texts.advisorInvitationSms(t.config.brandName, '4002', url),
      }),
    );
    const invitation = outbox.find(
      (message) => message.subject === texts.advisorInvitationEmail.subject(t.config.brandName),
    );
    expect(invitation?.to).toBe('solene@example.com');
    expect(invitation?.text).toContain(url);

    expect(await auditActions(id)).toEqual(['advisor-application.approve']);
    expect(await auditActions(advisor.id)).toEqual(['advisor.add']);

    // Listing them needs the description they have not written yet.
    const listed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/advisors/4002',
      cookies: owner.cookies,
      payload: { isListed: true },
    });
    expect(listed.statusCode).toBe(400);
  });

  it('lets the invited advisor sign in at /advisor with the number, texting the code in the language they applied in', async () => {
    await apply(application(), { language: 'en' });
    await decided(`/${await applicationId()}/approve`);

    const asked = await requestAdvisorCode(t, '5145550177');
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await latestSmsCode(t.app, '5145550177');
    const texts = (await readOutbox(t.app)).filter((message) => message.to === '5145550177');
    expect(texts.map((message) => message.text)).toContain(
      messageCopyFor('en').phoneCodeSms(t.config.brandName, code),
    );

    const signedIn = await signInAdvisor(t, '5145550177', code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.cookies.find((cookie) => cookie.name === ADVISOR_COOKIE)?.value ?? '';
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/session',
      cookies: { [ADVISOR_COOKIE]: session },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.body).toContain('Solène Tremblay');
  });

  it('gives each approved applicant’s advisor account the language of the page they applied in', async () => {
    await apply(application(), { language: 'fr-CA' });
    await apply(application({ email: 'rowan@example.com', phone: '5145550178' }), {
      language: 'en',
    });
    await decided(`/${await applicationId()}/approve`);
    await decided(`/${await applicationId('rowan@example.com')}/approve`);
    const languageOf = async (phone: string) =>
      (
        await t.database.kysely
          .selectFrom('advisors')
          .select('language')
          .where('phone', '=', phone)
          .executeTakeFirstOrThrow()
      ).language;
    // French is also the advisors' default: the English applicant is the one that shows the rule.
    expect(await languageOf('5145550177')).toBe('fr-CA');
    expect(await languageOf('5145550178')).toBe('en');
  });

  it('refuses to approve when no extension is free from 4001 to 9999, and changes nothing', async () => {
    const at = new Date().toISOString();
    const rows = [];
    for (let extension = 4001; extension <= 9999; extension += 1) {
      rows.push({
        id: `full-${extension}`,
        extension,
        name: `Advisor ${extension}`,
        description: 'Reads cards.',
        availTimeStr: 'Varies',
        createdAt: at,
        updatedAt: at,
      });
    }
    for (let start = 0; start < rows.length; start += 500) {
      await t.database.kysely
        .insertInto('advisors')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    await apply(application());
    const id = await applicationId();

    const res = await admin('POST', `/${id}/approve`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(adminEn.applications.noFreeExtension);
    expect((await storedApplications())[0]?.status).toBe('received');
    expect(await auditActions(id)).toEqual([]);
    expect((await readOutbox(t.app)).filter((message) => message.channel === 'sms')).toEqual([]);
  });

  it('declines with the message, emailed in the applicant’s language', async () => {
    await apply(application(), { language: 'fr-CA' });
    const id = await applicationId();
    const message = 'Merci! Nous cherchons surtout des astrologues ce printemps.';

    const view = await decided(`/${id}/decline`, { message });
    expect(view).toMatchObject({
      status: 'declined',
      decisionMessage: message,
      advisorExtension: null,
    });
    const [email] = await readOutbox(t.app);
    expect(email).toMatchObject({
      to: 'solene@example.com',
      subject: messageCopyFor('fr-CA').advisorDeclinedEmail.subject(t.config.brandName),
    });
    expect(email?.text).toContain(message);
    const rows = await t.database.kysely
      .selectFrom('auditLog')
      .selectAll()
      .where('subjectId', '=', id)
      .execute();
    expect(rows).toMatchObject([
      { action: 'advisor-application.decline', operatorId: owner.id, reason: message },
    ]);
  });

  it('refuses a decline without a message and changes nothing', async () => {
    await apply(application());
    const id = await applicationId();
    const res = await admin('POST', `/${id}/decline`, { message: '   ' });
    expect(res.statusCode).toBe(400);
    expect((await storedApplications())[0]?.status).toBe('received');
  });

  it('decides an application once: a second decision is refused and changes nothing', async () => {
    await apply(application());
    const id = await applicationId();
    await decided(`/${id}/decline`, { message: 'No.' });
    for (const [url, payload] of [
      [`/${id}/approve`, undefined],
      [`/${id}/decline`, { message: 'Still no.' }],
    ] as const) {
      const res = await admin('POST', url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'APPLICATION_DECIDED',
        message: adminEn.applications.alreadyDecided,
      });
    }
    expect(await t.database.kysely.selectFrom('advisors').selectAll().execute()).toEqual([]);
    expect(await auditActions(id)).toEqual(['advisor-application.decline']);
  });

  it('lets one of two operators deciding at the same moment win', async () => {
    const second = await signedInOperator(t, 'owner');
    await apply(application());
    const id = await applicationId();
    const answers = await Promise.all([
      admin('POST', `/${id}/approve`),
      admin('POST', `/${id}/approve`, undefined, second.cookies),
      admin('POST', `/${id}/decline`, { message: 'No.' }, second.cookies),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const advisors = await t.database.kysely.selectFrom('advisors').selectAll().execute();
    const [stored] = await storedApplications();
    expect(advisors).toHaveLength(stored?.status === 'approved' ? 1 : 0);
    expect(await auditActions(id)).toHaveLength(1);
    const invitations = (await readOutbox(t.app)).filter((message) => message.channel === 'sms');
    expect(invitations).toHaveLength(stored?.status === 'approved' ? 1 : 0);
  });

  it('gives two applications approved at the same moment two extensions', async () => {
    await apply(application({ email: 'a@example.com', phone: '5145550101' }));
    await apply(application({ email: 'b@example.com', phone: '5145550102' }));
    const [a, b] = [await applicationId('a@example.com'), await applicationId('b@example.com')];
    const second = await signedInOperator(t, 'owner');
    const answers = await Promise.all([
      admin('POST', `/${a}/approve`),
      admin('POST', `/${b}/approve`, undefined, second.cookies),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const extensions = answers.map(
      (res) => ApplicationViewSchema.parse(res.json()).advisorExtension,
    );
    expect(extensions.sort()).toEqual([4001, 4002]);
  });

  it('refuses to approve a phone number that is an advisor’s already, in words that say so', async () => {
    await addAdvisor(4001, '5145550177');
    await apply(application());
    const id = await applicationId();
    const res = await admin('POST', `/${id}/approve`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(adminEn.applications.phoneTaken(4001, 'Advisor 4001'));
    expect((await storedApplications())[0]?.status).toBe('received');
    expect(await auditActions(id)).toEqual([]);
  });

  it('is the owners’: support is refused', async () => {
    const support = await signedInOperator(t, 'support');
    await apply(application());
    const id = await applicationId();
    for (const res of [
      await admin('GET', '', undefined, support.cookies),
      await admin('POST', `/${id}/approve`, undefined, support.cookies),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await storedApplications())[0]?.status).toBe('received');
  });
});
