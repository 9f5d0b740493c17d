// The account emails that carry one link: confirming the address, resetting the password, and
// the warning of a locked password sign-in. Their templates (messages.ts) share one shape, so one
// builder fills them, in the language of the texts it is given: the account's, or the request's
// for an address that has no account yet.
import type { Config } from '#server/config.ts';
import type { MessageContent } from '#server/features/outbox/service.ts';
import type { MessageCopy } from '#shared/copy/message-catalogue.ts';

type LinkEmailTemplate = MessageCopy['confirmEmail' | 'passwordResetEmail' | 'passwordLockedEmail'];

export function linkEmail(
  template: LinkEmailTemplate,
  config: Pick<Config, 'brandName' | 'supportEmail' | 'business'>,
  to: { email: string; name: string },
  url: string,
): MessageContent {
  const brand = config.brandName;
  const sender = { supportEmail: config.supportEmail, address: config.business.address };
  return {
    channel: 'email',
    to: to.email,
    subject: template.subject(brand),
    text: template.text(brand, to.name, url, sender),
    html: template.html(brand, to.name, url, sender),
  };
}

/**
 * To an account's owner at the first lock of a streak of wrong passwords (decision 029): what
 * happened, and the way to the forgotten-password form (no token: anyone may open it).
 */
export function passwordLockedEmail(
  texts: MessageCopy,
  config: Pick<Config, 'publicUrl' | 'brandName' | 'supportEmail' | 'business'>,
  to: { email: string; name: string },
): MessageContent {
  return linkEmail(texts.passwordLockedEmail, config, to, `${config.publicUrl}/login?forgot=1`);
}
