import { findLanguage } from '@ccl/shared';

/** Interpreter turns hold the expected interpretation; the rest are the speakers' turns. */
export function isInterpreterTurn(speakerRole: string): boolean {
  return speakerRole.trim().toLowerCase() === 'interpreter';
}

/** The lang attribute for text in a segment's language, so screen readers and fonts pick the right script. */
export function langOf(language: string | null | undefined): string | undefined {
  if (!language) return undefined;
  if (language.trim().toLowerCase() === 'english') return 'en';
  return findLanguage(language)?.code;
}
