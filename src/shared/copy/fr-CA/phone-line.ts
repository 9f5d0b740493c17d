// What the phone line says, read aloud by a French voice: to the caller, or to the advisor just
// before a caller is put through (the whisper). Short sentences, one short form where a doublet
// would repeat on every retry; keys said the Québec way ("faites le 1", "le carré" for #);
// extensions digit by digit; the site's address spelled, since a French voice cannot guess how
// an English host name is said and the caller must type it; the brand as configured for the French
// voice (BRAND_NAME_SPOKEN_FR) (docs/glossary-fr-CA.md, "Spoken French").
import type { PhoneLineCopy } from '../message-catalogue.ts';
import { spokenCount } from './spoken-numbers.ts';

/** « une minute », « vingt et une minutes », « 12 minutes ». */
const minutes = (count: number) => `${spokenCount(count)} ${count < 2 ? 'minute' : 'minutes'}`;

const separators: Readonly<Record<string, string>> = {
  '.': 'point',
  '-': 'tiret',
  ':': 'deux-points',
  '/': 'barre oblique',
};

/**
 * "lumina-psychics.example" → « l u m i n a, tiret, p s y c h i c s, point, e x a m p l e »:
 * spelled letter by letter, the separators said as words, a pause around each.
 */
const spokenSite = (site: string) =>
  String(site)
    .split(/([.:/-])/)
    .filter((part) => part !== '')
    .map((part) => separators[part] ?? part.split('').join(' '))
    .join(', ');
/** "4 0 0 1": read as four digits, not "quatre mille un". */
const digits = (value: string | number) => String(value).split('').join(' ');

export const phoneLine: PhoneLineCopy = {
  languageOffer: (key: string) => `Pour le service en français, faites le ${key}.`,
  unknownCaller: (brand: string, site: string) =>
    `Bienvenue chez ${brand}. Nous ne reconnaissons pas le numéro d’où vous appelez. Pour créer un compte et acheter des minutes, visitez ${spokenSite(site)}, puis ajoutez ce numéro de téléphone à votre compte. Au revoir.`,
  callerIdUnverified: (brand: string, site: string) =>
    `Bienvenue chez ${brand}. Nous ne pouvons pas vérifier le numéro d’où vous appelez, alors cet appel ne peut pas utiliser les minutes d’un compte. Pour appeler, créez un NIP téléphonique dans votre tableau de bord, sur ${spokenSite(site)}, ou appelez directement à partir du téléphone qui a ce numéro. Au revoir.`,
  askPin: 'Veuillez entrer votre NIP téléphonique à 4 chiffres.',
  noPin: 'Nous n’avons reçu aucun NIP.',
  pinNotReceived:
    'Nous n’avons pas reçu votre NIP. Veuillez rappeler lorsque vous l’aurez. Au revoir.',
  wrongPin: 'Ce NIP est incorrect.',
  tooManyWrongPins:
    'Ce NIP est également incorrect. Pour votre sécurité, cet appel prend fin maintenant, et la personne titulaire du compte en a été avisée par courriel et par texto. Au revoir.',
  pinLocked: (site: string) =>
    `Trop de NIP incorrects ont été entrés pour ce numéro aujourd’hui. Pour votre sécurité, la ligne n’acceptera aucun NIP avant demain. Vous pouvez choisir un nouveau NIP dans votre tableau de bord, sur ${spokenSite(site)}. Au revoir.`,
  noMinutes: (firstName: string, site: string) =>
    `Bonjour ${firstName}. Il ne vous reste plus de minutes. Pour en acheter, visitez ${spokenSite(site)}. Au revoir.`,
  minutesInUse:
    'Vos minutes servent déjà à un autre appel. Veuillez rappeler lorsque cet appel sera terminé. Au revoir.',
  accountOnHold: (supportEmail: string) =>
    `Votre compte est suspendu pendant l’examen d’un litige de paiement; les appels sont donc interrompus. Veuillez écrire à notre service à la clientèle, par courriel, à ${supportEmail}. Au revoir.`,
  accountHeld: (supportEmail: string) =>
    `Votre compte est suspendu; les appels sont donc interrompus. Veuillez écrire à notre service à la clientèle, par courriel, à ${supportEmail}. Au revoir.`,
  greeting: (brand: string, firstName: string, balance: number) =>
    `Bonjour ${firstName}, et bienvenue chez ${brand}. Il vous reste ${minutes(balance)}.`,
  askExtension: 'Veuillez entrer le numéro de poste, suivi du carré.',
  askAnotherExtension: 'Veuillez entrer un autre poste, suivi du carré.',
  noExtension: 'Nous n’avons reçu aucun numéro de poste.',
  tooManyTries: 'Veuillez vérifier le poste sur notre site Web, puis rappeler. Au revoir.',
  unknownExtension: (extension: string) => `Le poste ${digits(extension)} n’existe pas.`,
  advisorOffline: (name: string) => `${name} n’est pas disponible pour le moment.`,
  advisorBusy: (name: string) => `${name} est déjà en consultation.`,
  queueOffer: (name: string) =>
    `Pour être rappelé lorsque ${name} sera libre, faites le 1. Ou entrez un autre poste, suivi du carré.`,
  queueJoined: (name: string, place: number) =>
    `Vous êtes au rang ${place} dans la file de ${name}. Lorsque ${name} sera libre, nous vous rappellerons à ce numéro. Votre place est gardée 30 minutes. Au revoir.`,
  queueRefused: (name: string) =>
    `Nous ne pouvons pas vous ajouter à la file de ${name} pour le moment. Veuillez rappeler dans un instant. Au revoir.`,
  callbackIntro: (brand: string, firstName: string, name: string) =>
    `Bonjour ${firstName}, ici ${brand}, qui vous rappelle. ${name} est maintenant libre.`,
  connecting: (name: string, limit: number) =>
    `Nous vous mettons en communication avec ${name}. Vous pouvez parler jusqu’à ${minutes(limit)}.`,
  whisper: (firstName: string, limit: number) =>
    `${firstName} vous appelle et dispose de ${minutes(limit)}.`,
  notAnswered: (name: string) =>
    `${name} n’a pas pu prendre votre appel. Rien ne vous a été facturé. Veuillez rappeler pour joindre une autre personne. Au revoir.`,
  callEnded: (brand: string, used: number, left: number) =>
    `Vous avez utilisé ${minutes(used)} pendant cet appel. ${left > 0 ? `Il vous reste ${minutes(left)}.` : 'Il ne vous reste plus de minutes.'} Merci d’avoir appelé ${brand}. Au revoir.`,
  advisorMenu: (name: string, signedIn: boolean) =>
    `Bonjour ${name}. Votre session est ${signedIn ? 'ouverte' : 'fermée'}. Pour ouvrir une session, faites le 1. Pour la fermer, faites le 2.`,
  advisorSignedIn:
    'Votre session est maintenant ouverte. Vous pouvez recevoir des appels. Au revoir.',
  advisorSignedOut: 'Votre session est maintenant fermée. Au revoir.',
  advisorNoChoice: 'Aucun changement n’a été fait. Au revoir.',
  technicalProblem:
    'Nous sommes désolés, un problème est survenu de notre côté, et rien ne vous a été facturé. Veuillez rappeler dans un instant. Au revoir.',
  advisorIntroduction: (name: string, extension: number) => `${name}, poste ${digits(extension)}.`,
};
