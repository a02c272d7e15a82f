import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { words } from '../content/script.js';
import { fixtureBank } from './content-fixture.js';

/**
 * A local stand-in for an OpenAI-compatible endpoint, over real HTTP, for the openai provider's
 * tests and the scoring benchmark: /v1/chat/completions (structured outputs for the dialogue and the
 * error ledger), /v1/audio/transcriptions (multipart) and /v1/audio/speech. By default it behaves like
 * a plausible model; tests script what it says and how it fails (status codes, timeouts, malformed
 * answers, dropped connections), and read back every request it received.
 */

export type FakePath = '/v1/chat/completions' | '/v1/audio/transcriptions' | '/v1/audio/speech';

export type FakeFailure =
  /** An HTTP error status; retryAfterMs is sent as `retry-after-ms` (the SDK honours it). */
  | { status: number; message?: string; retryAfterMs?: number }
  /** Never answer: the client's timeout has to end it. */
  | 'timeout'
  /** Close the connection without an answer. */
  | 'reset';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  /** JSON requests. */
  json?: Record<string, unknown>;
  /** Multipart requests: text fields, and the file's name, type and size. */
  fields?: Record<string, string>;
  file?: { name: string; type: string; size: number };
}

export interface TranscriptionRequest {
  model: string;
  language: string | undefined;
  file: { name: string; type: string; bytes: Buffer };
}

export interface ChatRequest {
  model: string;
  /** The json_schema name of the structured output asked for: 'dialogue' or 'error_ledger'. */
  schemaName: string | undefined;
  schema: Record<string, unknown> | undefined;
  messages: Array<{ role: string; content: string }>;
}

/** A chat answer: an object is sent as JSON content, a string as it is (to send broken JSON). */
export type ChatContent = Record<string, unknown> | string;

