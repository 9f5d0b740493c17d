// The page's entry takes an email link's secret out of the address before the app's code runs:
// the app is what loads the third-party scripts, so none of them ever finds the secret there.
import { afterEach, expect, it, vi } from 'vitest';
import { passwordResetLink } from '#shared/api/email-links.ts';
import { heldLinkSecret } from '#web/lib/link-secrets.ts';
import { leaveEmailLinks } from '#tests/support/web/email-links.ts';

const appStart = vi.hoisted(() => ({ addressSeen: [] as string[] }));
vi.mock('./app/start.tsx', () => {
  appStart.addressSeen.push(window.location.href);
  return {};
});

afterEach(leaveEmailLinks);

it('takes the secret out of the address before the app starts', async () => {
  const token = `0b9a3c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d.${'t'.repeat(43)}`;
  window.history.replaceState(null, '', `/reset-password#token=${token}`);

  await import('./main.tsx');

  await vi.waitFor(() => expect(appStart.addressSeen).toHaveLength(1));
  expect(appStart.addressSeen[0]).toMatch(/\/reset-password$/);
  expect(heldLinkSecret(passwordResetLink)).toBe(token);
});
