// Messages of the API's generic errors.
import type { Copy } from '../catalogue.ts';

export const errors: Copy['errors'] = {
  notFound: 'La ressource demandée est introuvable.',
  unauthenticated: 'Veuillez vous connecter pour continuer.',
  invalidRequest:
    'La demande n’est pas valide. Veuillez vérifier ce que vous avez saisi et réessayer.',
  payloadTooLarge: 'La demande est trop volumineuse.',
  tooManyRequests: 'Trop de demandes. Veuillez patienter un instant et réessayer.',
  invalidSignature: 'Cette demande a été refusée parce que sa signature n’est pas valide.',
  forbiddenOrigin: 'Cette demande a été refusée parce qu’elle ne provient pas de ce site.',
  serviceUnavailable: 'Le service est temporairement indisponible. Veuillez réessayer sous peu.',
  audioUnavailable:
    'Cette présentation ne peut pas être écoutée pour le moment. Veuillez réessayer plus tard.',
};
