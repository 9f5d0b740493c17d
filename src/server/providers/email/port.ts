// Sending one email. The real client speaks SMTP (nodemailer); the simulator keeps the message
// for the dev outbox. Both throw ProviderError on failure.
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailSender {
  readonly mode: 'smtp' | 'simulated';
  send(message: EmailMessage): Promise<{ providerMessageId: string }>;
  /** Releases connections (SMTP pool); called when the app closes. */
  close(): Promise<void>;
}
