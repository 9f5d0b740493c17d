// The home page's <h1>: its lasting name, then the season's headline (features/advisors/
// components/home-hero.tsx). A heading-name matcher for getByRole.
import { copy } from '#shared/copy/catalogue.ts';

export const homeHeading = (name: string): boolean => name.startsWith(`${copy.pages.titles.home} `);
