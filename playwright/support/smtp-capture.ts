import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that accepts every message and appends it to a JSON-lines file, so tests
 * (in other processes) can read the codes the site e-mails.
 */
export async function startSmtpCapture(file: string): Promise<{ port: number; close: () => Promise<void> }> {
  writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() })}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface CapturedMail {
  to: string[];
  raw: string;
  at: number;
}

export function readMailbox(file: string): CapturedMail[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CapturedMail);
}
