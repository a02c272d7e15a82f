import { checkDialogue } from '../../content/validate.js';
import { fixtureBank } from '../../test/content-fixture.js';
import { AiError, AiOutputError } from '../errors.js';
import type { AudioFacts, FindErrorsInput } from '../provider.js';
import { FakeOpenAiServer, speechLikeWav } from '../../test/fake-openai-server.js';
import { OpenAiProvider, TRANSCRIPTION_FAILED_SUMMARY, type OpenAiSettings } from './provider.js';

const EXPECTED = 'मुझे तीन दिन से सिर में दर्द है और बुखार भी है।';
const SOURCE = 'I have had a headache for three days and I also have a fever.';
const UNITS = [
  { kind: 'number', text: 'तीन दिन से' },
  { kind: 'term', text: 'बुखार' },
  { kind: 'term', text: 'सिर में दर्द' },
];

const speaking: AudioFacts = { durationMs: 9_000, onsetMs: 1_000, speechMs: 6_000, longPausesMs: [], silent: false };

function ledgerInput(transcript: FindErrorsInput['transcript'], audio: AudioFacts = speaking): FindErrorsInput {
  return { expected: EXPECTED, targetLanguage: 'Hindi', source: SOURCE, sourceLanguage: 'English', transcript, audio, keyUnits: UNITS };
}

