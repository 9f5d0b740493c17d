// Sending one SMS. The real client calls Twilio's Messages API; the simulator keeps the message
// for the dev outbox and refuses the numbers Twilio refuses. Both throw ProviderError on failure.
export interface SmsMessage {
  /** E.164, e.g. +15145550100. */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly mode: 'twilio' | 'simulated';
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}
