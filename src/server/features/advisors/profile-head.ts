// The head of an advisor's public profile page, /advisors/<extension> (http/page-head.ts): the
// advisor's name and what they read (the start of their description) in the request's language,
// the page's canonical address, and 404 for an extension no listed advisor has. Only addresses
// whose last part is a number are profiles; the other pages under /advisors/ are the site's own.
import type { PageHead } from '#server/http/page-head.ts';
import { descriptionSummary } from '#shared/advisors/description-summary.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import type { AdvisorsService } from './service.ts';

const profilePath = /^\/advisors\/(\d{1,12})\/?$/;

export function advisorProfileHead(deps: {
  advisors: Pick<AdvisorsService, 'publicProfile'>;
  publicUrl: string;
  brandName: string;
}) {
  const documentTitle = (title: string) => copy.pages.documentTitle(title, deps.brandName);

  return async (pathname: string): Promise<PageHead | undefined> => {
    const extension = profilePath.exec(pathname)?.[1];
    if (extension === undefined) return undefined;
    const profile = await deps.advisors.publicProfile(extension, currentLocale());
    if (!profile) return { title: documentTitle(copy.pages.titles.notFound), status: 404 };
    const t = contentCopy.advisorProfile;
    return {
      title: documentTitle(t.title(profile.name)),
      description: t.description(profile.name, descriptionSummary(profile.description.text)),
      canonical: `${deps.publicUrl}/advisors/${extension}`,
    };
  };
}
