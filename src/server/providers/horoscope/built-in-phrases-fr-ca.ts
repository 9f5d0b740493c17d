// The phrase banks of the built-in daily horoscope in Canadian French: each entry translates the
// English entry at the same position (built-in-phrases.ts), so a French visitor reads the same
// reading as an English one on the same day. Same tone: warm, honest, no promised outcomes.
// Typography of the copy catalogue (fr-CA/index.ts): vouvoiement, ’, a non-breaking space before
// a colon and none before a semicolon; wording without gender where the reader's is unknown.
import type { PhraseBanks } from './built-in-phrases.ts';

export const frenchPhrases: PhraseBanks = {
  moods: [
    'La journée commence en douceur, et vous remarquerez peut-être un calme qui vous manquait ces derniers temps.',
    'Votre humeur est lumineuse et curieuse aujourd’hui, prête à savourer de petits plaisirs qui vous échappent d’habitude.',
    'Une humeur songeuse s’installe tôt et vous invite à ralentir pour écouter ce que vous ressentez vraiment.',
    'Vous débordez d’énergie ce matin\u00a0: dosez vos efforts et gardez-en pour la soirée.',
    'Vous vous sentirez peut-être un peu fébrile au début, mais cette fébrilité pourrait vous mener vers ce qui vous tient à cœur.',
    'Une confiance tranquille vous accompagne toute la journée, même quand les plans changent autour de vous.',
    'Aujourd’hui a des airs de page blanche\u00a0: les vieux soucis relâchent leur emprise, et vous avez de l’espace pour respirer.',
    'Prêtez attention à vos intuitions aujourd’hui; elles méritent d’être notées, puis pesées à tête reposée.',
    'Une douce nostalgie pourrait faire remonter de vieux souvenirs, et avec eux ce qu’ils vous ont appris.',
    'Vous êtes d’humeur généreuse aujourd’hui, et la bienveillance vous vient tout naturellement.',
    'Vous commencerez peut-être la journée avec bien des choses en tête; si vous les prenez une à la fois, tout restera gérable.',
    'Votre côté espiègle se manifeste aujourd’hui, et un brin d’humour fait toute la différence.',
    'La patience est votre force tranquille aujourd’hui\u00a0: vous laissez les choses suivre leur cours.',
    'Vous pourriez vous réveiller en voyant plus clairement ce qui compte le plus pour vous en ce moment.',
  ],
  elementNotes: {
    fire: [
      'Signe de feu, vous aurez peut-être envie d’agir sur-le-champ; une courte pause avant de vous lancer garde cette étincelle tournée vers ce que vous visez.',
      'Votre feu se traduit aujourd’hui par de l’enthousiasme, et votre entourage pourrait bien le trouver contagieux.',
      'Votre chaleur naturelle en fait une belle journée pour encourager quelqu’un qui aurait besoin d’un coup de pouce.',
    ],
    earth: [
      'Signe de terre, vous trouvez du réconfort dans la routine aujourd’hui, et les tâches simples et concrètes vous semblent particulièrement satisfaisantes.',
      'Votre nature stable et terre à terre vous aide à voir ce qui est réaliste et ce qui peut attendre.',
      'Un moment en plein air ou un travail manuel pourrait vous aider à retrouver votre ancrage et les idées claires.',
    ],
    air: [
      'Signe d’air, vous avez les idées qui fusent aujourd’hui; les noter vous aidera à distinguer les plus prometteuses de celles qui ne font que passer.',
      'La conversation nourrit votre esprit aérien aujourd’hui, et un bon échange d’idées pourrait vous remonter le moral.',
      'Votre curiosité risque de vous tirer dans plusieurs directions; choisir une ou deux pistes à suivre vous aidera à garder le cap.',
    ],
    water: [
      'Signe d’eau, vous captez aujourd’hui les émotions qui vous entourent; pensez aussi à prendre le pouls des vôtres.',
      'Votre sensibilité est un don aujourd’hui\u00a0: elle vous aide à lire entre les lignes avec compassion.',
      'Des moments tranquilles au bord de l’eau, ou simplement un long bain, pourraient vous aider à refaire le plein d’énergie.',
    ],
  },
  relationships: [
    'Dans vos relations, une conversation sincère peut dissiper un petit malentendu avant qu’il ne prenne de l’ampleur.',
    'Une personne proche de vous apprécierait peut-être un petit mot, simplement pour lui dire que vous pensez à elle.',
    'Écouter plus que vous ne parlez aujourd’hui pourrait vous révéler une facette d’un être cher que vous n’aviez pas remarquée.',
    'Si vous êtes célibataire, une conversation amicale avec une nouvelle personne peut être agréable en soi; rien ne presse.',
    'Un fou rire partagé avec un ami, une amie ou votre partenaire vous rappelle à quel point vous comptez les uns pour les autres.',
    'C’est une bonne journée pour poser une limite claire et bienveillante là où vous donnez plus que vous ne le pouvez.',
    'Une vieille amitié vous trotte peut-être dans la tête; reprendre contact pourrait être une belle surprise de part et d’autre.',
    'Les questions familiales demandent de la patience aujourd’hui; offrez aux autres la compréhension que vous souhaiteriez pour vous-même.',
    'En amour, les petits gestes en disent long aujourd’hui\u00a0: un merci ou un repas partagé peut compter davantage que de grands projets.',
    'Si quelqu’un vous fait un compliment sincère aujourd’hui, savourez-le au lieu de le balayer du revers de la main.',
  ],
  workAndMoney: [
    'Au travail, demandez-vous quelles tâches vous font vraiment avancer et lesquelles pourraient être simplifiées.',
    'Le moment est peut-être bien choisi pour revoir votre budget calmement, non pas pour juger vos choix passés, mais pour voir si vos dépenses reflètent vos priorités.',
    'Le point de vue d’un ou d’une collègue pourrait jeter un éclairage nouveau sur un problème que vous retournez dans tous les sens.',
    'Pensez à une compétence que vous aimeriez développer; même un petit premier pas mérite d’être souligné.',
    'Avant toute décision financière, prenez le temps de comparer vos options et, si l’enjeu le justifie, de consulter une personne qualifiée.',
    'Réfléchissez à ce qu’est pour vous une journée de travail satisfaisante, et voyez comment celle d’aujourd’hui se compare.',
    'Terminer une tâche qui traîne pourrait vous libérer plus d’énergie que d’en commencer trois nouvelles.',
    'Observez ce que vous dépensez pour des plaisirs passagers et ce qui vous apporte une valeur durable; les deux ont leur place.',
    'Les efforts constants ne sont pas toujours remarqués tout de suite, et ce n’est pas grave; prenez note de ce que vous avez accompli.',
    'Si une décision professionnelle vous semble floue, notez le pour et le contre, et laissez passer une nuit avant de trancher.',
  ],
  suggestions: [
    'Une douce suggestion\u00a0: faites une courte promenade et laissez vos pensées se déposer.',
    'Essayez de terminer la journée en notant trois choses qui se sont bien passées.',
    'Accordez-vous le droit de vous reposer ce soir, sans culpabilité.',
    'Chaque fois que la journée vous semble trop chargée, étirez-vous et prenez quelques respirations lentes.',
    'Réservez-vous dix minutes de calme pour une activité qui vous fait plaisir, juste pour vous.',
    'Rangez un petit coin de votre espace; une pièce en ordre aide souvent l’esprit à y voir clair.',
    'Faites jouer une musique que vous aimez et laissez-la donner le ton à votre soirée.',
    'Ce soir, plongez dans un bon livre ou un film que vous aimez, et laissez-vous décompresser.',
    'Traitez-vous aujourd’hui avec autant de bienveillance que vous en auriez pour une personne chère.',
    'Avant de vous coucher, fixez-vous une intention simple pour demain et laissez le reste attendre.',
  ],
};
