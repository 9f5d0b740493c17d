// What a page's head says to search engines when the page is about one thing the server knows
// (an advisor's profile, /advisors/<extension>): its title and description in the page's
// language, its canonical address, and whether it exists at all. The built page carries the
// site's title and description (src/web/index.html); these replace them in the HTML sent, so a
// crawler reads them without running the app, and the app's own <PageMeta> says the same once
// it runs. A page that does not exist is answered 404 with the site's page, whose router shows
// the not-found screen (never a "soft 404": a 200 for a page that is not there).
export interface PageHead {
  /** The whole document title, brand included. */
  title: string;
  /** The meta description; the site's own when absent. */
  description?: string;
  /** The page's one address (absolute), for <link rel="canonical"> and its language alternates. */
  canonical?: string;
  /** 404: nothing lives at this address. */
  status?: 404;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The page with the head's title and description in place of the built ones, and its canonical
 * address. Both languages are answered at the same address (docs/decisions/020), so the only
 * alternate is x-default: the address itself, whose language follows the visitor.
 */
export function withPageHead(html: string, head: PageHead): string {
  // Functions as replacements, so "$" in a text is never read as a replacement pattern.
  let page = html.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(head.title)}</title>`,
  );
  const { description, canonical } = head;
  if (description !== undefined) {
    page = page.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  if (canonical !== undefined) {
    const href = escapeHtml(canonical);
    const links = `<link rel="canonical" href="${href}" /><link rel="alternate" hreflang="x-default" href="${href}" />`;
    page = page.replace('</head>', () => `${links}</head>`);
  }
  return page;
}
