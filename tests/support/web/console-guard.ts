// Tests that fail on noise: a console.error nobody expected (a React warning, an act()
// warning, an unhandled request) fails the test that caused it. A test that provokes an error
// on purpose calls allowConsoleErrors() first.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let allowed = false;
let spy: MockInstance<typeof console.error> | undefined;

/** For the current test only: console.error is expected and does not fail it. */
export function allowConsoleErrors(): void {
  allowed = true;
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    allowed = false;
    // Silenced while recorded; printed in the failure below if it was not allowed.
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    const calls = spy?.mock.calls ?? [];
    spy?.mockRestore();
    if (!allowed && calls.length > 0) {
      const printed = calls.map((args) => args.map(String).join(' ')).join('\n');
      throw new Error(
        `Unexpected console.error (call allowConsoleErrors() if intended):\n${printed}`,
      );
    }
  });
}
