// The shapes of the content pages' texts. A long page (the legal ones, about, services) is a
// list of sections keyed by their anchor, so the web app renders any of them the same way and a
// translation cannot drop or rename a section without a compile error.
import type { PostalAddress } from '#shared/format/postal-address.ts';

/** What a text may name: the brand and contacts are configuration (docs/product.md §10.1). */
export interface SiteFacts {
  readonly brand: string;
  readonly email: string;
  readonly phone: string;
  /** The legal name and mailing address, in parts: each text writes it in its language's form. */
  readonly address: PostalAddress;
}

/** A text that is either fixed or names the brand or a contact. */
export type FactText = string | ((facts: SiteFacts) => string);

export interface ContentSection {
  readonly heading: string;
  readonly paragraphs: readonly FactText[];
  /** A bulleted list after the paragraphs. */
  readonly items?: readonly FactText[];
  /** Paragraphs after the list. */
  readonly closing?: readonly FactText[];
}

/** A long page: its sections, in reading order, keyed by their anchor (camelCase). */
export type ContentSections = Readonly<Record<string, ContentSection>>;

/** Terms, privacy and cookie policies. */
export interface LegalDocument {
  readonly description: string;
  readonly updated: string;
  readonly intro: readonly FactText[];
  readonly sections: ContentSections;
}
