// /testimonials: short stories, first name and city only. Like the English ones, these are sample
// stories written for the launch, and the French page says so (a made-up story shown as a
// customer's words would mislead); before going live they must be replaced by real customers'
// words, used with their written consent, in both languages, and the lead and disclaimer with them.
import type { testimonials as english } from '../../en/content/testimonials.ts';

export const testimonials: typeof english = {
  description:
    'Des exemples de consultations de voyance par téléphone avec nos conseillers et conseillères d’expérience, tels qu’une personne de partout au Canada pourrait les vivre.',
  lead: 'Ces récits sont des exemples rédigés par notre équipe pour illustrer le déroulement d’une consultation\u00a0: ce ne sont pas des propos de clients réels. Les prénoms et les villes sont fictifs.',
  attribution: (name, city) => `${name}, ${city}`,
  readingLabel: (reading) => `Consultation\u00a0: ${reading}`,
  stories: [
    {
      name: 'Nathalie',
      city: 'Québec',
      reading: 'Tarot',
      quote:
        'J’ai appelé tard un soir, incapable de dormir à cause d’un déménagement que je repoussais sans cesse. Les cartes n’ont pas décidé à ma place, mais la consultation m’a aidée à voir ce que je voulais vraiment.',
    },
    {
      name: 'Daniel',
      city: 'Ottawa',
      reading: 'Carrière',
      quote:
        'J’hésitais entre deux offres d’emploi. Mon conseiller m’a posé de bonnes questions et ne m’a jamais dit quoi faire. Vingt minutes plus tard, je savais laquelle me convenait.',
    },
    {
      name: 'Priya',
      city: 'Toronto',
      reading: 'Amour et relations',
      quote:
        'Elle a senti à quel point j’étais fatiguée d’être toujours celle qui fait les premiers pas. C’était le petit coup de pouce dont j’avais besoin pour avoir une conversation franche avec la personne qui partage ma vie.',
    },
    {
      name: 'Marc',
      city: 'Sherbrooke',
      reading: 'Médiumnité',
      quote:
        'Après le décès de mon père, je voulais une dernière conversation. La médium a été douce et ne m’a jamais poussé à rappeler. J’ai raccroché le cœur plus léger.',
    },
    {
      name: 'Émilie',
      city: 'Gatineau',
      reading: 'Astrologie',
      quote:
        'La lecture de mon thème astral était détaillée et étonnamment terre à terre. J’aime que les minutes que je n’ai pas utilisées m’attendent encore pour la prochaine fois.',
    },
    {
      name: 'Sarah',
      city: 'Halifax',
      reading: 'Voyance',
      quote:
        'Appeler a été simple\u00a0: mon numéro a été reconnu, j’ai entré le poste et nous étions en communication. La consultation était chaleureuse et honnête, sans vente sous pression.',
    },
  ],
  disclaimer:
    'Ces exemples ne décrivent aucune consultation réelle. Chaque consultation est différente, et les consultations servent uniquement à vous guider et à vous divertir\u00a0: elles ne promettent aucun résultat.',
  callToAction: 'Trouver votre conseiller ou conseillère',
};
