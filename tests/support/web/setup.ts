// Vitest setup for the web project (jsdom): Testing Library's matchers and clean-up, a fresh
// document state for every test, and the console guard.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installConsoleGuard } from './console-guard.ts';

// Pages load lazily, and their first import in a test file is transformed on the spot: on a busy
// two-core machine that alone can pass Testing Library's default 1 s wait for `findBy…`. Waiting
// longer changes nothing for a test that passes; a missing element still fails, later.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; React Router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

beforeEach(() => {
  // As index.html starts.
  document.documentElement.dataset.theme = 'halloween';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

installConsoleGuard();
