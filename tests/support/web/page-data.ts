// For tests: data written into the page as the server writes it (src/server/http/page-with-data.ts),
// and taken away again, so each test's app starts from its own.
import { PAGE_DATA_ELEMENT_ID, type PageData } from '#shared/api/page-data.ts';
import { forgetPageData } from '#web/lib/page-data.ts';

export function writePageData(data: PageData): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  forgetPageData();
}

export function removePageData(): void {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  forgetPageData();
}
