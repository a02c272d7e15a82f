import type { CategoryName } from '@ccl/shared/domain';
import type { BankDialogue } from '../../content/schema.js';
import type { AiProvider, FindErrorsInput, FoundErrors, SpeechPriority, SynthesizedSpeech, Transcription } from '../provider.js';
import { analyseAnswerAudio } from './analyser.js';
import { synthesize } from './speech.js';

/**
 * The offline provider (AI_PROVIDER=offline, the default): no network, no model files. Dialogues
 * come from the curated content bank, speech from eSpeak NG in WebAssembly, and scoring from what
 * the audio itself shows (analyser.ts) — there is no offline speech recognition (NOTES.md "Audio"),
 * so transcription is unavailable and the feedback says accuracy was not assessed.
 */
export const OFFLINE_TRANSCRIPTION: Transcription = {
  ok: false,
  reason: 'unavailable',
  detail: 'The offline provider has no speech recognition: set AI_PROVIDER=openai to transcribe answers.',
};

/** The offline provider's scoring half: what the scoring jobs use. */
export const offlineScoring: Pick<AiProvider, 'transcribe' | 'findErrors'> = {
  transcribe: async () => OFFLINE_TRANSCRIPTION,
  findErrors: async (input: FindErrorsInput): Promise<FoundErrors> => analyseAnswerAudio(input),
};

export type DialogueSource = (language: string, category: CategoryName, options?: { avoidTitles?: string[] }) => Promise<BankDialogue>;

export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  /** `dialogues`: a new dialogue from the content bank (bank-dialogues.ts `bankDialogues(db)`). */
  constructor(private readonly dialogues: DialogueSource) {}

  generateDialogue(language: string, category: CategoryName, options?: { avoidTitles?: string[] }): Promise<BankDialogue> {
    return this.dialogues(language, category, options);
  }

  synthesize(text: string, language: string, options: { priority?: SpeechPriority } = {}): Promise<SynthesizedSpeech> {
    return synthesize(text, language, { priority: options.priority ?? 'background' });
  }

  transcribe(): Promise<Transcription> {
    return offlineScoring.transcribe(Buffer.alloc(0), '', '');
  }

  findErrors(input: FindErrorsInput): Promise<FoundErrors> {
    return offlineScoring.findErrors(input);
  }
}
