import { SMTPServer } from 'smtp-server';
import { describeWithDatabase, TestApp, uniqueEmail } from '../test/harness.js';
import type { Mailer, MailMessage } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

interface CapturedMessage {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function startCapture(): Promise<{ port: number; messages: CapturedMessage[]; close(): Promise<void> }> {
  const messages: CapturedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What a mail client shows: nodemailer wraps long lines as quoted-printable ("=" soft breaks). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Lets one test point the app at a broken mail server and back. */
class SwitchableMailer implements Mailer {
  readonly kind = 'smtp' as const;
  constructor(public target: Mailer) {}
  send(message: MailMessage): Promise<void> {
    return this.target.send(message);
  }
  close(): Promise<void> {
    return this.target.close();
  }
}

describeWithDatabase('e-mail through SMTP', () => {
  let capture: Awaited<ReturnType<typeof startCapture>>;
  const mailer = new SwitchableMailer(new SmtpMailer('smtp://127.0.0.1:1', 'unused@cclpractice.test'));

  beforeAll(async () => {
    capture = await startCapture();
    mailer.target = new SmtpMailer(`smtp://127.0.0.1:${capture.port}`, 'CCL Practice <codes@cclpractice.test>');
  });
  afterAll(async () => capture?.close());

  const t = new TestApp({ mailer: () => mailer });

  it('sends the code e-mail over SMTP, and the code from it signs the user up', async () => {
    const email = uniqueEmail();
    const sent = await t.post('/api/send-verification-code', { name: 'Sam', email, fromLogin: false, status: 'singup' });
    expect(sent.status).toBe(200);

    const message = capture.messages.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('codes@cclpractice.test');
    expect(message!.raw).toMatch(/^Subject: Your CCL Practice verification code\r?$/m);
    expect(message!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
    const text = decodeQuotedPrintable(message!.raw);
    const code = /Your CCL Practice verification code is (\d{6})\. It expires in 15 minutes\./.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // Nothing went to the development outbox.
    expect(await t.emailsTo(email)).toBe(0);

    const signup = await t.post('/api/signup', {
      name: 'Sam',
      email,
      password: 'smtp-password',
      password_confirmation: 'smtp-password',
      code,
    });
    expect(signup.status).toBe(201);
  });

  it('answers 503 when the mail server is down, without counting it against the resend limit', async () => {
    const email = uniqueEmail();
    const working = mailer.target;
    mailer.target = new SmtpMailer('smtp://127.0.0.1:1', 'CCL Practice <codes@cclpractice.test>');
    try {
      const failed = await t.post('/api/send-verification-code', { email, status: 'singup' });
      expect(failed).toMatchObject({
        status: 503,
        body: { message: 'We could not send the e-mail right now. Please try again in a few minutes.' },
      });
    } finally {
      mailer.target = working;
    }
    // No "please wait 60 seconds": the failed attempt left nothing behind.
    expect((await t.post('/api/send-verification-code', { email, status: 'singup' })).status).toBe(200);
    expect(capture.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
