// `npm run admin -- operator add | list | disable` as an owner types them: help, the refusals of
// a wrong command line, and what each prints. The set-up and sign-in the link leads to are
// src/server/features/operators/operators.test.ts's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdminHarness, type AdminHarness } from '#tests/support/admin.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => h.close());

describe('operator commands', () => {
  it('are in the help, with their usage', async () => {
    const help = await h.admin('help');
    expect(help.out).toContain('Back-office operators');
    expect(help.out).toMatch(/operator add <email> --role owner\|support/);
    expect(help.out).toMatch(/operator list\s/);
    expect(help.out).toMatch(/operator disable <email>/);
    const addHelp = await h.admin('operator', 'add', '--help');
    expect(addHelp.out).toContain('--language en|fr-CA');
  });

  it('add prints the link and says it was emailed; list shows the operator', async () => {
    const run = await h.admin('operator', 'add', 'alex@example.com', '--role', 'owner');
    expect(run).toMatchObject({ code: 0, err: '' });
    const lines = run.out.split('\n');
    expect(lines[0]).toBe(
      'Invited alex@example.com (owner). Their set-up link, valid 72 hours and once:',
    );
    expect(lines[1]).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=[\w.-]+$/);
    expect(lines[2]).toBe('The link was emailed to alex@example.com.');
    const again = await h.admin('operator', 'add', 'alex@example.com', '--role', 'owner');
    expect(again.out).toMatch(/^A fresh set-up link for alex@example\.com \(owner\)/);
    const list = await h.admin('operator', 'list');
    expect(list.out.split('\n')[0]).toMatch(/^EMAIL\s+ROLE\s+STATUS\s+ADDED\s+LAST SIGN-IN$/);
    expect(list.out).toMatch(/alex@example\.com\s+owner\s+invited\s+2026-11-21 10:00\s+-/);
  });

  it('add needs --role, and a language it knows', async () => {
    const noRole = await h.admin('operator', 'add', 'alex@example.com');
    expect(noRole.code).toBe(1);
    expect(noRole.err).toContain('operator add needs --role owner|support.');
    const language = await h.admin(
      'operator',
      'add',
      'a@example.com',
      '--role',
      'owner',
      '--language',
      'de',
    );
    expect(language.err).toContain('--language must be one of fr-CA, en, not "de".');
    expect((await h.admin('operator', 'list')).out).toContain('No operators yet.');
  });

  it('disable refuses an unknown email and an operator already disabled', async () => {
    const unknown = await h.admin('operator', 'disable', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No operator has the email nobody@example.com.');
    await h.admin('operator', 'add', 'sam@example.com', '--role', 'support');
    const disabled = await h.admin('operator', 'disable', 'SAM@example.com');
    expect(disabled).toMatchObject({ code: 0, err: '' });
    expect(disabled.out).toBe('Disabled sam@example.com (support): signed out everywhere.');
    const twice = await h.admin('operator', 'disable', 'sam@example.com');
    expect(twice.err).toContain('sam@example.com is already disabled.');
    const readd = await h.admin('operator', 'add', 'sam@example.com', '--role', 'support');
    expect(readd.err).toContain('a disabled operator stays disabled');
  });
});
