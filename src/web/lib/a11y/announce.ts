// What a screen reader should say when the page changes without a page load and focus alone does
// not tell it: "We sent a 6-digit code…" after Send Code, the reset link sent, the messages of a
// refused submit. One polite live region, a child of <body> outside the app's root, so a modal
// making the page inert (inert-outside.ts) does not silence it. The region is created on the first
// announcement and filled a moment later: a screen reader speaks a change to a region it already
// knows, and the same words twice in a row are spoken twice (the region is emptied first).
import { staysLiveAttribute } from './inert-outside.ts';

export const announcerAttribute = 'data-announcer';

/** Long enough for assistive technology to notice the region (and its emptying) first. */
const settleMs = 100;

let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  if (region && region.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute(announcerAttribute, '');
  region.setAttribute(staysLiveAttribute, '');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sr-only';
  document.body.append(region);
  return region;
}

/** Has screen readers say `message` (politely, after what they are saying now). */
export function announce(message: string): void {
  const target = liveRegion();
  target.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    target.textContent = message;
  }, settleMs);
}
