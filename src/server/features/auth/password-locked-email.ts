// The email to an account's owner at the first lock of a streak of wrong passwords (decision
// 029): what happened, and the way to the forgotten-password form (no token: anyone may open it).
import type { Config } from '#server/config.ts';
import type { MessageContent } from '#server/features/outbox/service.ts';
import type { MessageCopy } from '#shared/copy/message-catalogue.ts';

export function passwordLockedEmail(
  texts: MessageCopy,
  config: Pick<Config, 'publicUrl' | 'brandName' | 'supportEmail'>,
  email: string,
  name: string,
): MessageContent {
  const url = `${config.publicUrl}/login?forgot=1`;
  const m = texts.passwordLockedEmail;
  const { brandName: brand, supportEmail } = config;
  return {
    channel: 'email',
    to: email,
    subject: m.subject(brand),
    text: m.text(brand, name, url, supportEmail),
    html: m.html(brand, name, url, supportEmail),
  };
}
