// The texts of the emails and SMS the product sends: confirmation, welcome, password reset, a
// streak of wrong passwords, receipt, and the sign-in, add-phone and re-authentication code. Each
// email has a subject, a plain-text body and a simple HTML body; every email ends with the
// sender's identity, mailing address and a contact (CASL). The frame around them is
// ../email-frame.ts, the same for both languages.
import type { MessageCopy } from '../message-catalogue.ts';
import {
  emailLink,
  htmlEmail,
  receiptHtmlSection,
  receiptTextLines,
  textEmail,
  type EmailSender,
  type ReceiptLine,
} from '../email-frame.ts';
import { postalAddressLines } from '#shared/format/postal-address.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';
import { counted } from './format.ts';

const lang = 'fr-CA';

/** The brand, then the legal name and the address in its French postal form (CASL). */
function footerLines(brand: string, { supportEmail, address }: EmailSender): string[] {
  return [
    brand,
    ...postalAddressLines(address, 'fr-CA'),
    `Des questions? Écrivez-nous à ${supportEmail}.`,
    `Vous recevez ce message à la suite d’une demande faite dans votre compte ${brand}.`,
  ];
}

/** Le pied des courriels aux personnes qui ont posé leur candidature (elles n’ont pas de compte). */
function applicantFooterLines(brand: string, sender: EmailSender): string[] {
  return [
    ...footerLines(brand, sender).slice(0, -1),
    `Vous recevez ce message parce que vous avez proposé votre candidature pour devenir conseiller ou conseillère chez ${brand}.`,
  ];
}
const applicantText = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  textEmail(applicantFooterLines(brand, sender), paragraphs);
const applicantHtml = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  htmlEmail(lang, brand, applicantFooterLines(brand, sender), paragraphs);

const text = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  textEmail(footerLines(brand, sender), paragraphs);
const html = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  htmlEmail(lang, brand, footerLines(brand, sender), paragraphs);

/** French puts a no-break space before the colon: "Prix : 50,00 $". */
const labelSeparator = '\u00a0: ';

const passwordLockedAdvice =
  'Si ce n’était pas vous, votre compte demeure protégé\u00a0: le mot de passe n’a pas été trouvé. Nous vous suggérons tout de même d’en choisir un nouveau, que vous n’utilisez pour aucun autre service. Pendant la pause, un code envoyé par texto à un numéro de votre compte vous permet toujours de vous connecter.';

const receiptHeading = 'Reçu';
const receiptClosing =
  'Conservez ce courriel pour vos dossiers. Vous pouvez aussi consulter ce reçu dans votre historique des achats.';

const confirmLinkValidity =
  'Le lien ne fonctionne qu’une fois, pendant 24 heures. Si vous n’avez pas créé ce compte, vous pouvez ignorer ce courriel.';
const resetLinkValidity =
  'Le lien ne fonctionne qu’une fois, pendant une heure. Si vous n’avez pas fait cette demande, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste inchangé.';

