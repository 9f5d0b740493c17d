// The SMS simulator: accepts what Twilio accepts and refuses what it refuses, including its
// magic test numbers (+15005550001 invalid, +15005550009 not SMS-capable, …), with the same
// ProviderError the real client throws. It keeps nothing: the outbox row is what the dev outbox
// shows.
import type { SmsMessage, SmsSender } from './port.ts';
import { checkMessageRequest, newMessageSid, providerErrorFromTwilio } from './twilio-rules.ts';

/** Twilio's test "From" number that passes every check. */
const simulatedFrom = '+15005550006';

export function createSimulatedSmsSender(options: { from?: string } = {}): SmsSender {
  const from = options.from ?? simulatedFrom;
  return {
    mode: 'simulated',
    async send(message: SmsMessage) {
      const refusal = checkMessageRequest({ to: message.to, from, body: message.text });
      if (refusal) throw providerErrorFromTwilio(refusal.status, refusal);
      return { providerMessageId: newMessageSid() };
    },
  };
}
