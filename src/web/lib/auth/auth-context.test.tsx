import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logMessages } from '#shared/copy/log-messages.ts';
import { allowConsoleErrors } from '#tests/support/web/console-guard.ts';
import { useAuth } from './auth-context.ts';

function ReadsAuth() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('fails loudly outside its provider', () => {
    allowConsoleErrors(); // React reports the error it rethrows.

    expect(() => render(<ReadsAuth />)).toThrow(logMessages.authOutsideProvider);
  });
});
