import { findLanguage, languageSlug } from '@ccl/shared';

/** Where the language's dialogue list lives; the home page's grid for a language we don't know. */
export function languagePath(languageName: string | undefined): { to: string; label: string } {
  const language = findLanguage(languageName);
  return language
    ? { to: `/language/${languageSlug(language.name)}`, label: `${language.name} dialogues` }
    : { to: '/', label: 'all languages' };
}
