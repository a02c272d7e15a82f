import OpenAI, { toFile } from 'openai';
import type { CategoryName } from '@ccl/shared/domain';
import type { BankDialogue } from '../../content/schema.js';
import { describeAiFailure } from '../errors.js';
import { analyseAnswerAudio, deliveryErrors, describeAudio, isNoAnswer, noAnswerError } from '../offline/analyser.js';
import type { AiProvider, FindErrorsInput, FoundErrors, SpeechPriority, SynthesizedSpeech, Transcription } from '../provider.js';
import { dialogueTask } from './dialogue-generation.js';
import { checkEvidence, evidenceFollowUp, ledgerTask } from './error-ledger.js';
import { transcriptionLanguage } from './language-codes.js';
import { askForJson } from './structured.js';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  chatModel: string;
  transcribeModel: string;
  ttsModel: string;
  ttsVoice: string;
  /** One HTTP request; the SDK retries timeouts, 429s and 5xx `maxRetries` times with backoff. */
  timeoutMs: number;
  maxRetries: number;
  /** Questions asked in all when the model's JSON breaks the schema or our rules. */
  outputAttempts: number;
}

/**
 * Makes the endpoint's speech compact for storage: whatever audio it returns (we ask for WAV, which
 * every compatible server offers) becomes Ogg Opus ≤ 32 kbps — the endpoint itself lets no one choose
 * a bitrate. Provided by the audio thread (audio/worker).
 */
export type CompressSpeech = (audio: Uint8Array, priority: SpeechPriority) => Promise<{ audio: Uint8Array; durationMs: number }>;

export const TRANSCRIPTION_FAILED_SUMMARY =
  'Your answer could not be transcribed, so accuracy and language quality were not assessed; only what the audio shows was judged. Please try this dialogue again.';

/**
 * fetch, with its failures as Errors of this realm. The SDK tells a timeout from other connection
 * failures by `instanceof Error` and the name 'AbortError'; an error object from another realm
 * (Node's own fetch seen from a vm context, as under jest) would lose its name on the way.
 */
const fetchWithNamedErrors: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof Error) throw error;
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    const copy = new Error(typeof message === 'string' ? message : String(error), { cause: error });
    if (typeof name === 'string') copy.name = name;
    throw copy;
  }
};

function mean(values: number[]): number | undefined {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : undefined;
}

/** The mean log-probability a transcription answer reports: of its tokens, else of its segments; undefined when none. */
export function meanLogprobOf(answer: unknown): number | undefined {
  const { logprobs, segments } = (answer ?? {}) as { logprobs?: unknown; segments?: unknown };
  const numbers = (list: unknown, key: string) =>
    Array.isArray(list)
      ? list.map((item) => (item as Record<string, unknown>)?.[key]).filter((v): v is number => typeof v === 'number')
      : [];
  return mean(numbers(logprobs, 'logprob')) ?? mean(numbers(segments, 'avg_logprob'));
}

function uploadName(contentType: string): string {
  if (contentType.includes('webm')) return 'answer.webm';
  if (contentType.includes('mp4')) return 'answer.mp4';
  if (contentType.includes('wav')) return 'answer.wav';
  if (contentType.includes('mpeg')) return 'answer.mp3';
  return 'answer.ogg';
}