export const messages: MessageCopy = {
  footer: (brand: string, sender: EmailSender) => footerLines(brand, sender).join('\n'),

  confirmEmail: {
    subject: (brand: string) => `Confirmez votre adresse courriel pour ${brand}`,
    text: (brand: string, name: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Merci d’avoir créé votre compte ${brand}. Veuillez confirmer votre adresse courriel en ouvrant ce lien\u00a0:`,
        url,
        confirmLinkValidity,
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Merci d’avoir créé votre compte ${escapeHtml(brand)}. Veuillez confirmer votre adresse courriel en ouvrant ce lien\u00a0:`,
        emailLink(url),
        confirmLinkValidity,
      ]),
  },

  welcomeEmail: {
    subject: (brand: string) => `Bienvenue chez ${brand}`,
    text: (brand: string, name: string, url: string, sender: EmailSender, servicePhone: string) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Votre adresse courriel est confirmée et votre compte ${brand} est prêt.`,
        `Achetez vos minutes à l’avance et ajoutez, dans votre tableau de bord, le numéro de téléphone d’où vous appellerez\u00a0: ${url}`,
        `Composez ensuite le ${servicePhone} (sans frais, 24 heures sur 24, 7 jours sur 7), puis entrez le poste de votre conseiller ou conseillère. Vos minutes n’expirent jamais.`,
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender, servicePhone: string) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Votre adresse courriel est confirmée et votre compte ${escapeHtml(brand)} est prêt.`,
        `Achetez vos minutes à l’avance et ajoutez, dans votre tableau de bord, le numéro de téléphone d’où vous appellerez\u00a0: ${emailLink(url)}`,
        `Composez ensuite le <strong>${escapeHtml(servicePhone)}</strong> (sans frais, 24 heures sur 24, 7 jours sur 7), puis entrez le poste de votre conseiller ou conseillère. Vos minutes n’expirent jamais.`,
      ]),
  },

  passwordResetEmail: {
    subject: (brand: string) => `Réinitialisez votre mot de passe ${brand}`,
    text: (brand: string, name: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${brand}. Choisissez un nouveau mot de passe en ouvrant ce lien\u00a0:`,
        url,
        resetLinkValidity,
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${escapeHtml(brand)}. Choisissez un nouveau mot de passe en ouvrant ce lien\u00a0:`,
        emailLink(url),
        resetLinkValidity,
      ]),
  },

  passwordLockedEmail: {
    subject: (brand: string) => `Plusieurs mots de passe incorrects pour votre compte ${brand}`,
    text: (brand: string, name: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Quelqu’un a entré un mot de passe incorrect pour votre compte ${brand} plusieurs fois de suite. La connexion par mot de passe est donc suspendue pendant quelques minutes, et chaque nouveau mot de passe incorrect prolonge cette pause.`,
        'Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau ici\u00a0:',
        url,
        passwordLockedAdvice,
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Quelqu’un a entré un mot de passe incorrect pour votre compte ${escapeHtml(brand)} plusieurs fois de suite. La connexion par mot de passe est donc suspendue pendant quelques minutes, et chaque nouveau mot de passe incorrect prolonge cette pause.`,
        'Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau ici\u00a0:',
        emailLink(url),
        passwordLockedAdvice,
      ]),
  },

  operatorSetupEmail: {
    subject: (brand: string) => `Votre compte à l’administration de ${brand}`,
    text: (brand: string, role: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        'Bonjour,',
        `Un compte a été créé pour vous dans l’administration de ${brand}, avec le rôle de ${role}. Pour le configurer, ouvrez ce lien, choisissez un mot de passe et ajoutez le compte à une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…)\u00a0:`,
        url,
        'Le lien ne fonctionne qu’une fois et pendant 72\u00a0heures. Si vous n’attendiez pas ce courriel, écrivez-nous à l’adresse ci-dessous et n’ouvrez pas le lien.',
      ]),
    html: (brand: string, role: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        'Bonjour,',
        `Un compte a été créé pour vous dans l’administration de ${escapeHtml(brand)}, avec le rôle de <strong>${escapeHtml(role)}</strong>. Pour le configurer, ouvrez ce lien, choisissez un mot de passe et ajoutez le compte à une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…)\u00a0:`,
        emailLink(url),
        'Le lien ne fonctionne qu’une fois et pendant 72\u00a0heures. Si vous n’attendiez pas ce courriel, écrivez-nous à l’adresse ci-dessous et n’ouvrez pas le lien.',
      ]),
  },
  operatorRoles: { owner: 'propriétaire', support: 'soutien' },

  receipt: {
    subject: (brand: string, orderId: string) => `Votre reçu ${brand} pour la commande ${orderId}`,
    heading: receiptHeading,
    labels: {
      seller: 'Vendu par',
      address: 'Adresse',
      gstNumber: 'Numéro d’inscription à la TPS',
      qstNumber: 'Numéro d’inscription à la TVQ',
      orderId: 'Numéro de commande',
      date: 'Date',
      customer: 'Facturé à',
      paymentMethod: 'Mode de paiement',
      package: 'Forfait',
      minutes: 'Minutes',
      freeMinutes: 'Minutes gratuites',
      bonusMinutes: 'Minutes en prime',
      price: 'Prix',
      discount: (code: string) => `Rabais (coupon ${code})`,
      gst: (rate: string) => `TPS (${rate})`,
      qst: (rate: string) => `TVQ (${rate})`,
      total: 'Total (CAD)',
    },
    paymentMethods: { paypal: 'PayPal', interac: 'Interac' },
    text: (
      brand: string,
      sender: EmailSender,
      name: string,
      totalMinutes: number,
      ...lines: ReceiptLine[]
    ) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Merci de votre achat. Nous avons ajouté ${counted(totalMinutes, 'minute')} à votre compte ${brand}. Vos minutes n’expirent jamais.`,
        `${receiptHeading}\n${receiptTextLines(lines, labelSeparator)}`,
        receiptClosing,
      ]),
    html: (
      brand: string,
      sender: EmailSender,
      name: string,
      totalMinutes: number,
      ...lines: ReceiptLine[]
    ) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Merci de votre achat. Nous avons ajouté <strong>${escapeHtml(counted(totalMinutes, 'minute'))}</strong> à votre compte ${escapeHtml(brand)}. Vos minutes n’expirent jamais.`,
        receiptHtmlSection(receiptHeading, lines, receiptClosing),
      ]),
  },

  wrongPinsEmail: {
    subject: (brand: string) => `NIP incorrect lors d’un appel à ${brand} fait de votre numéro`,
    text: (brand: string, name: string, phone: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Une personne a appelé ${brand} à partir de votre numéro, le ${phone}, et a entré un NIP téléphonique incorrect. Nous avons mis fin à l’appel\u00a0: aucune minute n’a été utilisée, et rien n’a été dit de votre compte.`,
        `Si c’était vous, vous pouvez choisir un nouveau NIP dans votre tableau de bord\u00a0: ${url}`,
        'Sinon, quelqu’un appelle peut-être avec une copie de votre numéro. Vos minutes sont protégées tant que personne ne connaît votre NIP; si vous croyez que quelqu’un le connaît, changez-le dans votre tableau de bord.',
      ]),
    html: (brand: string, name: string, phone: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Une personne a appelé ${escapeHtml(brand)} à partir de votre numéro, le <strong>${escapeHtml(phone)}</strong>, et a entré un NIP téléphonique incorrect. Nous avons mis fin à l’appel\u00a0: aucune minute n’a été utilisée, et rien n’a été dit de votre compte.`,
        `Si c’était vous, vous pouvez choisir un nouveau NIP dans votre tableau de bord\u00a0: ${emailLink(url)}`,
        'Sinon, quelqu’un appelle peut-être avec une copie de votre numéro. Vos minutes sont protégées tant que personne ne connaît votre NIP; si vous croyez que quelqu’un le connaît, changez-le dans votre tableau de bord.',
      ]),
  },
  // Plain GSM characters (no ’ and no non-breaking space), so it stays one plain message.
  wrongPinsSms: (brand: string) =>
    `${brand}. Un appel fait de votre numéro avec un NIP incorrect a été coupé, sans frais. Pas vous? Changez votre NIP dans votre tableau de bord.`,
  phoneCodeSms: (brand: string, code: string) =>
    `${code} est votre code de vérification ${brand}. Il expire dans 10 minutes. Ne le communiquez à personne.`,
  // Plain GSM characters, as the text above.
  advisorSetAwaySms: (brand: string) =>
    `${brand}. Deux appels ont sonné sans réponse; vous voilà en pause, sans nouveaux appels. Pour en recevoir, choisissez Disponible dans votre espace conseiller ou appelez la ligne.`,

  advisorAvailableEmail: {
    subject: (brand: string, name: string) => `${name} est disponible maintenant chez ${brand}`,
    text: (brand: string, name: string, url: string, stopUrl: string, sender: EmailSender) =>
      text(brand, sender, [
        `${name} est disponible maintenant. Appelez la ligne, ou consultez son profil\u00a0: ${url}`,
        'Vous avez demandé à être avisé une fois; cette demande est maintenant terminée.',
        `Pour annuler vos autres demandes concernant ${name}\u00a0: ${stopUrl}`,
      ]),
  },
  advisorAvailableSms: (brand: string, name: string, stopUrl: string) =>
    `${brand}\u00a0: ${name} est disponible maintenant. Pour ne plus recevoir ces messages\u00a0: ${stopUrl} ou répondez STOP.`,
  /**
   * Le lendemain d’un appel d’au moins 3 minutes facturées (docs/decisions/053) : l’invitation à
   * l’évaluer; le lien ouvre le formulaire (après la connexion au besoin).
   */
  reviewInvitationEmail: {
    subject: (brand: string, advisor: string) =>
      `Comment s’est passé votre appel avec ${advisor}? (${brand})`,
    text: (brand: string, name: string, advisor: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Hier, vous avez parlé avec ${advisor}. D’autres clients choisissent leur conseiller ou conseillère d’après ce que des personnes comme vous en disent\u00a0: voulez-vous donner une note de 1 à 5 étoiles à votre appel et, si vous le souhaitez, écrire quelques mots?`,
        `Évaluer votre appel\u00a0: ${url}`,
        'Seules les personnes qui ont vraiment parlé avec un conseiller ou une conseillère peuvent l’évaluer, une fois par appel. Nous ne vous le demandons qu’une fois.',
      ]),
    html: (brand: string, name: string, advisor: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Hier, vous avez parlé avec ${escapeHtml(advisor)}. D’autres clients choisissent leur conseiller ou conseillère d’après ce que des personnes comme vous en disent\u00a0: voulez-vous donner une note de 1 à 5 étoiles à votre appel et, si vous le souhaitez, écrire quelques mots?`,
        `Évaluer votre appel\u00a0: ${emailLink(url)}`,
        'Seules les personnes qui ont vraiment parlé avec un conseiller ou une conseillère peuvent l’évaluer, une fois par appel. Nous ne vous le demandons qu’une fois.',
      ]),
  },

  advisorApplicationEmail: {
    subject: (brand: string) =>
      `Nous avons reçu votre candidature pour devenir conseiller ou conseillère chez ${brand}`,
    text: (brand: string, name: string, sender: EmailSender) =>
      applicantText(brand, sender, [
        `Bonjour ${name},`,
        `Merci d’avoir proposé votre candidature pour devenir conseiller ou conseillère chez ${brand}. Notre équipe lit chaque candidature, et nous vous écrirons à cette adresse pour vous donner notre réponse.`,
        'Si votre candidature est acceptée, nous créons votre compte et vous envoyons un texto avec un lien pour vous connecter avec votre numéro de téléphone.',
        'Si vous n’avez pas posé votre candidature, vous pouvez ignorer ce courriel.',
      ]),
    html: (brand: string, name: string, sender: EmailSender) =>
      applicantHtml(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Merci d’avoir proposé votre candidature pour devenir conseiller ou conseillère chez ${escapeHtml(brand)}. Notre équipe lit chaque candidature, et nous vous écrirons à cette adresse pour vous donner notre réponse.`,
        'Si votre candidature est acceptée, nous créons votre compte et vous envoyons un texto avec un lien pour vous connecter avec votre numéro de téléphone.',
        'Si vous n’avez pas posé votre candidature, vous pouvez ignorer ce courriel.',
      ]),
  },

  advisorInvitationEmail: {
    subject: (brand: string) =>
      `Bienvenue chez ${brand}\u00a0: votre compte de conseiller est prêt`,
    text: (brand: string, name: string, extension: string, url: string, sender: EmailSender) =>
      applicantText(brand, sender, [
        `Bonjour ${name},`,
        `Votre candidature est acceptée\u00a0: bienvenue parmi les conseillers et conseillères de ${brand}. Votre poste est le ${extension}; la clientèle le compose pour vous joindre.`,
        'Connectez-vous à votre espace conseiller avec votre numéro de téléphone pour rédiger votre description et indiquer votre horaire. Votre profil demeure caché à la clientèle jusqu’à ce que nous l’ayons lu.',
        url,
      ]),
    html: (brand: string, name: string, extension: string, url: string, sender: EmailSender) =>
      applicantHtml(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Votre candidature est acceptée\u00a0: bienvenue parmi les conseillers et conseillères de ${escapeHtml(brand)}. Votre poste est le <strong>${escapeHtml(extension)}</strong>; la clientèle le compose pour vous joindre.`,
        'Connectez-vous à votre espace conseiller avec votre numéro de téléphone pour rédiger votre description et indiquer votre horaire. Votre profil demeure caché à la clientèle jusqu’à ce que nous l’ayons lu.',
        emailLink(url),
      ]),
  },
  // Plain GSM characters (no ’ and no non-breaking space), so it stays one plain message.
  advisorInvitationSms: (brand: string, extension: string, url: string) =>
    `${brand}. Votre candidature est acceptée. Votre poste est le ${extension}. Connectez-vous avec ce numéro sur ${url}`,

  // Plain GSM characters (no ’, no ê, no non-breaking space), as the other texts to advisors.
  advisorProfileChangeDeclinedSms: {
    texts: (brand: string, reason: string) =>
      `${brand}. Vos nouveaux textes de profil ont été refusés. ${reason} Vous pouvez en envoyer de nouveaux depuis votre espace conseiller.`,
    photo: (brand: string, reason: string) =>
      `${brand}. Votre nouvelle photo a été refusée. ${reason} Vous pouvez en envoyer une autre depuis votre espace conseiller.`,
    greeting: (brand: string, reason: string) =>
      `${brand}. Votre nouveau message vocal de bienvenue a été refusé. ${reason} Vous pouvez en envoyer un autre depuis votre espace conseiller.`,
  },

  advisorDeclinedEmail: {
    subject: (brand: string) =>
      `Votre candidature pour devenir conseiller ou conseillère chez ${brand}`,
    text: (brand: string, name: string, message: string, sender: EmailSender) =>
      applicantText(brand, sender, [
        `Bonjour ${name},`,
        `Merci d’avoir proposé votre candidature pour devenir conseiller ou conseillère chez ${brand}. Nous l’avons lue et ne pouvons pas l’accepter. Voici le mot de notre équipe\u00a0:`,
        message,
      ]),
    html: (brand: string, name: string, message: string, sender: EmailSender) =>
      applicantHtml(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Merci d’avoir proposé votre candidature pour devenir conseiller ou conseillère chez ${escapeHtml(brand)}. Nous l’avons lue et ne pouvons pas l’accepter. Voici le mot de notre équipe\u00a0:`,
        escapeHtml(message).replaceAll('\n', '<br>'),
      ]),
  },
  guaranteeApprovedEmail: {
    subject: (brand: string) =>
      `Votre demande au titre de la garantie de satisfaction ${brand} est acceptée`,
    text: (brand: string, name: string, minutes: number, callDate: string, sender: EmailSender) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Notre équipe a accepté votre demande au sujet de votre appel du ${callDate}\u00a0: nous avons remis ${minutes}\u00a0minute${minutes > 1 ? 's' : ''} dans votre solde.`,
      ]),
    html: (brand: string, name: string, minutes: number, callDate: string, sender: EmailSender) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Notre équipe a accepté votre demande au sujet de votre appel du ${escapeHtml(callDate)}\u00a0: nous avons remis ${minutes}\u00a0minute${minutes > 1 ? 's' : ''} dans votre solde.`,
      ]),
  },
  guaranteeDeclinedEmail: {
    subject: (brand: string) => `Votre demande au titre de la garantie de satisfaction ${brand}`,
    text: (brand: string, name: string, callDate: string, message: string, sender: EmailSender) =>
      text(brand, sender, [
        `Bonjour ${name},`,
        `Notre équipe a étudié votre demande au sujet de votre appel du ${callDate} et ne peut pas en rembourser les minutes. Voici son message\u00a0:`,
        message,
      ]),
    html: (brand: string, name: string, callDate: string, message: string, sender: EmailSender) =>
      html(brand, sender, [
        `Bonjour ${escapeHtml(name)},`,
        `Notre équipe a étudié votre demande au sujet de votre appel du ${escapeHtml(callDate)} et ne peut pas en rembourser les minutes. Voici son message\u00a0:`,
        escapeHtml(message).replaceAll('\n', '<br>'),
      ]),
  },
};