describe('the openai provider against an OpenAI-compatible server', () => {
  let fake: FakeOpenAiServer;
  let provider: OpenAiProvider;
  /** The same, with a short timeout for the tests of timeouts. */
  let impatient: OpenAiProvider;
  const compressed: Uint8Array[] = [];
  let settings: OpenAiSettings;

  beforeAll(async () => {
    fake = await FakeOpenAiServer.start();
    settings = {
      baseUrl: fake.url,
      apiKey: 'test-key',
      chatModel: 'chat-model-x',
      transcribeModel: 'transcribe-model-x',
      ttsModel: 'tts-model-x',
      ttsVoice: 'voice-x',
      // Generous: the first request of each kind is slow under jest; the timeout tests use their own.
      timeoutMs: 3_000,
      maxRetries: 1,
      outputAttempts: 3,
    };
    const compress = async (audio: Uint8Array) => {
      compressed.push(audio);
      return { audio: new Uint8Array([0x4f, 0x67, 0x67, 0x53]), durationMs: 1234 };
    };
    provider = new OpenAiProvider(settings, compress);
    impatient = new OpenAiProvider({ ...settings, timeoutMs: 300 }, compress);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    compressed.length = 0;
  });

  describe('transcription', () => {
    it('sends the answer with the model and the language as an ISO code, and returns the text', async () => {
      fake.transcribe = ({ language }) => (language === 'hi' ? '  मुझे सिर में दर्द है  ' : 'wrong language');
      const audio = Buffer.from('OggS fake recording');
      const result = await provider.transcribe(audio, 'audio/ogg', 'Hindi');
      expect(result).toEqual({ ok: true, text: 'मुझे सिर में दर्द है' });
      const [request] = fake.requestsTo('/v1/audio/transcriptions');
      expect(request!.authorization).toBe('Bearer test-key');
      expect(request!.fields).toMatchObject({ model: 'transcribe-model-x', language: 'hi', response_format: 'json' });
      expect(request!.file).toEqual({ name: 'answer.ogg', type: 'audio/ogg', size: audio.length });
    });

    it('names Filipino as Tagalog and English as en', async () => {
      await provider.transcribe(Buffer.from('x'), 'audio/ogg', 'Filipino');
      await provider.transcribe(Buffer.from('x'), 'audio/ogg', 'English');
      expect(fake.requestsTo('/v1/audio/transcriptions').map((r) => r.fields!.language)).toEqual(['tl', 'en']);
    });

    it('rides out a 429 with the SDK’s backoff', async () => {
      fake.failNext('/v1/audio/transcriptions', { status: 429, retryAfterMs: 20 });
      fake.transcribe = () => 'hello';
      expect(await provider.transcribe(Buffer.from('x'), 'audio/ogg', 'English')).toEqual({ ok: true, text: 'hello' });
      expect(fake.requestsTo('/v1/audio/transcriptions')).toHaveLength(2);
    });

    it('reports a server that keeps failing as a failure worth retrying later, never throws', async () => {
      fake.failNext('/v1/audio/transcriptions', { status: 503, retryAfterMs: 10 }, 2);
      const result = await provider.transcribe(Buffer.from('x'), 'audio/ogg', 'English');
      expect(result).toEqual({ ok: false, reason: 'failed', detail: 'Transcription: the AI service failed (HTTP 503).', retryable: true });
      expect(fake.requestsTo('/v1/audio/transcriptions')).toHaveLength(2);
    });

    it('reports a timeout, after the SDK’s own retry', async () => {
      fake.failNext('/v1/audio/transcriptions', 'timeout', 2);
      const result = await impatient.transcribe(Buffer.from('x'), 'audio/ogg', 'English');
      expect(result).toMatchObject({
        ok: false,
        reason: 'failed',
        detail: 'Transcription: the AI service did not answer in time.',
        retryable: true,
      });
      expect(fake.requestsTo('/v1/audio/transcriptions')).toHaveLength(2);
    });

    it('reports a dropped connection as retryable', async () => {
      fake.failNext('/v1/audio/transcriptions', 'reset', 2);
      expect(await provider.transcribe(Buffer.from('x'), 'audio/ogg', 'English')).toMatchObject({
        ok: false,
        retryable: true,
        detail: 'Transcription: the AI service could not be reached.',
      });
    });

    it('does not retry what the server refuses (a 400, a bad key)', async () => {
      fake.failNext('/v1/audio/transcriptions', { status: 400, message: 'Invalid file format.' });
      expect(await provider.transcribe(Buffer.from('x'), 'audio/ogg', 'English')).toMatchObject({
        ok: false,
        retryable: false,
        detail: expect.stringContaining('HTTP 400'),
      });
      fake.failNext('/v1/audio/transcriptions', { status: 401 });
      expect(await provider.transcribe(Buffer.from('x'), 'audio/ogg', 'English')).toMatchObject({
        ok: false,
        retryable: false,
        detail: expect.stringContaining('AI_API_KEY'),
      });
      expect(fake.requestsTo('/v1/audio/transcriptions')).toHaveLength(2);
    });
  });

  describe('the error ledger', () => {
    it('asks with a strict JSON schema limited to what a transcript shows, and prices nothing', async () => {
      const result = await provider.findErrors(ledgerInput({ ok: true, text: 'मुझे सिर में दर्द है।' }));
      const [request] = fake.requestsTo('/v1/chat/completions');
      const format = request!.json!.response_format as {
        type: string;
        json_schema: {
          name: string;
          strict: boolean;
          schema: { properties: { errors: { items: { properties: Record<string, { enum?: string[] }> } } } };
        };
      };
      expect(request!.json!.model).toBe('chat-model-x');
      expect(format.type).toBe('json_schema');
      expect(format.json_schema.name).toBe('error_ledger');
      expect(format.json_schema.strict).toBe(true);
      const item = format.json_schema.schema.properties.errors.items.properties;
      expect(item.category!.enum).not.toContain('late_start');
      expect(item.category!.enum).not.toContain('no_answer');
      expect(Object.keys(item)).not.toContain('points');

      // The model is given the key units; the fake examiner names the ones the transcript leaves out.
      const question = JSON.parse((request!.json!.messages as Array<{ content: string }>)[1]!.content) as { key_units: unknown };
      expect(question.key_units).toEqual(UNITS);
      expect(result.accuracyAssessed).toBe(true);
      expect(result.errors).toEqual([
        expect.objectContaining({ category: 'omission', severity: 'major', words: 'तीन दिन से' }),
        expect.objectContaining({ category: 'omission', severity: 'major', words: 'बुखार' }),
      ]);
      expect(result.dropped).toBeUndefined();
      expect(result.summary).toBe('Some of the message was not interpreted faithfully.');
    });

    it('asks again once when a deduction quotes words the candidate did not say, then drops it and reports why', async () => {
      const invented = {
        errors: [
          { category: 'distortion', severity: 'major', words: 'चार दिन', explanation: 'You said four days.' },
          { category: 'omission', severity: 'major', words: 'बुखार', explanation: 'You left out the fever.' },
        ],
        summary: 'Mostly accurate.',
      };
      fake.answerNext('error_ledger', invented, invented);
      const result = await provider.findErrors(ledgerInput({ ok: true, text: 'मुझे तीन दिन से सिर में दर्द है।' }));
      expect(result.errors).toEqual([expect.objectContaining({ category: 'omission', words: 'बुखार' })]);
      expect(result.dropped).toEqual([
        {
          error: expect.objectContaining({ category: 'distortion', words: 'चार दिन' }),
          reason: expect.stringMatching(/is not in the candidate's transcript/),
        },
      ]);
      const requests = fake.requestsTo('/v1/chat/completions');
      expect(requests).toHaveLength(2);
      const retry = requests[1]!.json!.messages as Array<{ role: string; content: string }>;
      expect(retry.at(-1)!.content).toMatch(/distortion "चार दिन": "चार दिन" is not in the candidate's transcript/);
    });

    it('keeps what the model supports when asked again, and rejects an omission of a unit the turn does not have', async () => {
      fake.answerNext(
        'error_ledger',
        { errors: [{ category: 'omission', severity: 'major', words: 'the appointment', explanation: 'Left out.' }], summary: 'x' },
        { errors: [{ category: 'omission', severity: 'major', words: 'बुखार', explanation: 'You left out the fever.' }], summary: 'y' },
      );
      const result = await provider.findErrors(ledgerInput({ ok: true, text: 'मुझे तीन दिन से सिर में दर्द है।' }));
      expect(result.errors).toEqual([expect.objectContaining({ category: 'omission', words: 'बुखार' })]);
      expect(result.dropped).toBeUndefined();
      const retry = fake.requestsTo('/v1/chat/completions')[1]!.json!.messages as Array<{ content: string }>;
      expect(retry.at(-1)!.content).toMatch(/an omission must name one of key_units exactly/);
    });

    it('adds the timing errors the audio shows to what the model found', async () => {
      const result = await provider.findErrors(
        ledgerInput({ ok: true, text: EXPECTED }, { ...speaking, onsetMs: 7_000, longPausesMs: [3_000] }),
      );
      expect(result.errors.map((e) => e.category)).toEqual(['late_start', 'long_pause']);
    });

    it('asks nothing when there was no answer', async () => {
      const result = await provider.findErrors(
        ledgerInput({ ok: true, text: '' }, { durationMs: 20_000, onsetMs: null, speechMs: 0, longPausesMs: [], silent: true }),
      );
      expect(result.errors.map((e) => e.category)).toEqual(['no_answer']);
      expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(0);
    });

    it('judges the audio alone when the transcription failed, and says so', async () => {
      const result = await provider.findErrors(
        ledgerInput(
          { ok: false, reason: 'failed', detail: 'Transcription: the AI service failed (HTTP 503).' },
          { ...speaking, speechMs: 800 },
        ),
      );
      expect(result.accuracyAssessed).toBe(false);
      expect(result.errors.map((e) => e.category)).toEqual(['omission']);
      expect(result.summary).toContain(TRANSCRIPTION_FAILED_SUMMARY);
      expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(0);
    });

    it('asks again when the answer is not JSON, telling the model why', async () => {
      fake.answerNext('error_ledger', '{"errors": [ {"category": "omission", ');
      const result = await provider.findErrors(ledgerInput({ ok: true, text: EXPECTED }));
      expect(result.errors).toEqual([]);
      const requests = fake.requestsTo('/v1/chat/completions');
      expect(requests).toHaveLength(2);
      const retry = requests[1]!.json!.messages as Array<{ role: string; content: string }>;
      expect(retry.at(-1)!.content).toMatch(/not valid JSON/);
      expect(retry.at(-2)!.role).toBe('assistant');
    });

    it('refuses categories and severities outside the fixed lists, and fails clearly when the model insists', async () => {
      const bad = { errors: [{ category: 'late_start', severity: 'terrible', words: null, explanation: 'Late.' }], summary: 'x' };
      fake.answerNext('error_ledger', bad, bad, bad);
      const failure = await provider.findErrors(ledgerInput({ ok: true, text: EXPECTED })).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AiOutputError);
      expect((failure as AiOutputError).message).toMatch(/^Scoring: the model's answer broke the rules 3 times/);
      expect((failure as AiOutputError).problems.join(' ')).toMatch(/errors\.0\.category/);
      expect((failure as AiOutputError).problems.join(' ')).toMatch(/errors\.0\.severity/);
      expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(3);
    });

    it('fails with a transient AiError when the endpoint times out', async () => {
      fake.failNext('/v1/chat/completions', 'timeout', 2);
      const failure = await impatient.findErrors(ledgerInput({ ok: true, text: EXPECTED })).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AiError);
      expect(failure).toMatchObject({ transient: true, message: 'Scoring: the AI service did not answer in time.' });
    });

    it('fails with a transient AiError on 429s that do not stop', async () => {
      fake.failNext('/v1/chat/completions', { status: 429, retryAfterMs: 10 }, 2);
      const failure = await provider.findErrors(ledgerInput({ ok: true, text: EXPECTED })).catch((e: unknown) => e);
      expect(failure).toMatchObject({ transient: true, message: 'Scoring: the AI service is limiting requests (HTTP 429).' });
    });
  });

  describe('dialogue generation', () => {
    it('returns a dialogue that passes the content bank’s validator, with our key and category', async () => {
      const dialogue = await provider.generateDialogue('Hindi', 'Health', { avoidTitles: ['A visit to the GP'] });
      expect(checkDialogue(dialogue, 'Hindi', 'generated')).toEqual([]);
      expect(dialogue.category).toBe('Health');
      expect(dialogue.key).toMatch(/^hindi-generated-[0-9a-f]{8}$/);
      const [request] = fake.requestsTo('/v1/chat/completions');
      const format = request!.json!.response_format as { json_schema: { name: string; strict: boolean } };
      expect(format.json_schema).toMatchObject({ name: 'dialogue', strict: true });
      const messages = request!.json!.messages as Array<{ content: string }>;
      expect(messages[0]!.content).toMatch(/Devanagari/);
      expect(messages[1]!.content).toMatch(/A visit to the GP/);
    });

    it('asks again with the validator’s problems when a dialogue breaks the rules', async () => {
      const source = fixtureBank(['Hindi']).dialogues[0]!.dialogues[0]!;
      // Hindi turns in Latin letters: the mistake models make.
      const latin = {
        title: 'At the clinic',
        description: source.description,
        turns: source.turns.map((t) => (t.language === 'Hindi' ? { ...t, text: 'mujhe sir mein dard hai aur bukhar bhi hai' } : t)),
      };
      fake.answerNext('dialogue', latin);
      const dialogue = await provider.generateDialogue('Hindi', 'Health');
      expect(checkDialogue(dialogue, 'Hindi', 'generated')).toEqual([]);
      const requests = fake.requestsTo('/v1/chat/completions');
      expect(requests).toHaveLength(2);
      const feedback = (requests[1]!.json!.messages as Array<{ content: string }>).at(-1)!.content;
      expect(feedback).toMatch(/turns\[1\]\.text: is not written in Devanagari script/);
    });

    it('refuses a title already taken', async () => {
      const source = fixtureBank(['Hindi']).dialogues[0]!.dialogues[1]!;
      fake.answerNext('dialogue', { title: source.title, description: source.description, turns: source.turns });
      await provider.generateDialogue('Hindi', 'Health', { avoidTitles: [source.title] });
      const feedback = (fake.requestsTo('/v1/chat/completions')[1]!.json!.messages as Array<{ content: string }>).at(-1)!.content;
      expect(feedback).toContain('is already used');
    });

    it('reports a model that never gets it right, and returns nothing half-valid', async () => {
      const short = {
        title: 'Short',
        description: 'Too short.',
        turns: [{ role: 'Doctor', language: 'English', text: 'Hello there.', interpretation: 'नमस्ते।' }],
      };
      fake.answerNext('dialogue', short, 'not json at all', short);
      const failure = await provider.generateDialogue('Hindi', 'Health').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AiOutputError);
      expect((failure as AiOutputError).message).toMatch(
        /^Dialogue generation: the model's answer broke the rules 3 times \(dialogue › turns: has 1 speaker turns/,
      );
      expect(fake.requestsTo('/v1/chat/completions')).toHaveLength(3);
    });

    it('fails clearly when the endpoint is down', async () => {
      fake.failNext('/v1/chat/completions', { status: 500, retryAfterMs: 10 }, 2);
      await expect(provider.generateDialogue('Hindi', 'Health')).rejects.toMatchObject({
        message: 'Dialogue generation: the AI service failed (HTTP 500).',
        transient: true,
      });
    });
  });

  describe('speech', () => {
    it('asks for WAV with the configured model and voice, and keeps the compressed Ogg Opus', async () => {
      const speech = await provider.synthesize('Good morning, how can I help you?', 'English');
      expect(fake.requestsTo('/v1/audio/speech')[0]!.json).toMatchObject({
        model: 'tts-model-x',
        voice: 'voice-x',
        input: 'Good morning, how can I help you?',
        response_format: 'wav',
      });
      expect(Buffer.from(compressed[0]!).subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(compressed[0]!.length).toBe(speechLikeWav('Good morning, how can I help you?').length);
      expect(speech).toEqual({ audio: Buffer.from('OggS'), contentType: 'audio/ogg', extension: 'ogg', durationMs: 1234 });
    });

    it('fails with a clear AiError when the endpoint fails', async () => {
      fake.failNext('/v1/audio/speech', { status: 400, message: 'Unknown voice.' });
      await expect(provider.synthesize('Hello', 'English')).rejects.toMatchObject({
        message: expect.stringMatching(/^Speech synthesis \(English\): the AI service rejected the request \(HTTP 400/),
        transient: false,
      });
    });
  });
});
