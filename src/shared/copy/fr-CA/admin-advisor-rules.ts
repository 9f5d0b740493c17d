// Pourquoi les règles refusent la modification d’un conseiller ou de son tarif de rémunération, en français
// du Québec : le jumeau de en/admin-advisor-rules.ts, typé par lui.
import type { adminAdvisorRules as english } from '../en/admin-advisor-rules.ts';
import { formatNumber } from './format.ts';

const nbsp = '\u00a0';
const oneDecimal = new Intl.NumberFormat('fr-CA', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const megabytes = (bytes: number) => `${oneDecimal.format(bytes / (1024 * 1024))}${nbsp}Mo`;

export const adminAdvisorRules: typeof english = {
  fields: {
    name: 'nom',
    description: 'description en anglais',
    descriptionFr: 'description en français',
    availTimeStr: 'texte des disponibilités en anglais',
    availTimeStrFr: 'texte des disponibilités en français',
  },
  unknownExtension: (extension: number | string) => `Aucun conseiller n’a le poste ${extension}.`,
  unknownId: (id: string) => `Aucun conseiller n’a l’identifiant ${id}.`,
  extensionRange: (extension: number) =>
    `Un poste compte 4 chiffres, de 1000 à 9999 (les appelants le composent), pas ${extension}.`,
  /** A specialty or language the catalogue does not know (src/shared/advisors/specialties.ts). */
  notInList: {
    specialty: (given: string, known: string) =>
      `«${nbsp}${given}${nbsp}» n’est pas une spécialité; les spécialités sont${nbsp}: ${known}.`,
    language: (given: string, known: string) =>
      `«${nbsp}${given}${nbsp}» n’est pas une langue de consultation; les langues sont${nbsp}: ${known}.`,
  },
  listedWithoutDescription: (extension: number) =>
    `Le conseiller ${extension} n’a pas encore de description${nbsp}: écrivez-en une avant de l’afficher sur le tableau.`,
  empty: (field: string) => `Le champ «${nbsp}${field}${nbsp}» est vide.`,
  tooLong: (field: string, length: number, max: number) =>
    `Le champ «${nbsp}${field}${nbsp}» compte ${formatNumber(length)} caractères; au plus ${formatNumber(max)}.`,
  or: ' ou ',
  gender: (choices: string, given: string) =>
    `Le genre est ${choices} (il choisit le portrait illustré), pas «${nbsp}${given}${nbsp}».`,
  tooManyRanges: (count: number) =>
    `Une journée a au plus deux plages (matin et après-midi), pas ${count}.`,
  halfVaries: (from: string, to: string) =>
    `Une plage est faite de deux heures ou de «${nbsp}varies${nbsp}», pas ${from}-${to}.`,
  notATime: (time: string) =>
    `«${nbsp}${time}${nbsp}» n’est pas une heure${nbsp}: écrivez HH:MM sur 24 heures, de 00:00 à 23:59.`,
  rangeBackwards: (from: string, to: string) =>
    `La plage ${from}-${to} doit finir après son début (coupez une plage qui passe minuit sur deux jours).`,
  variesAlone: `«${nbsp}varies${nbsp}» s’écrit seul${nbsp}: une journée variable a une seule plage.`,
  rangesOverlap: (from: string, to: string, firstEnds: string) =>
    `La deuxième plage (${from}-${to}) doit commencer après la fin de la première (${firstEnds}).`,
  noDays: 'Quels jours? Aucun n’a été donné.',
  dayRange: 'Les jours vont de 0 (dimanche) à 6 (samedi).',
  notAPhone: (input: string) =>
    `«${nbsp}${input}${nbsp}» n’est pas un numéro de téléphone nord-américain${nbsp}: donnez ses 10 chiffres, par exemple 5145550141.`,
  extensionTaken: (extension: number, name: string) =>
    `Le poste ${extension} est déjà celui de ${name}.`,
  phoneTaken: (extension: number, name: string) =>
    `Ce numéro est déjà celui du conseiller au poste ${extension} (${name}).`,
  customersNumber: (phone: string, email: string) =>
    `Le ${phone} est un numéro vérifié du client ${email}${nbsp}: la ligne reconnaît d’abord les conseillers, et ce client ne pourrait plus appeler. Donnez un autre numéro au conseiller.`,
  takenJustNow:
    'Un autre conseiller vient de prendre ce poste ou ce numéro; affichez la liste des conseillers et réessayez.',
  noFile: (name: string) => `Il n’y a pas de fichier «${nbsp}${name}${nbsp}».`,
  emptyFile: (name: string) => `Le fichier «${nbsp}${name}${nbsp}» est vide.`,
  wrongContent: (name: string, suffix: string, contentType: string) =>
    `«${nbsp}${name}${nbsp}» porte l’extension ${suffix}, mais ne contient pas de ${contentType}.`,
  files: {
    photo: {
      wrongType: (suffixes: string, name: string) =>
        `Une photo doit être un fichier ${suffixes}; «${nbsp}${name}${nbsp}» n’en est pas un.`,
      tooLarge: (name: string, bytes: number, maxBytes: number) =>
        `«${nbsp}${name}${nbsp}» fait ${megabytes(bytes)}; une photo fait au plus ${megabytes(maxBytes)}.`,
    },
    greeting: {
      wrongType: (suffixes: string, name: string) =>
        `Un message d’accueil doit être un fichier ${suffixes}; «${nbsp}${name}${nbsp}» n’en est pas un.`,
      tooLarge: (name: string, bytes: number, maxBytes: number) =>
        `«${nbsp}${name}${nbsp}» fait ${megabytes(bytes)}; un message d’accueil fait au plus ${megabytes(maxBytes)}.`,
    },
  },
  rateNotWhole: (rate: number) =>
    `Un tarif de rémunération est un nombre entier de centièmes de cent par minute (2750 pour 0,275${nbsp}$), pas ${rate}.`,
  rateNegative: (rate: number) => `Un tarif de rémunération ne peut pas être négatif (${rate}).`,
  rateTooHigh: (rate: number) =>
    `Un tarif de ${formatNumber(rate)} centièmes de cent dépasse 50,00${nbsp}$ la minute${nbsp}: vérifiez le montant.`,
  days: { rateStart: 'premier jour du tarif', day: 'jour' },
  notADay: (what: string, day: string) =>
    `Le ${what} doit être une date AAAA-MM-JJ, pas «${nbsp}${day}${nbsp}».`,
  rateInThePast: (from: string, today: string) =>
    `Un tarif ne peut pas s’appliquer à partir du ${from}, avant aujourd’hui (${today})${nbsp}: les appels déjà faits gardent le tarif de leur moment.`,
};
