// Why the rules refuse an operator's change to an advisor or to their payout rate: the back
// office shows these in the operator's language, and `npm run admin -- advisor …` prints the
// English ones. The names of the fields and files are here too, so a French refusal names them in
// French. Part of the back office's catalogue (admin-catalogue.ts): no customer page carries it.
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const adminAdvisorRules = {
  /** The profile's texts, as a refusal names them. */
  fields: {
    name: 'name',
    description: 'description',
    descriptionFr: 'French description',
    availTimeStr: 'availability text',
    availTimeStrFr: 'French availability text',
  },
  unknownExtension: (extension: number | string) => `No advisor has the extension ${extension}.`,
  unknownId: (id: string) => `No advisor has the id ${id}.`,
  extensionRange: (extension: number) =>
    `An extension is 4 digits, 1000 to 9999 (callers key it in), not ${extension}.`,
  /** A specialty or language the catalogue does not know (src/shared/advisors/specialties.ts). */
  notInList: {
    specialty: (given: string, known: string) =>
      `"${given}" is not a specialty; the specialties are ${known}.`,
    language: (given: string, known: string) =>
      `"${given}" is not a language advisors read in; the languages are ${known}.`,
  },
  /** An advisor created from an application has no description until they write one. */
  listedWithoutDescription: (extension: number) =>
    `Advisor ${extension} has no description yet: write one before listing them on the board.`,
  empty: (field: string) => `The ${field} is empty.`,
  tooLong: (field: string, length: number, max: number) =>
    `The ${field} has ${length} characters; at most ${max}.`,
  /** Between the choices a refusal lists: "female or male". */
  or: ' or ',
  gender: (choices: string, given: string) =>
    `The gender is ${choices} (it chooses the illustrated portrait), not "${given}".`,
  // The schedule.
  tooManyRanges: (count: number) =>
    `A day has at most two ranges (morning and afternoon), not ${count}.`,
  halfVaries: (from: string, to: string) => `A range is two times or "varies", not ${from}-${to}.`,
  notATime: (time: string) =>
    `"${time}" is not a time: write HH:MM on the 24-hour clock, 00:00 to 23:59.`,
  rangeBackwards: (from: string, to: string) =>
    `The range ${from}-${to} must end after it starts (split a range past midnight over two days).`,
  variesAlone: '"varies" stands alone: a day that varies has one range.',
  rangesOverlap: (from: string, to: string, firstEnds: string) =>
    `The second range (${from}-${to}) must start after the first ends (${firstEnds}).`,
  noDays: 'Which days? None were given.',
  dayRange: 'Days are 0 (Sunday) to 6 (Saturday).',
  // The number and the extension.
  notAPhone: (input: string) =>
    `"${input}" is not a North American phone number: give its 10 digits, e.g. 5145550141.`,
  extensionTaken: (extension: number, name: string) =>
    `The extension ${extension} is already ${name}'s.`,
  phoneTaken: (extension: number, name: string) =>
    `That number is already advisor ${extension}'s (${name}).`,
  customersNumber: (phone: string, email: string) =>
    `${phone} is a verified number of the customer ${email}: the line recognises advisors first, so that customer could no longer call. Give the advisor another number.`,
  takenJustNow:
    'Another advisor took that extension or number just now; list the advisors and try again.',
  // Photos and greetings.
  noFile: (name: string) => `There is no file "${name}".`,
  emptyFile: (name: string) => `"${name}" is empty.`,
  wrongContent: (name: string, suffix: string, contentType: string) =>
    `"${name}" is named ${suffix} but does not hold ${contentType} content.`,
  files: {
    photo: {
      wrongType: (suffixes: string, name: string) =>
        `A photo must be a ${suffixes} file; "${name}" is not.`,
      tooLarge: (name: string, bytes: number, maxBytes: number) =>
        `"${name}" is ${megabytes(bytes)}; a photo may be at most ${megabytes(maxBytes)}.`,
    },
    greeting: {
      wrongType: (suffixes: string, name: string) =>
        `A greeting must be a ${suffixes} file; "${name}" is not.`,
      tooLarge: (name: string, bytes: number, maxBytes: number) =>
        `"${name}" is ${megabytes(bytes)}; a greeting may be at most ${megabytes(maxBytes)}.`,
    },
  },
  // Payout rates.
  rateNotWhole: (rate: number) =>
    `A payout rate is a whole number of hundredths of a cent per minute (2750 for $0.275), not ${rate}.`,
  rateNegative: (rate: number) => `A payout rate cannot be negative (${rate}).`,
  rateTooHigh: (rate: number) =>
    `A payout rate of ${rate} hundredths of a cent is more than $50.00 a minute: check the amount.`,
  /** The days a refusal names. */
  days: { rateStart: 'first day of the rate', day: 'day' },
  notADay: (what: string, day: string) => `The ${what} must be a day as YYYY-MM-DD, not "${day}".`,
  rateInThePast: (from: string, today: string) =>
    `A rate cannot apply from ${from}, before today (${today}): calls already made keep the rate they were made at.`,
};