/**
 * Any OpenAI-compatible endpoint (OpenAI itself, or a self-hosted server speaking the same API)
 * through the official SDK: chat completions with strict JSON schemas for dialogues and the error
 * ledger, /audio/transcriptions with the language given, /audio/speech for speaker audio.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly compressSpeech: CompressSpeech,
  ) {
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      timeout: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      fetch: fetchWithNamedErrors,
    });
  }

  /** A dialogue that passed the content bank's validator, or an AiError saying why there is none. */
  async generateDialogue(language: string, category: CategoryName, options: { avoidTitles?: string[] } = {}): Promise<BankDialogue> {
    return askForJson(
      this.client,
      this.settings.chatModel,
      dialogueTask(language, category, options.avoidTitles ?? [], this.settings.outputAttempts),
    );
  }

  async synthesize(text: string, language: string, options: { priority?: SpeechPriority } = {}): Promise<SynthesizedSpeech> {
    let wav: Uint8Array;
    try {
      const response = await this.client.audio.speech.create({
        model: this.settings.ttsModel,
        voice: this.settings.ttsVoice,
        input: text,
        response_format: 'wav',
      });
      wav = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw describeAiFailure(error, `Speech synthesis (${language})`);
    }
    const { audio, durationMs } = await this.compressSpeech(wav, options.priority ?? 'background');
    return { audio: Buffer.from(audio), contentType: 'audio/ogg', extension: 'ogg', durationMs };
  }

  /** Never throws: a failure is a Transcription saying so, and whether trying later may help. */
  async transcribe(audio: Buffer, contentType: string, language: string): Promise<Transcription> {
    try {
      const file = await toFile(audio, uploadName(contentType), { type: contentType });
      // Confidence where the model gives it: token log-probabilities (gpt-4o transcribe models, with
      // `include`), or each segment's avg_logprob in Whisper's verbose answer.
      const whisper = /whisper/i.test(this.settings.transcribeModel);
      const result: unknown = await this.client.audio.transcriptions.create({
        file,
        model: this.settings.transcribeModel,
        language: transcriptionLanguage(language),
        ...(whisper ? { response_format: 'verbose_json' as const } : { response_format: 'json' as const, include: ['logprobs' as const] }),
      });
      const text = (result as { text?: unknown } | null)?.text;
      if (typeof text !== 'string')
        return { ok: false, reason: 'failed', detail: 'Transcription: the AI service answered without a text.', retryable: true };
      const meanLogprob = meanLogprobOf(result);
      return { ok: true, text: text.trim(), ...(meanLogprob === undefined ? {} : { meanLogprob }) };
    } catch (error) {
      const failure = describeAiFailure(error, 'Transcription');
      return { ok: false, reason: 'failed', detail: failure.message, retryable: failure.transient };
    }
  }

  /**
   * Timing errors from the audio, accuracy and language errors from the transcript (the model).
   * Without a transcript it judges what the audio shows, and says so. Throws an AiError when the
   * model cannot be asked or keeps answering outside the schema.
   */
  async findErrors(input: FindErrorsInput): Promise<FoundErrors> {
    const { audio, transcript } = input;
    if (isNoAnswer(audio))
      return {
        errors: [noAnswerError(audio)],
        accuracyAssessed: transcript.ok,
        summary: describeAudio(audio, input.expected, input.targetLanguage),
      };
    if (!transcript.ok) {
      const fromAudio = analyseAnswerAudio(input);
      return { ...fromAudio, summary: `${describeAudio(audio, input.expected, input.targetLanguage)} ${TRANSCRIPTION_FAILED_SUMMARY}` };
    }
    const question = {
      source: input.source,
      sourceLanguage: input.sourceLanguage,
      expected: input.expected,
      targetLanguage: input.targetLanguage,
      transcript: transcript.text,
      keyUnits: input.keyUnits,
    };
    let ledger = await askForJson(this.client, this.settings.chatModel, ledgerTask(question, this.settings.outputAttempts));
    let evidence = checkEvidence(ledger.errors, transcript.text, input.keyUnits);
    if (evidence.rejected.length) {
      // Asked again once, told why; what still rests on nothing is dropped and reported.
      ledger = await askForJson(
        this.client,
        this.settings.chatModel,
        ledgerTask(question, this.settings.outputAttempts, evidenceFollowUp(ledger, evidence.rejected)),
      );
      evidence = checkEvidence(ledger.errors, transcript.text, input.keyUnits);
    }
    return {
      errors: [...evidence.kept, ...deliveryErrors(audio)],
      accuracyAssessed: true,
      summary: ledger.summary,
      ...(evidence.rejected.length ? { dropped: evidence.rejected } : {}),
    };
  }
}
