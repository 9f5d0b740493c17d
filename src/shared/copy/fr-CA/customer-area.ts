// The words around the customer area's screens (/dashboard and /profile).
import { type AccountCopy } from '../account-catalogue.ts';
import { formatPercent } from './format.ts';

export const customerArea: AccountCopy['customerArea'] = {
  dashboard: {
    favourites: {
      title: 'Mes conseillers',
      empty:
        'Aucun conseiller gardé pour l’instant\u00a0: appuyez sur le cœur d’une fiche pour le retrouver ici.',
      browse: 'Trouver un conseiller',
    },
    welcome: (name: string) => `Bienvenue, ${name}.`,
    dismissError: 'Fermer ce message',
    accountHold: {
      heading: 'Votre compte est suspendu',
      body: 'Un litige de paiement est en cours sur l’un de vos achats. Tant qu’il n’est pas réglé, vous ne pouvez ni acheter de minutes ni appeler un conseiller ou une conseillère. Les minutes inutilisées de l’achat contesté ont été mises de côté; elles vous seront rendues si le litige se termine sans remboursement.',
      contact: 'Pour le régler, écrivez à notre service à la clientèle\u00a0:',
      heldBody:
        'Notre service à la clientèle a suspendu votre compte. Tant que la suspension n’est pas levée, vous ne pouvez ni acheter de minutes ni appeler un conseiller ou une conseillère; vous pouvez toutefois vous connecter et consulter votre compte.',
    },
    phoneNumbers: {
      heading: 'Numéros de téléphone',
      intro: 'Notre ligne vous reconnaît lorsque vous appelez de l’un de ces numéros.',
      none: 'Aucun numéro de téléphone pour le moment.',
      // "le 514 555-0101": a phone number takes the article in French.
      deleteNumber: (phone: string) => `Supprimer le ${phone}`,
      confirmDeleteTitle: 'Supprimer ce numéro de téléphone?',
      confirmDeleteBody: (phone: string) =>
        `Les appels faits à partir du ${phone} ne seront plus reconnus comme les vôtres.`,
      confirmDelete: 'Supprimer',
      keep: 'Le conserver',
      deleted: (phone: string) => `Le ${phone} a été retiré de votre compte.`,
      added: (phone: string) => `Le ${phone} a été ajouté à votre compte.`,
      addHeading: 'Ajouter un numéro de téléphone',
      addHint:
        'Chiffres seulement, par exemple 5145550101. Nous y enverrons un code à 6 chiffres par texto.',
      verifyAndAdd: 'Vérifier et ajouter',
    },
    creditBalance: {
      heading: 'Solde de minutes',
      neverExpire: 'Vos minutes n’expirent jamais.',
    },
    accountInfo: {
      heading: 'Renseignements sur le compte',
      name: 'Nom',
      memberSince: 'Membre depuis',
      totalPurchases: 'Total des achats',
    },
    promoCode: {
      code: 'Code',
      discount: (percent: number) => `${formatPercent(percent)} de rabais sur votre prochain achat`,
      validUntil: (date: string) => `Valable jusqu’au ${date}`,
      copyCode: 'Copier le code',
      useNow: 'L’utiliser maintenant',
    },
    purchaseHistory: {
      heading: 'Historique des achats',
      empty:
        'Aucun achat pour le moment. Vos achats et vos remises mensuelles en minutes s’afficheront ici.',
      noOrderId: 'Aucun',
    },
    usageHistory: {
      heading: 'Historique d’utilisation des minutes',
      empty:
        'Aucun appel pour le moment. Chaque appel et les minutes qu’il a utilisées s’afficheront ici.',
    },
    dataExport: {
      heading: 'Vos données',
      download: 'Télécharger mes données',
      description:
        'Un fichier JSON contenant tout ce que nous conservons à votre sujet\u00a0: votre profil, vos numéros de téléphone, vos achats, vos appels, vos coupons, vos consentements et les messages que nous vous avons envoyés.',
    },
    deletion: {
      heading: 'Supprimer votre compte',
      intro:
        'La suppression de votre compte ferme votre session, empêche notre ligne de reconnaître vos numéros de téléphone et efface vos minutes restantes. Cette action est irréversible.',
      dialogTitle: 'Supprimer votre compte?',
      dialogBody: [
        'Votre session sera fermée immédiatement et vous ne pourrez plus vous connecter.',
        'Vos numéros de téléphone ne seront plus reconnus lorsque vous appellerez, et vos minutes restantes seront perdues.',
        'Vos renseignements personnels sont anonymisés après 30 jours; les registres d’achats sont conservés comme l’exigent les lois fiscales.',
      ],
      fieldLabel: (word: string) => `Tapez ${word} pour confirmer`,
      confirm: 'Supprimer mon compte',
    },
    noPhoneNotice: {
      title: 'Ajoutez votre numéro de téléphone',
      body: [
        'Un numéro de téléphone vérifié permet à notre ligne de vous reconnaître lorsque vous appelez, pour que vous puissiez parler tout de suite à un conseiller ou à une conseillère.',
        'C’est aussi ce qui nous permet de suivre et de déduire les minutes que vous utilisez.',
      ],
      later: 'Plus tard',
    },
  },
  profile: {
    intro: 'Vos renseignements personnels et la façon dont nous pouvons vous joindre.',
    name: 'Nom',
    email: 'Adresse courriel',
    emailReadOnly: 'Votre adresse courriel ne peut pas être modifiée ici.',
    birthDate: 'Date de naissance',
    birthDateHint: 'Vous devez avoir 18 ans ou plus.',
    notProvided: 'Non précisé',
    emailNotifications: 'Avis par courriel',
    // The state of the notices, not of the person ("abonné" would have to agree with gender).
    subscribed: 'Activés',
    notSubscribed: 'Désactivés',
    updated: 'Votre profil a été mis à jour.',
    signIn: 'Se connecter',
  },
};
