// /terms: the Terms & Conditions (docs/product.md §1; docs/product.md §10.3, 5–7, 14, 15; Québec's Consumer
// Protection Act and Civil Code as summarised in docs/product.md §11). The weekly game's
// official rules get their own section; its numbers (odds, prizes, validity) come from the
// game's rules in src/shared/tarot, so they are always the ones the server plays by.
import { postalAddressInline } from '#shared/format/postal-address.ts';
import { tarotWinOdds } from '#shared/tarot/odds.ts';
import { COUPON_VALID_DAYS, PRIZE_PERCENTS } from '#shared/tarot/rules.ts';
import type { ContentSections, LegalDocument, SiteFacts } from './types.ts';

const gameOdds = tarotWinOdds();
const prizePercents = PRIZE_PERCENTS.map((percent) => `${percent}%`);
const prizeList = `${prizePercents.slice(0, -1).join(', ')} or ${prizePercents.at(-1) ?? ''}`;

export const terms = {
  description:
    'The terms of our pay-per-minute psychic reading service: 18+, prepaid minutes that never expire, billing per started minute, refunds and cancellation under Québec law.',
  updated: 'Last updated: November 26, 2026',
  /**
   * Around the two versions: the English site shows the French Terms first and the English ones
   * on request (Charter of the French Language s.55); the French site shows only French.
   */
  versions: {
    frenchFirst:
      'As Québec law requires, our Terms are presented in French first. The French version is the one you accept when you create an account, unless you explicitly choose the English version on the sign-up form.',
    readEnglish: 'Read the English version',
    readingEnglish: 'You are reading the English version of our Terms.',
    readFrench: 'Back to the French version',
    /** Names this language's version; each version names itself in its own language. */
    heading: 'English version',
  },
  intro: [
    (facts: SiteFacts) =>
      `These terms govern your use of ${facts.brand}: the website, your account, the minutes you buy and the calls you make to our phone line. Please read them before you buy minutes; by creating an account, you accept them.`,
    'Nothing in these terms limits the rights you have under the Consumer Protection Act (Québec) or any other law that protects consumers where you live.',
  ],
  sections: {
    whoWeAre: {
      heading: 'Who we are',
      paragraphs: [
        (facts: SiteFacts) =>
          `${facts.brand} is run by ${postalAddressInline(facts.address, 'en')}. You can reach us by email at ${facts.email} or by phone at ${facts.phone}, from 9 AM - 9 PM EST.`,
      ],
    },
    eligibility: {
      heading: 'Who may use the service',
      paragraphs: [
        'You must be at least 18 years old to create an account, buy minutes or call an advisor. You confirm your age when you sign up, and we close any account we learn belongs to someone under 18.',
      ],
    },
    account: {
      heading: 'Your account',
      paragraphs: [
        'Give us accurate information and keep your password to yourself. Calls made from a phone number verified on your account use your minutes, so remove any number you no longer use. A phone number can belong to one account only.',
        'We may suspend an account used for fraud, for abuse of advisors or staff, or to get around these terms. We will tell you why, and you may contest our decision.',
        'You can close your account at any time with Delete My Account on your dashboard. Once it is closed, the minutes left on it can no longer be used, so check Refunds and cancellation first. Our Privacy Policy explains what happens to your information.',
      ],
    },
    minutes: {
      heading: 'Prepaid minutes',
      paragraphs: [
        'Calls are paid in advance with minutes bought in packages. A purchase adds the package’s minutes, its free minutes and any coupon bonus minutes to your balance as soon as the payment is complete.',
        'Your minutes never expire. There are no inactivity, dormancy or account-maintenance fees, and your balance never goes below zero.',
        'Minutes cannot be transferred to another account and have no cash value, except for the refunds described below.',
      ],
    },
    prices: {
      heading: 'Prices, taxes and payment',
      paragraphs: [
        'Prices are in Canadian dollars (CAD). A package’s price is the full price of its minutes: there are no connection, subscription or service fees. GST and QST are added to the price, and the amount of each tax and the total are shown before you pay and on your receipt.',
        'You pay with PayPal, a credit card or Interac, through those providers’ own secure pages. We never receive or store your card number, and nobody from our team or our line will ever ask for it over the phone.',
      ],
    },
    calls: {
      heading: 'Calls and billing',
      paragraphs: [
        (facts: SiteFacts) =>
          `To call, dial ${facts.phone} from a phone number verified on your account and enter your advisor’s extension. The line is open 24 hours a day, 7 days a week; each advisor takes calls during their own hours.`,
        'Billing starts when your advisor answers and counts each started minute of the connected call: a call of 4 minutes and 10 seconds uses 5 minutes. Menus, ringing and calls that do not connect cost nothing.',
        'A call ends automatically when your minutes run out. You are never billed after a call and never owe us money for one. Any charges from your own phone company are between you and them; our number is toll-free in Canada.',
      ],
    },
    coupons: {
      heading: 'Coupons, free minutes and cashback',
      paragraphs: [
        'One coupon can be used per purchase. A coupon may have an expiry date, a limit on the number of uses or other conditions shown with it; for example, WELCOME25 gives 25% off a customer’s first purchase only. A percentage discount lowers the price before tax is calculated.',
        'Monthly cashback adds bonus minutes on the 1st of each month for the paid minutes of the previous month’s packages that carry a cashback rate, as shown on the Pricing page. Free, coupon and cashback minutes are not counted.',
        'Free, coupon and cashback minutes are a gift: they are used like paid minutes and never expire, but they cannot be exchanged for money.',
      ],
    },
    readings: {
      heading: 'What a reading is, and is not',
      paragraphs: [
        'Advisors share their insight and their interpretation. Readings are for guidance and entertainment: no one can guarantee a future event or outcome, and no advisor may promise one.',
        'A reading is not medical, psychological, legal or financial advice. If you are in danger, call 911. If you are thinking about suicide or need mental-health support, call or text 988, anywhere in Canada, at any time.',
        'Advisors may not sell you curse removal, spells, rituals or any product or service outside our line. Please report any such offer to us.',
      ],
    },
    conduct: {
      heading: 'Respectful use',
      paragraphs: [
        'Treat advisors and our team with respect. Do not use the service for anything unlawful, and do not record or publish a reading without the advisor’s consent.',
      ],
    },
    satisfaction: {
      heading: 'Satisfaction guarantee',
      paragraphs: [
        'Within 24 hours of a call, you may ask for that call’s minutes back, with a reason, from the usage history on your dashboard. One claim per call.',
        'One claim every 30 days, of up to 20 minutes, is granted at once: the minutes go back into your balance right away. Any other claim (a second one within 30 days, or a call of more than 20 minutes, all of whose minutes are then reviewed) goes to our team, who decide on it and tell you the outcome by email.',
        'You may also set yourself a monthly purchase limit and a limit per call on your dashboard. Lowering a limit applies at once; raising or removing one applies 24 hours later.',
      ],
    },
    refunds: {
      heading: 'Refunds and cancellation',
      paragraphs: [
        'If you have not used any of the minutes of a purchase, you may cancel it within 30 days and we refund the full amount you paid, taxes included.',
        'You may also cancel a purchase in every case the Consumer Protection Act provides for distance contracts, for example if we did not give you the information the law requires before your purchase, or did not send you a copy of the contract within 15 days of it.',
        'We refund a cancelled purchase to the payment method you used within 15 days of the cancellation. If we do not, and you paid by credit card, you may ask your card issuer to reverse the charge.',
        (facts: SiteFacts) => `To cancel a purchase or ask for a refund, write to ${facts.email}.`,
      ],
    },
    disputes: {
      heading: 'Disputes and governing law',
      paragraphs: [
        'If something goes wrong, please contact us first: most problems are solved quickly.',
        'These terms are governed by the laws of Québec and the federal laws of Canada that apply there. They contain no arbitration clause: you may bring any dispute before the courts of Québec, including the Small Claims Division, and nothing in these terms limits your right to take part in a class action. You may also contact the Office de la protection du consommateur.',
      ],
    },
    weeklyGame: {
      heading: 'Weekly tarot game: official rules',
      paragraphs: [
        (facts: SiteFacts) =>
          `${postalAddressInline(facts.address, 'en')} runs a weekly tarot game. Each game lasts one week, from Monday at 00:00 to Sunday at 23:59, Montréal time.`,
        'Any customer with an account may play, once per weekly game. Playing is free: no purchase or payment of any kind is needed to create an account or to play, and buying minutes does not change the chances of winning.',
        'For each player, our server deals nine cards face down before any card is picked: six different cards drawn at random from a deck of 29, three of them twice, in a random order. The player turns over three cards. Three different cards win; if two of them are the same card, there is no prize.',
        `The chances of winning are ${gameOdds.simplest.wins} in ${gameOdds.simplest.outOf} (${gameOdds.percent}%): of the ${gameOdds.outOf} ways to choose three of the nine cards, ${gameOdds.wins} show three different cards. They are the same for every player and every week, whatever the number of players.`,
        `Every win gives one prize; the number of prizes is not limited. A prize is a coupon for ${prizeList} off the price before tax of one purchase of minutes, drawn at random with equal chances (1 in ${PRIZE_PERCENTS.length} each). Its value is that share of the price of the package it is used on, as shown on the Pricing page.`,
        `The coupon’s code is shown as soon as the game is won and on the winner’s dashboard. It is for the winner’s account only, can be used once, cannot be combined with another coupon and expires ${COUPON_VALID_DAYS} days after the win. It has no cash value and cannot be exchanged, transferred or refunded.`,
        'Cards are dealt and results decided by our server with cryptographically secure random numbers, never by your browser. We may cancel a prize obtained by fraud, automated play or a technical fault, and we may suspend a future weekly game; a game that has started is played out under these rules.',
        // Québec's publicity-contest rules (decision 039; counsel to confirm that they apply).
        'Any dispute over the conduct or organization of this contest may be submitted to the Régie des alcools, des courses et des jeux for a ruling. Any dispute over the awarding of a prize may be submitted to the Régie only so that it may help the parties reach a settlement.',
      ],
    },
    changes: {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. We will email you at least 30 days before a change that affects you takes effect, explaining the change; if you do not accept it, you may close your account and ask for a refund of your unused paid minutes.',
      ],
    },
    contact: {
      heading: 'Contact',
      paragraphs: [
        (facts: SiteFacts) =>
          `Questions about these terms? Write to ${facts.email} or call ${facts.phone}, from 9 AM - 9 PM EST. ${postalAddressInline(facts.address, 'en')}.`,
      ],
    },
  } satisfies ContentSections,
} satisfies LegalDocument & { readonly versions: Readonly<Record<string, string>> };
