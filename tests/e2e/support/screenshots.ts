// Screenshots of what a journey showed, kept in the browser suite's artefacts
// (tests/e2e/.artifacts/screenshots) and attached to the HTML report.
import type { Page, TestInfo } from '@playwright/test';

export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  const path = `tests/e2e/.artifacts/screenshots/${name}.png`;
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