export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  /** What the next transcriptions say; by default the candidate said nothing recognisable. */
  transcribe: (request: TranscriptionRequest) => string = () => '';
  /** The error ledger for a chat request (schema 'error_ledger'); by default it compares words. */
  ledger: (request: ChatRequest) => ChatContent = compareWordsLedger;
  /** The dialogue for a chat request (schema 'dialogue'); by default one from the content bank. */
  dialogue: (request: ChatRequest) => Promise<ChatContent> = bankDialogue;
  /** Milliseconds an answer waits before it is sent, per path (the benchmark's stand-in for model latency). */
  latencyMs: Partial<Record<FakePath, number>> = {};

  private readonly failures = new Map<string, FakeFailure[]>();
  private readonly scripted = new Map<string, ChatContent[]>();
  private readonly hanging = new Set<http.ServerResponse>();

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOpenAiServer> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeOpenAiServer(server, `http://127.0.0.1:${port}/v1`);
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      void fake.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent)
          send(response, 500, { error: { message: `fake server: ${(error as Error).message}`, type: 'server_error' } });
      });
    });
    return fake;
  }

  /** The next `times` requests to `path` fail this way (then it answers normally again). */
  failNext(path: FakePath, failure: FakeFailure, times = 1): void {
    const list = this.failures.get(path) ?? [];
    for (let i = 0; i < times; i += 1) list.push(failure);
    this.failures.set(path, list);
  }

  /** The next chat answers for a schema ('dialogue' or 'error_ledger') are these, in order. */
  answerNext(schemaName: string, ...contents: ChatContent[]): void {
    this.scripted.set(schemaName, [...(this.scripted.get(schemaName) ?? []), ...contents]);
  }

  requestsTo(path: FakePath): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Forgets scripted failures, answers and recorded requests; back to the default behaviour. */
  reset(): void {
    this.requests.length = 0;
    this.failures.clear();
    this.scripted.clear();
    this.transcribe = () => '';
    this.ledger = compareWordsLedger;
    this.dialogue = bankDialogue;
    this.latencyMs = {};
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = await readBody(request);
    const urlPath = (request.url ?? '/').split('?')[0]!;
    const recorded: RecordedRequest = { path: urlPath, authorization: request.headers.authorization };
    this.requests.push(recorded);

    const failure = this.failures.get(urlPath)?.shift();
    if (failure === 'timeout') {
      this.hanging.add(response);
      response.on('close', () => this.hanging.delete(response));
      return;
    }
    if (failure === 'reset') {
      request.socket.destroy();
      return;
    }
    if (failure) {
      const headers: Record<string, string> = failure.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(failure.retryAfterMs) };
      send(
        response,
        failure.status,
        { error: { message: failure.message ?? `fake failure ${failure.status}`, type: 'fake_error' } },
        headers,
      );
      return;
    }
    const latency = this.latencyMs[urlPath as FakePath] ?? 0;
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));

    if (request.method === 'POST' && urlPath === '/v1/chat/completions')
      return this.chat(JSON.parse(body.toString('utf8')), recorded, response);
    if (request.method === 'POST' && urlPath === '/v1/audio/transcriptions') return this.transcription(request, body, recorded, response);
    if (request.method === 'POST' && urlPath === '/v1/audio/speech')
      return this.speech(JSON.parse(body.toString('utf8')), recorded, response);
    send(response, 404, { error: { message: `fake server: no route ${request.method} ${urlPath}`, type: 'invalid_request_error' } });
  }

  private async chat(json: Record<string, unknown>, recorded: RecordedRequest, response: http.ServerResponse): Promise<void> {
    recorded.json = json;
    const format = json.response_format as { json_schema?: { name?: string; schema?: Record<string, unknown> } } | undefined;
    const chat: ChatRequest = {
      model: String(json.model),
      schemaName: format?.json_schema?.name,
      schema: format?.json_schema?.schema,
      messages: (json.messages as Array<{ role: string; content: string }>) ?? [],
    };
    const scripted = chat.schemaName ? this.scripted.get(chat.schemaName)?.shift() : undefined;
    const content =
      scripted ??
      (chat.schemaName === 'dialogue'
        ? await this.dialogue(chat)
        : chat.schemaName === 'error_ledger'
          ? this.ledger(chat)
          : 'fake server: no schema asked for');
    send(response, 200, {
      id: `chatcmpl-fake-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: chat.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
    });
  }

  private async transcription(
    request: http.IncomingMessage,
    body: Buffer,
    recorded: RecordedRequest,
    response: http.ServerResponse,
  ): Promise<void> {
    const form = await new Response(body, { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    const fields: Record<string, string> = {};
    let file: TranscriptionRequest['file'] | undefined;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    recorded.fields = fields;
    if (file) recorded.file = { name: file.name, type: file.type, size: file.bytes.length };
    if (!file || !fields.model) {
      send(response, 400, { error: { message: "fake server: 'file' and 'model' are required", type: 'invalid_request_error' } });
      return;
    }
    send(response, 200, { text: this.transcribe({ model: fields.model, language: fields.language, file }) });
  }

  private speech(json: Record<string, unknown>, recorded: RecordedRequest, response: http.ServerResponse): void {
    recorded.json = json;
    if (json.response_format !== 'wav') {
      send(response, 400, { error: { message: 'fake server: only response_format "wav" is implemented', type: 'invalid_request_error' } });
      return;
    }
    const wav = speechLikeWav(String(json.input ?? ''));
    response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': wav.length });
    response.end(wav);
  }
}

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * 24 kHz 16-bit mono WAV, as /audio/speech gives it: syllable-like bursts of a voiced tone, about
 * 70 ms of audio per character, so longer texts make longer speech.
 */
export function speechLikeWav(text: string): Buffer {
  const rate = 24_000;
  const seconds = Math.min(30, Math.max(0.5, text.length * 0.07));
  const count = Math.round(rate * seconds);
  const data = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i += 1) {
    const t = i / rate;
    const syllable = Math.max(0, Math.sin(Math.PI * 4 * t));
    const voice = Math.sin(2 * Math.PI * 140 * t) * 0.6 + Math.sin(2 * Math.PI * 280 * t) * 0.3 + Math.sin(2 * Math.PI * 420 * t) * 0.1;
    data.writeInt16LE(Math.round(voice * syllable * 0.5 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The ledger question our provider sends: the JSON of its user message. */
export function ledgerQuestion(request: ChatRequest): {
  reference: string;
  transcript: string;
  targetLanguage: string;
  source: string;
  keyUnits: Array<{ kind: string; text: string }>;
} {
  // The first user message: later ones are our corrections after a broken answer.
  const first = request.messages.find((m) => m.role === 'user');
  const question = JSON.parse(first?.content ?? '{}') as Record<string, string> & { key_units?: Array<{ kind: string; text: string }> };
  return {
    keyUnits: question.key_units ?? [],
    reference: question.reference_interpretation ?? '',
    transcript: question.candidate_transcript ?? '',
    targetLanguage: question.target_language ?? 'English',
    source: question.source ?? '',
  };
}

/**
 * A stand-in examiner that can be reasoned about in tests, holding itself to the evidence rule: each
 * key unit with a word missing from the transcript is one major omission naming the unit; a
 * transcript with many words the reference lacks has an insertion quoting the first of them.
 */
export function compareWordsLedger(request: ChatRequest): ChatContent {
  const { reference, transcript, targetLanguage, keyUnits } = ledgerQuestion(request);
  const expected = words(reference, targetLanguage);
  const said = words(transcript, targetLanguage);
  const saidSet = new Set(said.map((w) => w.toLowerCase()));
  const expectedSet = new Set(expected.map((w) => w.toLowerCase()));
  const extra = said.filter((w) => !expectedSet.has(w.toLowerCase()));
  const errors: Array<Record<string, unknown>> = [];
  for (const unit of keyUnits) {
    if (words(unit.text, targetLanguage).every((w) => saidSet.has(w.toLowerCase()))) continue;
    errors.push({
      category: 'omission',
      severity: 'major',
      words: unit.text,
      explanation: `You left out the ${unit.kind} “${unit.text}”.`,
    });
  }
  if (extra.length / Math.max(1, expected.length) > 0.2) {
    errors.push({
      category: 'insertion',
      severity: 'minor',
      words: extra[0],
      explanation: 'You added words that were not in the message.',
    });
  }
  return {
    errors,
    summary: errors.length ? 'Some of the message was not interpreted faithfully.' : 'An accurate and complete interpretation.',
  };
}

/** The dialogue language asked for: the second value of the turn language enum in the schema. */
function askedLanguage(request: ChatRequest): string {
  const turns = (request.schema?.properties as Record<string, { items?: { properties?: { language?: { enum?: string[] } } } }> | undefined)
    ?.turns;
  return turns?.items?.properties?.language?.enum?.[1] ?? 'Hindi';
}

let bankCounter = 0;
/** A valid dialogue of the asked language from the fixture bank (test/content-fixture.ts), under a fresh title. */
export async function bankDialogue(request: ChatRequest): Promise<ChatContent> {
  const language = askedLanguage(request);
  const file = fixtureBank([language]).dialogues[0]!;
  bankCounter += 1;
  const source = file.dialogues[bankCounter % file.dialogues.length]!;
  return { title: `${source.title} (take ${bankCounter})`.slice(0, 90), description: source.description, turns: source.turns };
}
