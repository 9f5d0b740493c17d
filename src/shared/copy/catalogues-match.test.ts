// The French catalogue against the English one: the compiler already checks that both have the
// same keys and the same placeholder parameters; these tests check what it cannot see (list
// lengths, content sections keyed by anchor), that every French text reads as finished French,
// and that nothing was left in English.
import { describe, expect, it } from 'vitest';
import { en as enScreens } from './en/index.ts';
import { account as enAccount } from './en/account.ts';
import { admin as enAdmin } from './en/admin.ts';
import { advisorApp as enAdvisorApp } from './en/advisor-app.ts';
import { advisorApply as enAdvisorApply } from './en/advisor-apply.ts';
import { queueNotify as enQueueNotify } from './en/queue-notify.ts';
import { content as enContent } from './en/content.ts';
import { messages as enMessages } from './en/messages.ts';
import { phoneLine as enPhoneLine } from './en/phone-line.ts';
import { frCA as frScreens } from './fr-CA/index.ts';
import { account as frAccount } from './fr-CA/account.ts';
import { admin as frAdmin } from './fr-CA/admin.ts';
import { advisorApp as frAdvisorApp } from './fr-CA/advisor-app.ts';
import { advisorApply as frAdvisorApply } from './fr-CA/advisor-apply.ts';
import { queueNotify as frQueueNotify } from './fr-CA/queue-notify.ts';
import { content as frContent } from './fr-CA/content.ts';
import { messages as frMessages } from './fr-CA/messages.ts';
import { phoneLine as frPhoneLine } from './fr-CA/phone-line.ts';

// Every catalogue of each language at once: the screens, the customers' own pages
// (docs/decisions/055), the content pages, the messages, the phone line (docs/decisions/018), the
// back office (docs/decisions/045) and the application to become an advisor (docs/decisions/049).
const en = {
  ...enScreens,
  ...enAccount,
  content: enContent,
  messages: enMessages,
  phoneLine: enPhoneLine,
  admin: enAdmin,
  advisorApp: enAdvisorApp,
  advisorApply: enAdvisorApply,
  queueNotify: enQueueNotify,
};
const frCA = {
  ...frScreens,
  ...frAccount,
  content: frContent,
  messages: frMessages,
  phoneLine: frPhoneLine,
  admin: frAdmin,
  advisorApp: frAdvisorApp,
  advisorApply: frAdvisorApply,
  queueNotify: frQueueNotify,
};

/**
 * One argument that suits every placeholder without knowing its parameters: it reads as the
 * number 3 in arithmetic and Intl, as "3" in a text, as the site facts (brand, email, phone,
 * address) in a content page's text, and as an email's sender (support address, mailing address).
 */
const sample = {
  brand: 'Lumina Psychics',
  email: 'support@lumina-psychics.example',
  phone: '1-888-555-0142',
  supportEmail: 'support@lumina-psychics.example',
  address: {
    legalName: 'Lumina Psychics inc.',
    street: '1234, rue Saint-Denis',
    city: 'Montréal',
    province: 'QC' as const,
    postalCode: 'H2X 1Y4',
  },
  valueOf: () => 3,
  toString: () => '3',
};

/** An email's sender, for the receipt's texts. */
const sender = { supportEmail: sample.supportEmail, address: sample.address };

type Placeholder = (...args: unknown[]) => unknown;

/** A text as a reader sees it: a fixed text, or a placeholder filled with the sample. */
function rendered(value: unknown): unknown {
  if (typeof value !== 'function') return value;
  const placeholder = value as Placeholder;
  return placeholder(...Array.from({ length: placeholder.length }, () => sample));
}

/** Every text of a catalogue, by dotted path, as rendered. */
function texts(node: unknown, path = ''): [string, unknown][] {
  if (typeof node === 'string' || typeof node === 'function') return [[path, rendered(node)]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    texts(value, path ? `${path}.${key}` : key),
  );
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'function') return `placeholder of ${value.length} parameters`;
  return typeof value;
}

