// Vitest setup for the web project (jsdom): Testing Library's matchers and clean-up, a fresh
// document state for every test, and the console guard.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installConsoleGuard } from './console-guard.ts';

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
