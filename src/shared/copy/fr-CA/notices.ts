// Banners and dialogs shown over every page.
import type { Copy } from '../catalogue.ts';

export const notices: Copy['notices'] = {
  announcement: {
    gotIt: 'J’ai compris',
    remindLater: 'Me le rappeler plus tard',
    defaultTitle: 'Annonce',
    severity: {
      info: 'Information',
      warning: 'Avertissement',
      critical: 'Critique',
    },
  },
};
