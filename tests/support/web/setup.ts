// Vitest setup for the web project (jsdom): Testing Library's matchers and clean-up, a fresh
// document state for every test, and the console guard.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
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
  // Toasts live in react-toastify's own store, outside the rendered tree: one still showing when a
  // test ends would reappear in the next test's container ("Account deleted successfully" seen
  // in a test of a refused deletion). Dismissed while their container is still mounted.
  toast.dismiss();
  toast.clearWaitingQueue();
  cleanup();
  vi.unstubAllGlobals();
});

installConsoleGuard();
