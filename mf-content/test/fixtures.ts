/** Answers of the API as this remote's tests give them. */
import type { TranscriptResponse, DialogueSegment } from '../src/features/transcript/api/types';
import type { VocabularyCategory } from '../src/features/vocabulary/api/types';

/** GET /vocabulary?language=Hindi: two topics, three terms. */
export const HINDI: VocabularyCategory[] = [
  {
    category_name: 'Health',
    terms: [
      { id: 11, english_word: 'referral', translated_word: 'रेफ़रल पत्र' },
      { id: 12, english_word: 'prescription', translated_word: 'दवा की पर्ची' },
    ],
  },
  {
    category_name: 'Housing',
    terms: [{ id: 21, english_word: 'bond', translated_word: 'ज़मानत राशि' }],
  },
];

/** A Hindi dialogue's four turns: two speakers, each followed by the interpreter; the second pair's audio is not made yet. */
const SEGMENTS: DialogueSegment[] = [
  {
    id: 101,
    segment_order: 1,
    speaker_role: 'Doctor',
    speaker_language: 'English',
    source_text: 'Good morning, Mr Sharma. What brings you in today?',
    expected_target_text: 'नमस्ते शर्मा जी। आज आप किस वजह से आए हैं?',
    audio_url: '/api/media/speech/101.ogg',
  },
  {
    id: 102,
    segment_order: 2,
    speaker_role: 'Interpreter',
    speaker_language: 'Hindi',
    source_text: 'नमस्ते शर्मा जी। आज आप किस वजह से आए हैं?',
    expected_target_text: null,
    audio_url: '/api/media/speech/102.ogg',
  },
  {
    id: 103,
    segment_order: 3,
    speaker_role: 'Patient',
    speaker_language: 'Hindi',
    source_text: 'मुझे तीन दिन से बुखार है।',
    expected_target_text: 'I have had a fever for three days.',
    audio_url: null,
  },
  {
    id: 104,
    segment_order: 4,
    speaker_role: 'Interpreter',
    speaker_language: 'English',
    source_text: 'I have had a fever for three days.',
    expected_target_text: null,
    audio_url: null,
  },
];

/** POST /transcript for dialogue #42. */
export function transcript(giveFree: boolean): TranscriptResponse {
  return {
    dialogue: {
      id: 42,
      title: 'Fever at the GP clinic',
      description: 'A patient sees a GP about a fever that has lasted three days.',
      description_audio_file_path: null,
      language: 'Hindi',
      category: { id: 4, name: 'Health' },
      created_at: '2025-07-01T09:30:00.000Z',
      variety: null,
      difficulty: 'medium',
      practiced_session_for_current_user: null,
      segments: SEGMENTS,
    },
    giveFree,
  };
}
