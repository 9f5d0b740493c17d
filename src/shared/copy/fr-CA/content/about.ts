// /about: who we are, our advisors, how a reading works, our ethics.
import type { about as english } from '../../en/content/about.ts';

export const about: typeof english = {
  description:
    'Qui nous sommes\u00a0: une entreprise montréalaise qui met en relation des gens de partout au Canada avec des conseillers et conseillères en voyance comptant au moins 20 ans d’expérience, par téléphone, 24 heures sur 24, 7 jours sur 7, avec des prix clairs et une éthique honnête.',
  lead: (facts) =>
    `${facts.brand} est une entreprise montréalaise qui met en relation des gens de partout au Canada avec des conseillers et conseillères en voyance d’expérience, par téléphone. Notre ligne est ouverte 24 heures sur 24, 7 jours sur 7.`,
  sections: {
    whoWeAre: {
      heading: 'Qui nous sommes',
      paragraphs: [
        'Tout est parti d’une idée simple\u00a0: une bonne consultation devrait être facile d’accès, offerte à un prix honnête et donnée par une personne qui exerce ce métier depuis longtemps. Vous choisissez un conseiller ou une conseillère, composez un seul numéro sans frais et parlez aussi longtemps que vos minutes prépayées le permettent. Aucun abonnement, et jamais de facture après l’appel.',
        'Notre équipe travaille à Montréal, au Québec. Nous nous occupons de la ligne téléphonique, du site Web, de votre compte et des horaires de nos spécialistes, et notre service à la clientèle répond par courriel, par téléphone et par clavardage de 9\u00a0h à 21\u00a0h (heure de l’Est).',
      ],
    },
    advisors: {
      heading: 'Nos conseillers et conseillères',
      paragraphs: [
        'Chaque conseiller ou conseillère de notre ligne compte au moins 20 ans d’expérience en consultation. Avant de se joindre à nous, chaque personne donne des consultations d’essai à notre équipe, et nous restons à l’écoute de ce que notre clientèle nous dit par la suite.',
        'Chaque personne a son propre poste, son horaire et sa façon de travailler\u00a0: tarot, voyance, médiumnité, astrologie, ou un mélange de ces approches. Sur la page d’accueil, vous pouvez entendre chaque personne décrire son approche dans ses propres mots, et voir d’un coup d’œil qui est disponible, en consultation ou hors ligne en ce moment.',
      ],
    },
    howItWorks: {
      heading: 'Comment se déroule une consultation',
      paragraphs: ['Quatre étapes, et vous savez toujours ce que vous dépensez\u00a0:'],
      items: [
        'Créez un compte gratuit et confirmez votre adresse courriel.',
        'Achetez un forfait de minutes prépayées en dollars canadiens. Chaque forfait ajoute des minutes gratuites, et vos minutes n’expirent jamais.',
        'Vérifiez votre numéro de téléphone, pour que notre ligne vous reconnaisse quand vous appelez.',
        (facts) =>
          `Composez le ${facts.phone}, sans frais, et entrez le poste de votre conseiller ou conseillère. Seules les minutes de conversation avec cette personne sont comptées, et l’appel prend fin lorsque vos minutes sont épuisées.`,
      ],
    },
    ethics: {
      heading: 'Notre éthique',
      paragraphs: [
        'Une consultation est une conversation, pas une promesse. Chaque personne qui donne des consultations sur notre ligne respecte ces règles\u00a0:',
      ],
      items: [
        'Aucune garantie de résultat. Personne ne peut vous promettre un avenir, et personne sur notre ligne ne s’y risquera.',
        'Aucune levée de malédiction, aucun sort, aucun rituel à vendre et aucune vente incitative. Si quelqu’un vous propose de «\u00a0retirer\u00a0» quelque chose contre paiement, ce n’est pas nous\u00a0: dites-le-nous.',
        'Les consultations servent à vous guider et à vous divertir. Elles ne remplacent jamais l’avis de professionnels de la médecine, du droit, des finances ou de la santé mentale.',
        'Notre service s’adresse aux adultes\u00a0: vous devez avoir 18 ans ou plus pour créer un compte et appeler.',
        'Personne de notre équipe ni de notre ligne ne vous demandera jamais votre numéro de carte au téléphone.',
      ],
      closing: [
        'Si vous sentez que vous dépensez plus que prévu, prenez une pause. Notre service à la clientèle est là pour en parler, et nous ne vous pousserons jamais à acheter plus de minutes.',
      ],
    },
  },
};
