// What a keyboard and screen-reader user meets, read from the browser: what has focus, whether a
// fixed bar covers it, what the live region announced, and what the accessibility tree exposes.
import { expect, type Locator, type Page } from '@playwright/test';
import { announcerAttribute } from '#web/lib/a11y/announce.ts';

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses `key` (Tab by default) until `target` has focus; fails once `limit` presses are spent. */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 40 } = {},
) {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses < limit && !(await hasFocus(target)); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${limit} presses`).toBeFocused();
}

/** Waits until the app's live region (lib/a11y/announce.ts) says `text`. */
export async function expectAnnounced(page: Page, text: string) {
  await expect(page.locator(`[${announcerAttribute}]`)).toHaveText(text);
}

/** True when focus is inside `container` (or on it). */
export async function focusIsWithin(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/**
 * One stop of the walk: where focus is (a path through the DOM, to know when the walk comes
 * round), and, if a fixed or sticky element other than its own container overlaps the focused
 * element, a description of both. `layers` are the page's fixed and sticky elements, found once
 * per page; those that take no pointer (the seasonal decoration behind the page) cover nothing.
 */
function stopInPage(): { id: string; covered: string | null } {
  const scope = window as unknown as { __fixedLayers?: Element[] };
  // The candidates, found once per page (at the first stop, where the skip link is fixed too).
  scope.__fixedLayers ??= [...document.querySelectorAll('body *')].filter((element) => {
    const style = getComputedStyle(element);
    return (
      (style.position === 'fixed' || style.position === 'sticky') && style.pointerEvents !== 'none'
    );
  });
  const focused = document.activeElement;
  if (!focused || focused === document.body) return { id: 'body', covered: null };
  const path: number[] = [];
  for (let node: Element | null = focused; node?.parentElement; node = node.parentElement) {
    path.push([...node.parentElement.children].indexOf(node));
  }
  const id = path.join('.');
  const box = focused.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return { id, covered: null };
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  for (const layer of scope.__fixedLayers) {
    if (!layer.isConnected || layer.contains(focused) || focused.contains(layer)) continue;
    // Fixed only at times (the skip link, while it has focus) or hidden now: not a layer now.
    const style = getComputedStyle(layer);
    if (style.position !== 'fixed' && style.position !== 'sticky') continue;
    if (style.visibility === 'hidden') continue;
    const bar = layer.getBoundingClientRect();
    if (bar.width === 0 || bar.height === 0) continue;
    const overlaps =
      box.left < bar.right && bar.left < box.right && box.top < bar.bottom && bar.top < box.bottom;
    if (overlaps) return { id, covered: `${describe(focused)} is under ${describe(layer)}` };
  }
  return { id, covered: null };
}

/**
 * Tabs through the whole page from its start (at most `limit` stops), checking at each stop that
 * nothing fixed covers the focused control; returns how many stops it visited.
 */
export async function expectNoFocusedControlCovered(page: Page, where: string, limit = 100) {
  await page.evaluate(() => {
    delete (window as unknown as { __fixedLayers?: Element[] }).__fixedLayers;
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  const covered: string[] = [];
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const { id, covered: problem } = await page.evaluate(stopInPage);
    // Back at a stop already seen: the whole page was visited.
    if (seen.has(id)) break;
    seen.add(id);
    if (problem) covered.push(problem);
  }
  expect(covered, `focused controls covered on ${where}`).toEqual([]);
  return seen.size;
}

/**
 * The roles Chromium's accessibility tree exposes (not ignored) on the page: what a screen
 * reader can reach. Inert content is ignored there.
 */
export async function exposedRoles(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: unknown } }[];
    };
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => String(node.role?.value ?? ''))
      .filter(Boolean);
  } finally {
    await cdp.detach();
  }
}
