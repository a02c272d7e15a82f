/** One e-mail: plain text is all the product sends (codes). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where e-mail goes: an SMTP server in production, the outbox table and the log in development. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
