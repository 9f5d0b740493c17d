// axe-core on what the page shows right now, against WCAG 2.0 and 2.1 levels A and AA. A serious
// or critical violation fails the journey with a message naming each rule, what it asks for and
// the elements that break it, so the failure says what to fix without opening the report.
//
// The page's background glow (app.css, body) is a gradient, and axe leaves the contrast of any
// text over a gradient unmeasured. While axe runs, the glow is flattened to its brightest colour,
// a plain translucent fill over the canvas: the worst case for the light text on it, which axe
// can measure.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

// One finding of axe, as @axe-core/playwright reports it (its own axe-core, not a second copy).
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .map((node) => {
      // The first finding of the node's checks, e.g. the measured contrast ratio.
      const finding = [...node.any, ...node.all, ...node.none][0]?.message;
      return `    - ${node.target.join(' ')}${finding ? `: ${finding}` : ''}`;
    })
    .join('\n');
  return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${targets}`;
}

const scopeAttribute = 'data-axe-scope';

/**
 * Runs axe and expects no serious or critical violation. `state` names what the page shows (e.g.
 * "/login with errors") in the failure message and the attached results. `within` limits the
 * check to one part, such as a dialog over a page that has its own check.
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  state: string,
  { within }: { within?: Locator } = {},
) {
  const builder = new AxeBuilder({ page })
    // Only the violations' details come back: the passes' are large and unread. (Before
    // withTags: options() replaces what withTags sets.)
    .options({ resultTypes: ['violations'] })
    .withTags(wcagAA)
    // axe in the page itself, without the blank page the default mode opens to gather frames'
    // results: faster by about a third, and the site has no cross-origin frames to gather.
    .setLegacyMode(true);
  if (within) {
    await within.evaluate((element, name) => element.setAttribute(name, ''), scopeAttribute);
    builder.include(`[${scopeAttribute}]`);
  }
  const flatGlow = await page.addStyleTag({
    content: 'body { background-image: none; background-color: var(--palette-glow); }',
  });
  const results = await builder.analyze();
  await flatGlow.evaluate((style) => style.parentNode?.removeChild(style));
  if (within) {
    await within.evaluate((element, name) => element.removeAttribute(name), scopeAttribute);
  }

  const blocking = results.violations.filter((violation) =>
    blockingImpacts.has(violation.impact ?? ''),
  );
  if (blocking.length > 0) {
    await testInfo.attach(`axe ${state}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    blocking.map(describeViolation),
    `serious or critical accessibility violations on ${state}`,
  ).toEqual([]);
}
