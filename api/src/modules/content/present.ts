import type { MediaUrls } from '../../storage/media.js';
import type { ScoreLabel } from '../scoring/score-label.js';
import type { dialogues, dialogueSegments } from '../../db/schema.js';
import type { DialogueJson, SegmentJson } from './schemas.js';

/** The JSON of spec §3 for dialogues and their segments, as GET /dialogues, /fetch-dialogue and /transcript send it. */
export type { DialogueJson, SegmentJson };

export type DialogueRow = Pick<
  typeof dialogues.$inferSelect,
  'id' | 'title' | 'description' | 'descriptionAudioPath' | 'language' | 'categoryId' | 'createdAt' | 'variety' | 'difficulty'
> & {
  categoryName: string;
  /** The viewer's highest final score on this dialogue; null when they have none (or are a guest). */
  bestScore: number | null;
  /** What the best score rests on ('assessed', 'delivery_only', 'self_marked'); null with no score. */
  bestScoreLabel: string | null;
};

export type SegmentRow = Pick<
  typeof dialogueSegments.$inferSelect,
  'id' | 'segmentOrder' | 'speakerRole' | 'speakerLanguage' | 'sourceText' | 'expectedTargetText' | 'audioPath' | 'audioStatus'
>;

export function presentDialogue(row: DialogueRow, media: MediaUrls): DialogueJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    description_audio_file_path: media.public(row.descriptionAudioPath),
    // The columns hold only LANGUAGES and CATEGORIES names (seeding and generation check them).
    language: row.language as DialogueJson['language'],
    category: { id: row.categoryId, name: row.categoryName as DialogueJson['category']['name'] },
    created_at: row.createdAt.toISOString(),
    variety: row.variety,
    difficulty: row.difficulty,
    practiced_session_for_current_user:
      row.bestScore === null ? null : { final_score: Number(row.bestScore), score_label: (row.bestScoreLabel ?? 'assessed') as ScoreLabel },
  };
}

export function presentSegment(row: SegmentRow, media: MediaUrls): SegmentJson {
  return {
    id: row.id,
    segment_order: row.segmentOrder,
    speaker_role: row.speakerRole,
    speaker_language: row.speakerLanguage,
    source_text: row.sourceText,
    expected_target_text: row.expectedTargetText,
    // Until the speech worker has made it, a segment has no audio to point at.
    audio_url: row.audioStatus === 'ready' ? media.public(row.audioPath) : null,
  };
}
