// What a promotion must be before it is stored (docs/product.md §3 Promotion, §5): a message (and its
// French, once written, under the same limits), a period that ends after it starts, and only the link and colours the banner would apply (./safe-values.ts),
// so an operator learns at once that a value would be dropped instead of finding a plain banner.
// The messages are for the operator who typed the values.
import { changeRefused } from '#server/domain-error.ts';
import { checkWindow, type BannerKind } from '#server/features/scheduled-banners/service.ts';
import { namedColours, safeCssColour, safeInternalPath } from './safe-values.ts';

export const promotionKind: BannerKind = {
  noun: 'promotion',
  aNoun: 'A promotion',
  notFound: 'PROMOTION_NOT_FOUND',
};

/** The banner is one line over every page. */
export const PROMOTION_MESSAGE_MAX_LENGTH = 300;

/** Every field an operator sets. Instants are ISO-8601 UTC, as `Date#toISOString` writes them. */
export interface PromotionFields {
  message: string;
  /** The message in French; null until written (French pages then show the English). */
  messageFr: string | null;
  startDate: string;
  endDate: string;
  /** A path on this site, e.g. /pricing. */
  linkUrl: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  isActive: boolean;
}

function colour(value: string | null, which: string): string | null {
  if (value === null) return null;
  const safe = safeCssColour(value);
  if (safe === null) {
    throw changeRefused(
      `The ${which} "${value}" is not a colour the banner accepts: write #rgb, #rrggbb, rgb(r, g, b) or one of ${[...namedColours].join(', ')}.`,
    );
  }
  return safe;
}

function checkedMessage(text: string, which: string): string {
  const message = text.trim();
  if (message === '') {
    throw changeRefused(`The ${which} is empty: write the text the banner shows.`);
  }
  if (message.length > PROMOTION_MESSAGE_MAX_LENGTH) {
    throw changeRefused(
      `The ${which} has ${message.length} characters; the banner takes at most ${PROMOTION_MESSAGE_MAX_LENGTH}.`,
    );
  }
  return message;
}

/**
 * The fields as stored (trimmed, colours normalised; an empty French message is none), or
 * CHANGE_REFUSED.
 */
export function checkedPromotion(fields: PromotionFields): PromotionFields {
  const message = checkedMessage(fields.message, 'message');
  const messageFr = fields.messageFr?.trim()
    ? checkedMessage(fields.messageFr, 'French message')
    : null;
  checkWindow({ start: fields.startDate, end: fields.endDate }, promotionKind);
  let linkUrl: string | null = null;
  if (fields.linkUrl !== null) {
    linkUrl = safeInternalPath(fields.linkUrl);
    if (linkUrl === null) {
      throw changeRefused(
        `The link "${fields.linkUrl}" is not a path on this site: write one such as /pricing (the banner never links to another site).`,
      );
    }
  }
  return {
    message,
    messageFr,
    startDate: fields.startDate,
    endDate: fields.endDate,
    linkUrl,
    backgroundColor: colour(fields.backgroundColor, 'background colour'),
    textColor: colour(fields.textColor, 'text colour'),
    isActive: fields.isActive,
  };
}
