// /contact: support channels and the FAQ. The package answers are built from the bundles, so
// these texts take the figures as placeholders and never state them.
import type { contact as english } from '../../en/content/contact.ts';
import { counted, formatPercent } from '../format.ts';

export const contact: typeof english = {
  description:
    'Joignez notre service à la clientèle de Montréal par courriel, par téléphone ou par clavardage de 9\u00a0h à 21\u00a0h (heure de l’Est), et trouvez des réponses sur les forfaits, les minutes, la facturation et votre compte.',
  lead: 'Des questions sur votre compte, un achat ou un appel? Notre service à la clientèle, à Montréal, est là pour vous aider, et bien des réponses se trouvent juste ci-dessous.',
  channelsHeading: 'Communiquer avec nous',
  email: {
    label: 'Courriel',
    hint: 'Écrivez-nous en tout temps. Nous répondons pendant les heures de service.',
  },
  phone: {
    label: 'Téléphone',
    hint: 'Sans frais au Canada. Consultations 24 heures sur 24, 7 jours sur 7; service à la clientèle de 9\u00a0h à 21\u00a0h (heure de l’Est).',
  },
  chat: {
    label: 'Clavardage',
    value: 'Clavardage d’aide sur chaque page',
    hint: 'Utilisez le bouton d’aide, dans le coin de chaque page, pour clavarder avec nous pendant les heures de service.',
  },
  hours: {
    label: 'Heures de service',
    hint: 'Les heures où notre service à la clientèle répond. La ligne de consultation, elle, est ouverte 24 heures sur 24, 7 jours sur 7.',
  },
  location: {
    label: 'Où nous trouver',
  },
  privacyLead:
    'Les demandes relatives à vos renseignements personnels (une copie de vos données, une correction ou une suppression) s’adressent à notre',
  privacyLink: 'responsable de la protection des renseignements personnels',
  privacyEnd: '.',
  faqHeading: 'Questions fréquentes',
  faq: {
    packages: {
      question: 'Quels forfaits puis-je acheter?',
      intro: 'Quatre forfaits, tous en dollars canadiens (CAD)\u00a0:',
      item: (name, minutes, freeMinutes, price, total) =>
        `${name}\u00a0: ${counted(minutes, 'minute', 'minutes')} + ${counted(freeMinutes, 'minute gratuite', 'minutes gratuites')} pour ${price} (${total} avec la TPS et la TVQ)`,
      outro:
        'Chaque forfait comprend une consultation individuelle, le type de consultation de votre choix et notre garantie de satisfaction.',
    },
    expiry: {
      question: 'Mes minutes expirent-elles?',
      answer:
        'Non. Vos minutes n’expirent jamais, et il n’y a aucuns frais d’inactivité ni de tenue de compte. Les minutes gratuites, les minutes en prime des coupons et les minutes de remise n’expirent pas non plus.',
    },
    billing: {
      question: 'Comment la facturation fonctionne-t-elle pendant un appel?',
      answer:
        'À la minute entamée de votre conversation, à partir du moment où votre conseiller ou conseillère répond\u00a0: un appel de 4 minutes et 10 secondes compte pour 5 minutes. Les menus, la sonnerie et les appels qui n’aboutissent pas ne coûtent rien, et l’appel prend fin lorsque vos minutes sont épuisées, si bien que vous ne devez jamais rien après coup.',
    },
    account: {
      question: 'Ai-je besoin d’un compte pour appeler?',
      answer:
        'Oui. Créez un compte gratuit, achetez des minutes à l’avance et vérifiez votre numéro de téléphone\u00a0: notre ligne vous reconnaît ensuite grâce à l’afficheur. Il n’est plus possible de porter les consultations à votre facture de téléphone.',
    },
    payment: {
      question: 'Comment puis-je payer?',
      answer:
        'Avec PayPal, une carte de crédit ou Interac. Les prix sont en dollars canadiens, et la TPS, la TVQ et le total sont affichés avant que vous payiez. Nous ne vous demandons jamais votre numéro de carte au téléphone.',
    },
    cashback: {
      question: 'Qu’est-ce que la remise mensuelle?',
      answer: (rates) =>
        `Le 1er de chaque mois, nous ajoutons des minutes de remise pour les minutes payées que vous avez achetées le mois précédent\u00a0: ${rates}. Les minutes gratuites ne sont pas comptées.`,
      rate: (name, percent) => `${name} (${formatPercent(percent)})`,
    },
    phones: {
      question: 'Puis-je appeler à partir de plus d’un téléphone?',
      answer:
        'Oui. Ajoutez et vérifiez chaque numéro dans votre tableau de bord; le premier est votre numéro principal. Un numéro de téléphone ne peut appartenir qu’à un seul compte.',
    },
    coupons: {
      question: 'Comment utiliser un code promo?',
      answer:
        'Entrez-le sur la page Acheter des minutes avant de passer au paiement. Un seul coupon par achat. À votre premier achat, le code WELCOME25 vous donne 25\u00a0% de rabais.',
    },
    satisfaction: {
      question: 'Et si une consultation ne me satisfait pas?',
      answer:
        'Dans les 24\u00a0heures suivant l’appel, demandez le remboursement de ses minutes à partir de l’historique d’utilisation de votre tableau de bord. Une demande par période de 30\u00a0jours, d’au plus 20\u00a0minutes, est accordée tout de suite; notre équipe étudie les autres et vous annonce sa décision par courriel. Nos conditions générales expliquent aussi le remboursement des minutes inutilisées.',
    },
    guarantees: {
      question: 'Peut-on me garantir ce qui va arriver?',
      answer:
        'Non, et aucune personne honnête ne le peut. Les consultations servent à vous guider et à vous divertir. Nos conseillers et conseillères ne vendent jamais de levée de malédiction, de sorts ni de rituels; si quelqu’un vous en propose, dites-le-nous.',
    },
    age: {
      question: 'Quel âge faut-il avoir?',
      answer: '18 ans ou plus. Vous confirmez votre âge en créant votre compte.',
    },
    data: {
      question: 'Comment fermer mon compte ou obtenir une copie de mes données?',
      answer:
        'Le bouton «\u00a0Supprimer mon compte\u00a0», dans votre tableau de bord, ferme votre compte immédiatement. Pour obtenir une copie de vos données, écrivez à notre responsable de la protection des renseignements personnels à l’adresse du service à la clientèle. Notre politique de confidentialité explique ce que nous conservons et pendant combien de temps.',
    },
  },
};