/** Where the French differs in shape from the English: keys, kinds, list lengths. */
function shapeDifferences(english: unknown, french: unknown, path = ''): string[] {
  const at = path || '(root)';
  if (kindOf(english) !== kindOf(french))
    return [`${at}: ${kindOf(english)} in English, ${kindOf(french)} in French`];
  if (Array.isArray(english) && Array.isArray(french)) {
    if (english.length !== french.length)
      return [`${at}: ${english.length} items in English, ${french.length} in French`];
    return english.flatMap((item, i) => shapeDifferences(item, french[i], `${path}[${i}]`));
  }
  if (typeof english !== 'object' || english === null) return [];
  const englishKeys = Object.keys(english);
  const frenchKeys = Object.keys(french as object);
  const missing = englishKeys.filter((key) => !frenchKeys.includes(key));
  const extra = frenchKeys.filter((key) => !englishKeys.includes(key));
  if (missing.length > 0 || extra.length > 0)
    return [`${at}: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`];
  return englishKeys.flatMap((key) =>
    shapeDifferences(
      (english as Record<string, unknown>)[key],
      (french as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}

/** Words that are rightly the same in both languages: names, codes, and words spelled alike. */
const sameInBothLanguages = new Set([
  'PayPal',
  'Interac',
  'Facebook',
  'Twitter',
  'Instagram',
  'WELCOME25',
  'Standard',
  'CAD',
  'Date',
  'Minutes',
  'Code',
  'Total',
  'Total (CAD)',
  'Information',
  'Tarot',
  'Cancer',
  'Air',
  'Action',
  'Photo',
  'Description',
]);

/** People's names and their cities (the sample advisors, the testimonials' authors). */
const properNamePaths =
  /^(board\.sampleAdvisors|content\.testimonials\.stories)\.[^.]+\.(name|city)$/;

/** A text without a letter (symbols, numbers, punctuation around the sample) reads alike. */
const hasNoWord = (text: string) => !/\p{L}/u.test(text);

/** The languages' own names on the FR/EN switch: each is written in itself in both catalogues. */
const languageNamePaths = /^navigation\.language\.(names|short)\.[^.]+$/;

const mayBeIdentical = (path: string, text: string) =>
  sameInBothLanguages.has(text) ||
  properNamePaths.test(path) ||
  languageNamePaths.test(path) ||
  hasNoWord(text);

const frenchTexts = texts(frCA);

describe('the French (fr-CA) catalogue', () => {
  it('has the shape of the English one: the same keys, kinds and list lengths everywhere', () => {
    expect(shapeDifferences(en, frCA)).toEqual([]);
  });

  it('gives a finished, non-empty text at every key, placeholders filled', () => {
    expect(frenchTexts.length).toBe(texts(en).length);
    for (const [path, text] of frenchTexts) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/undefined|NaN|null|\[object/);
    }
  });

  it('leaves no English text untranslated', () => {
    const english = new Map(texts(en));
    const untranslated = frenchTexts
      .filter(([path, text]) => text === english.get(path))
      .filter(([path, text]) => !mayBeIdentical(path, text as string))
      .map(([path, text]) => `${path}: ${String(text)}`);
    expect(untranslated).toEqual([]);
  });

  it('follows Québec typography: non-breaking spaces before a colon and inside guillemets, none before ; ! ?', () => {
    const faults = frenchTexts.flatMap(([path, text]) => {
      const value = text as string;
      const rules: [RegExp, string][] = [
        [/(?<![\u00a0\u202f]):(?=\s|$)/, 'a colon without a non-breaking space before it'],
        [/\s[;!?]/, 'a space before ; ! or ?'],
        [/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/, 'guillemets without non-breaking spaces'],
        [/\p{L}'\p{L}/u, "a straight apostrophe (') instead of ’"],
      ];
      return rules.filter(([rule]) => rule.test(value)).map(([, fault]) => `${path}: ${fault}`);
    });
    expect(faults).toEqual([]);
  });

  it('writes numbers, percentages and plurals the Canadian French way', () => {
    expect(frCA.common.minutes(0)).toBe('0\u00a0minute');
    expect(frCA.common.minutes(1)).toBe('1\u00a0minute');
    expect(frCA.common.minutes(1234)).toBe('1\u00a0234\u00a0minutes');
    expect(frCA.customerArea.dashboard.promoCode.discount(25)).toBe(
      '25\u00a0% de rabais sur votre prochain achat',
    );
    expect(frCA.layout.promotion.countdown(2, 3, 14, 5)).toBe(
      '2\u00a0j 03\u00a0h 14\u00a0min 05\u00a0s',
    );
    expect(frCA.phoneLine.callEnded('Lumina Psychics', 1, 27)).toContain(
      'Vous avez utilisé une minute pendant cet appel. Il vous reste 27 minutes.',
    );
  });

  it('names the same word in the deletion prompt as the one the customer must type', () => {
    const word = frCA.customer.deletion.confirmationWord;
    expect(frCA.validation.deleteConfirmation).toContain(word);
    expect(frCA.customerArea.dashboard.deletion.fieldLabel(word)).toBe(
      `Tapez ${word} pour confirmer`,
    );
  });

  it('words the receipt email in French, one "label : value" line per row', () => {
    const { receipt } = frCA.messages;
    const text = receipt.text('Lumina Psychics', sender, 'Marie', 25, [
      receipt.labels.total,
      '57,49\u00a0$',
      'strong',
    ]);
    expect(text).toContain('Nous avons ajouté 25\u00a0minutes à votre compte Lumina Psychics.');
    expect(text).toContain('Total (CAD)\u00a0: 57,49\u00a0$');
    expect(receipt.html('Lumina Psychics', sender, 'Marie', 25)).toContain('<html lang="fr-CA">');
  });

  it('keeps the code SMS to one message of the GSM alphabet', () => {
    const gsmAlphabet =
      '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
    const sms = frCA.messages.phoneCodeSms('Lumina Psychics', '123456');
    expect([...sms].filter((character) => !gsmAlphabet.includes(character))).toEqual([]);
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it('keeps the PayPal item within its 127 characters', () => {
    const { bundleNames, paypalItem } = frCA.purchase;
    const longestName = Object.values(bundleNames).reduce((a, b) => (b.length > a.length ? b : a));
    expect(paypalItem.name(longestName, 1000, 1000).length).toBeLessThanOrEqual(127);
    expect(paypalItem.description('Lumina Psychics', 2000).length).toBeLessThanOrEqual(127);
  });
});
