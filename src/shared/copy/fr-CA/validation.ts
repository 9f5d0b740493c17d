// Field validation messages.
import type { Copy } from '../catalogue.ts';

export const validation: Copy['validation'] = {
  emailRequired: 'L’adresse courriel est obligatoire.',
  emailInvalid: 'Veuillez entrer une adresse courriel valide.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 72 caractères.',
  resetPasswordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordsDontMatch: 'Les mots de passe ne correspondent pas.',
  phoneTooShort: 'Le numéro de téléphone doit contenir au moins 10 chiffres.',
  phoneDigitsOnly: 'Le numéro de téléphone doit contenir uniquement des chiffres.',
  phoneTooLong: 'Le numéro de téléphone ne doit pas dépasser 15 chiffres.',
  otpLength: 'Le code doit contenir 6 chiffres.',
  otpDigitsOnly: 'Le code doit contenir uniquement des chiffres.',
  /** Names customer.deletion.confirmationWord. */
  deleteConfirmation: 'Veuillez taper SUPPRIMER pour confirmer.',
};
