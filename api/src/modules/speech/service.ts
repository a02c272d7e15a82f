import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AudioThreadClosedError, type AudioPriority } from '../../audio/worker/client.js';
import type { Database } from '../../db/database.js';
import { dialogues, dialogueSegments, vocabularyTerms } from '../../db/schema.js';
import type { Storage } from '../../storage/storage.js';
import { speechKey } from './keys.js';
import type { SpeechSynthesizer } from './synthesizer.js';

/** A segment as far as its speech goes. */
export interface SegmentSpeech {
  id: number;
  speakerLanguage: string;
  sourceText: string;
  audioPath: string | null;
  audioStatus: 'pending' | 'ready' | 'failed';
}

export type VocabularySide = 'english' | 'translated';

/** Descriptions are written in English (content bank), like the titles. */
const DESCRIPTION_LANGUAGE = 'English';

const segmentSpeechColumns = {
  id: dialogueSegments.id,
  speakerLanguage: dialogueSegments.speakerLanguage,
  sourceText: dialogueSegments.sourceText,
  audioPath: dialogueSegments.audioPath,
  audioStatus: dialogueSegments.audioStatus,
};

/**
 * Synthesised speech for dialogue segments, descriptions and vocabulary terms, kept in storage
 * under content-addressed keys (keys.ts). A segment is ready when its row says 'ready' and points
 * at the key of its current text, so a reseeded text is spoken again even if nobody reset it.
 */
export class SpeechService {
  /** Speech being made in this process, by key: a second request for it waits for the first. */
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(private readonly deps: { db: Database; storage: Storage; synthesizer: SpeechSynthesizer; log: FastifyBaseLogger }) {}

  keyFor(language: string, text: string): string {
    return speechKey(this.deps.synthesizer.tag, language, text, this.deps.synthesizer.extension);
  }

  isReady(segment: SegmentSpeech): boolean {
    return segment.audioStatus === 'ready' && segment.audioPath === this.keyFor(segment.speakerLanguage, segment.sourceText);
  }

  /** Stores the speech of `text` unless it already is; answers its key. */
  ensureSpeech(language: string, text: string, priority: AudioPriority): Promise<string> {
    const key = this.keyFor(language, text);
    const running = this.inFlight.get(key);
    if (running) return running;
    const making = (async () => {
      if (await this.deps.storage.stat(key)) return key;
      const speech = await this.deps.synthesizer.synthesize(text, language, priority);
      await this.deps.storage.put(key, speech.audio, speech.contentType);
      return key;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, making);
    return making;
  }

  /**
   * Makes one segment's speech and records it on the row ('ready'), or records 'failed' and
   * rethrows. The row is updated only if its text is still the one spoken.
   */
  async ensureSegmentSpeech(segment: SegmentSpeech, priority: AudioPriority): Promise<string> {
    const sameText = and(eq(dialogueSegments.id, segment.id), eq(dialogueSegments.sourceText, segment.sourceText));
    let key: string;
    try {
      key = await this.ensureSpeech(segment.speakerLanguage, segment.sourceText, priority);
    } catch (error) {
      // A shutdown is not the segment's failure: it stays as it was for the job's next try.
      if (!(error instanceof AudioThreadClosedError))
        await this.deps.db.update(dialogueSegments).set({ audioStatus: 'failed' }).where(sameText);
      throw error;
    }
    await this.deps.db.update(dialogueSegments).set({ audioPath: key, audioStatus: 'ready' }).where(sameText);
    return key;
  }

  /**
   * The speech job's work: every segment of the dialogue not ready yet (pending, failed, or spoken
   * from an older text), then the description. One failure does not stop the others; the counts
   * tell the job whether to try again.
   */
  async synthesizeDialogue(dialogueId: number, priority: AudioPriority = 'idle'): Promise<{ made: number; failed: number }> {
    const [dialogue] = await this.deps.db
      .select({ description: dialogues.description, descriptionAudioPath: dialogues.descriptionAudioPath })
      .from(dialogues)
      .where(eq(dialogues.id, dialogueId));
    if (!dialogue) return { made: 0, failed: 0 };
    const segments = await this.deps.db
      .select(segmentSpeechColumns)
      .from(dialogueSegments)
      .where(eq(dialogueSegments.dialogueId, dialogueId))
      .orderBy(asc(dialogueSegments.segmentOrder));

    let made = 0;
    let failed = 0;
    for (const segment of segments.filter((s) => !this.isReady(s))) {
      try {
        await this.ensureSegmentSpeech(segment, priority);
        made += 1;
      } catch (error) {
        if (error instanceof AudioThreadClosedError) throw error;
        failed += 1;
        this.deps.log.warn({ err: error, dialogueId, segmentId: segment.id }, 'could not synthesise a segment');
      }
    }
    if (dialogue.description.trim() && dialogue.descriptionAudioPath !== this.keyFor(DESCRIPTION_LANGUAGE, dialogue.description)) {
      try {
        const key = await this.ensureSpeech(DESCRIPTION_LANGUAGE, dialogue.description, priority);
        await this.deps.db
          .update(dialogues)
          .set({ descriptionAudioPath: key })
          .where(and(eq(dialogues.id, dialogueId), eq(dialogues.description, dialogue.description)));
        made += 1;
      } catch (error) {
        if (error instanceof AudioThreadClosedError) throw error;
        failed += 1;
        this.deps.log.warn({ err: error, dialogueId }, 'could not synthesise a dialogue description');
      }
    }
    return { made, failed };
  }

  /** Whether any segment of the dialogue still needs speech (practice start enqueues a job then). */
  async needsSpeech(dialogueId: number): Promise<boolean> {
    const segments = await this.deps.db
      .select(segmentSpeechColumns)
      .from(dialogueSegments)
      .where(eq(dialogueSegments.dialogueId, dialogueId));
    return segments.some((segment) => !this.isReady(segment));
  }

  /** Dialogues with segments never synthesised: the catch-up at start. Retired bank dialogues wait until opened. */
  async dialoguesWithPendingSpeech(): Promise<number[]> {
    const rows = await this.deps.db
      .selectDistinct({ dialogueId: dialogueSegments.dialogueId })
      .from(dialogueSegments)
      .innerJoin(dialogues, eq(dialogues.id, dialogueSegments.dialogueId))
      .where(and(eq(dialogueSegments.audioStatus, 'pending'), isNull(dialogues.retiredAt)))
      .orderBy(asc(dialogueSegments.dialogueId));
    return rows.map((row) => row.dialogueId);
  }

  /** The key of a vocabulary term's speech (made on first request), or null for no such term. */
  async termSpeech(termId: number, side: VocabularySide): Promise<string | null> {
    const [term] = await this.deps.db
      .select({
        language: vocabularyTerms.language,
        englishWord: vocabularyTerms.englishWord,
        translatedWord: vocabularyTerms.translatedWord,
      })
      .from(vocabularyTerms)
      .where(eq(vocabularyTerms.id, termId));
    if (!term) return null;
    return side === 'english'
      ? this.ensureSpeech('English', term.englishWord, 'interactive')
      : this.ensureSpeech(term.language, term.translatedWord, 'interactive');
  }
}
