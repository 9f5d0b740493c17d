// The email simulator: accepts a message as an SMTP server would and keeps nothing itself (the
// outbox row is what the dev outbox shows). Like a real server, it refuses a recipient that
// cannot exist: no '@', or a domain under the reserved `invalid` TLD (RFC 2606), with a
// permanent 550 refusal.
import { ProviderError } from '../provider-error.ts';
import type { EmailMessage, EmailSender } from './port.ts';

function undeliverableReason(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return 'not an email address';
  const domain = address.slice(at + 1).toLowerCase();
  if (domain === 'invalid' || domain.endsWith('.invalid')) return 'domain does not exist';
  return null;
}

export function createSimulatedEmailSender(): EmailSender {
  let sent = 0;
  return {
    mode: 'simulated',
    async send(message: EmailMessage) {
      const reason = undeliverableReason(message.to.trim());
      if (reason) {
        throw new ProviderError(
          'smtp',
          `SMTP 550: 5.1.1 <${message.to}>: Recipient address rejected: ${reason}`,
          { retryable: false, code: 550 },
        );
      }
      sent += 1;
      return { providerMessageId: `sim-email-${sent}` };
    },
    async close() {},
  };
}
