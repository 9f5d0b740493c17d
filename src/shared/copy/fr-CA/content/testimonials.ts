// /testimonials: short customer stories, first name and city only. Like the English ones, these
// are sample stories written for the launch; before going live they must be replaced by real
// customers' words, used with their written consent, in both languages.
import type { testimonials as english } from '../../en/content/testimonials.ts';

export const testimonials: typeof english = {
  description:
    'Ce que des gens de partout au Canada disent de leurs consultations de voyance par téléphone avec nos conseillers et conseillères d’expérience.',
  lead: 'Ce que notre clientèle nous confie après une consultation. Pour protéger sa vie privée, nous ne publions qu’un prénom et une ville.',
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
    'Ce sont des expériences personnelles. Chaque consultation est différente, et les consultations servent uniquement à vous guider et à vous divertir\u00a0: elles ne promettent aucun résultat.',
  callToAction: 'Trouver votre conseiller ou conseillère',
};
