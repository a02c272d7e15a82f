import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export function createMailer(config: Config['mail'], db: Database, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new OutboxMailer(db, log);
}
