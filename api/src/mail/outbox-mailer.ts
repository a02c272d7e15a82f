import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { emailOutbox } from '../db/schema.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Development mail without a mail server: the message is written to the server log (so the code
 * can be read from the terminal) and kept in the email_outbox table (so tests and tools can read it).
 * Nothing leaves the machine.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(emailOutbox).values({ toAddress: message.to, subject: message.subject, text: message.text });
    this.log.info({ to: message.to, subject: message.subject }, `e-mail (not sent, SMTP_URL is unset):\n${message.text}`);
  }

  async close(): Promise<void> {}
}
