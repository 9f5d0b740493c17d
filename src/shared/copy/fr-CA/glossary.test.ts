// The glossary (docs/glossary-fr-CA.md) over the whole French catalogue: every text of the
// screens, content pages, emails, SMS, phone line and back office, placeholders filled, must use the one term
// the glossary gives a concept, never a word it replaces.
import { describe, expect, it } from 'vitest';
import { frCA as screens } from './index.ts';
import { account } from './account.ts';
import { content } from './content.ts';
import { messages } from './messages.ts';
import { phoneLine } from './phone-line.ts';
import { admin } from './admin.ts';
import { advisorApply } from './advisor-apply.ts';

interface ReplacedWord {
  /** The replaced word, as it can appear in a text. */
  pattern: RegExp;
  /** Checked only in texts that also match this (a word replaced in one sense only). */
  within?: RegExp;
  /** The glossary's term. */
  use: string;
}

const replacedWords: readonly ReplacedWord[] = [
  { pattern: /réduction/i, use: 'rabais' },
  // Plural only: « carte de crédit » is another concept.
  { pattern: /\bcrédits\b/i, use: 'minutes' },
  { pattern: /\bcode (?:de |du )?coupon/i, use: 'code promo' },
  { pattern: /cashback|remise en minutes/i, use: 'minutes de remise' },
  { pattern: /\bminutes? de coupon/i, use: 'minutes en prime (des coupons)' },
  // « Minutes en prime » is the coupon's bonus; beside the cashback it must say so.
  {
    pattern: /\bminutes? en prime(?! des coupons| d’un coupon)/i,
    within: /remise/i,
    use: 'minutes de remise',
  },
  { pattern: /notifications? (?:par )?courriel/i, use: 'avis par courriel' },
  // Analytics has one name; « témoins d’analyse » alone, « balise d’analyse »… drift from it.
  {
    pattern: /\b(?:témoins?|balises?|outils|services) d’analyse(?! d’audience)/i,
    use: 'analyse d’audience',
  },
  { pattern: /\bplus de 20\u00a0?\s?ans\b/i, use: 'au moins 20 ans' },
  { pattern: /\btelle que modifiée\b/i, use: 'modifiée par' },
  { pattern: /\bMeilleur forfait\b/i, use: 'Le plus avantageux' },
  // A title in a menu or a heading keeps its capital; a sentence that names the document does not.
  {
    pattern: /\b(?:[Ll]es|[Nn]os|[Vv]os|[Dd]es|aux) Conditions générales/,
    use: 'conditions générales',
  },
];

/** Reads as 3 in arithmetic and Intl, "3" in a text, and as the site facts in a content page. */
const sample = {
  brand: 'Lumina Psychics',
  email: 'support@lumina-psychics.example',
  phone: '1 888 555-0142',
  supportEmail: 'support@lumina-psychics.example',
  address: {
    legalName: 'Lumina Psychics inc.',
    street: '1234, rue Saint-Denis',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2X 1Y4',
  },
  valueOf: () => 3,
  toString: () => '3',
};

/** Every text under `node`, by dotted path, placeholders filled with the sample. */
function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'function') {
    const placeholder = node as (...args: unknown[]) => unknown;
    return [
      [path, String(placeholder(...Array.from({ length: placeholder.length }, () => sample)))],
    ];
  }
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    texts(value, path ? `${path}.${key}` : key),
  );
}

/** "path: « word » → term" for each replaced word a catalogue uses. */
function glossaryFaults(catalogue: unknown): string[] {
  return texts(catalogue).flatMap(([path, text]) =>
    replacedWords
      .filter(({ within }) => within === undefined || within.test(text))
      .flatMap(({ pattern, use }) => {
        const found = pattern.exec(text);
        return found ? [`${path}: « ${found[0]} » → ${use}`] : [];
      }),
  );
}

describe('the French glossary', () => {
  it('is followed by every French text: screens, pages, emails, SMS and phone line', () => {
    expect(
      glossaryFaults({ ...screens, ...account, content, messages, phoneLine, admin, advisorApply }),
    ).toEqual([]);
  });

  it('names each replaced word and the term to use instead', () => {
    expect(
      glossaryFaults({
        offer: '25\u00a0% de réduction sur votre premier achat',
        buy: 'Acheter des crédits',
        card: 'Payez par carte de crédit',
        field: (code: string) => `Code de coupon\u00a0: ${code}`,
        cashback: 'Le 1er de chaque mois, la remise mensuelle ajoute des minutes en prime.',
        coupon: 'Les minutes en prime des coupons ne sont pas comptées dans la remise.',
        bonus: 'Minutes en prime',
        profile: 'Notifications par courriel',
        cookieBar: 'Accepter les témoins d’analyse',
        experience: 'des conseillers comptant plus de 20 ans d’expérience',
        law: 'la Loi (telle que modifiée par la Loi 25)',
        badge: 'Meilleur forfait',
        terms: 'Lisez nos Conditions générales.',
        title: 'Conditions générales',
      }),
    ).toEqual([
      'offer: « réduction » → rabais',
      'buy: « crédits » → minutes',
      'field: « Code de coupon » → code promo',
      'cashback: « minutes en prime » → minutes de remise',
      'profile: « Notifications par courriel » → avis par courriel',
      'cookieBar: « témoins d’analyse » → analyse d’audience',
      'experience: « plus de 20 ans » → au moins 20 ans',
      'law: « telle que modifiée » → modifiée par',
      'badge: « Meilleur forfait » → Le plus avantageux',
      'terms: « nos Conditions générales » → conditions générales',
    ]);
  });
});
