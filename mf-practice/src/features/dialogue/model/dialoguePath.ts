import { languageSlug } from '@ccl/shared';

/** The intro route of a dialogue, /dialogue/{languageName}/{dialogueId}. */
export function dialoguePath(language: string, id: number): string {
  return `/dialogue/${languageSlug(language)}/${id}`;
}
