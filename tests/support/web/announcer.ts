// What the app's live region (src/web/lib/a11y/announce.ts) last said to screen readers.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { announcerAttribute } from '#web/lib/a11y/announce.ts';

export function announcement(): string {
  return document.querySelector(`[${announcerAttribute}]`)?.textContent ?? '';
}

/** Waits until the live region says `text` (it is filled a moment after the change). */
export async function expectAnnounced(text: string | RegExp): Promise<void> {
  await waitFor(() =>
    typeof text === 'string'
      ? expect(announcement()).toBe(text)
      : expect(announcement()).toMatch(text),
  );
}
