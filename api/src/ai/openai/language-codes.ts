import { findLanguage } from '@ccl/shared/domain';

/**
 * The ISO-639-1 code a transcription endpoint expects for a language. Giving the language keeps the
 * model from guessing: spoken Hindi and Urdu sound alike and a guess writes one in the other's
 * script. Filipino is Tagalog ('tl') to Whisper-family models; the others are their own codes.
 */
const TRANSCRIPTION_CODES: Record<string, string> = { English: 'en', Filipino: 'tl' };

export function transcriptionLanguage(language: string): string {
  const code = TRANSCRIPTION_CODES[language] ?? findLanguage(language)?.code;
  if (!code) throw new Error(`No transcription language code for ${language}`);
  return code;
}
