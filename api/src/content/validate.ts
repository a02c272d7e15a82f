import { CATEGORIES } from '@ccl/shared/domain';
import type { z } from 'zod';
import { fieldPath, type ContentProblem } from './problems.js';
import { BANK_RULES, DIALOGUE_RULES, type BankRules } from './rules.js';
import { ARABIC_VARIETIES, categorySlug, dialogueSchema, vocabularyFileSchema, type BankDialogue, type VocabularyFile } from './schema.js';
import { checkWriting, words } from './script.js';
import { checkUnits } from './units.js';

export { DIALOGUE_RULES } from './rules.js';
export { formatProblem, type ContentProblem } from './problems.js';

/**
 * The checks of one dialogue and of one vocabulary file. checkDialogue holds every dialogue, bank or
 * model-written, to the real test's shape; checkDialogueFile adds what a bank dialogue file needs
 * (its place, its key, units, variety). Rules across dialogues are in bank-rules.ts.
 */

function schemaProblems(where: string, error: z.ZodError, languages: string[]): ContentProblem[] {
  return error.issues.map((issue) => ({
    where: `${where} › ${fieldPath(issue.path) || '(file)'}`,
    message: issue.message,
    kind: 'schema' as const,
    languages,
  }));
}

/** Problems of one dialogue (bank or generated) written in `language` and English. */
export function checkDialogue(dialogue: BankDialogue, language: string, where: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, message: string, kind: ContentProblem['kind'] = 'shape') =>
    problems.push({ where: `${where} › ${field}`, message, kind, languages: [language] });
  const { turns } = dialogue;
  const rules = DIALOGUE_RULES;

  if (turns.length < rules.minTurns || turns.length > rules.maxTurns) {
    add('turns', `has ${turns.length} speaker turns; a dialogue has ${rules.minTurns}–${rules.maxTurns}`);
  }
  let english = 0;
  let total = 0;
  turns.forEach((turn, i) => {
    const field = `turns[${i}]`;
    const expectedLanguage = i % 2 === 0 ? 'English' : language;
    if (turn.language !== expectedLanguage) {
      add(
        `${field}.language`,
        `is ${turn.language}; turns alternate English and ${language}, English first, so this one is ${expectedLanguage}`,
      );
      return;
    }
    const otherLanguage = expectedLanguage === 'English' ? language : 'English';
    const textWords = words(turn.text, turn.language);
    const interpretationWords = words(turn.interpretation, otherLanguage);
    const spoken = textWords.length;
    total += spoken;
    if (turn.language === 'English') english += spoken;
    if (spoken > rules.maxWordsPerTurn) add(`${field}.text`, `has ${spoken} words; a speaker turn has at most ${rules.maxWordsPerTurn}`);
    for (const problem of checkWriting(turn.text, turn.language, 'sentence', textWords))
      add(`${field}.text`, `${problem} (expected ${turn.language})`, 'script');
    for (const problem of checkWriting(turn.interpretation, otherLanguage, 'sentence', interpretationWords)) {
      add(`${field}.interpretation`, `${problem} (expected ${otherLanguage})`, 'script');
    }
    const interpreted = interpretationWords.length;
    const ratio = interpreted / Math.max(1, spoken);
    if (ratio < rules.minInterpretationRatio || ratio > rules.maxInterpretationRatio) {
      add(`${field}.interpretation`, `has ${interpreted} words for a ${spoken}-word turn: not a faithful interpretation`);
    }
  });
  if (total < rules.minWords || total > rules.maxWords) {
    add('turns', `has ${total} spoken words; a dialogue has ${rules.minWords}–${rules.maxWords}`);
  }
  const share = total ? english / total : 0;
  if (total && (share < rules.minEnglishShare || share > rules.maxEnglishShare)) {
    add('turns', `is ${Math.round(share * 100)}% English; it should be about half English and half ${language}`);
  }
  for (const problem of checkWriting(dialogue.title, 'English')) add('title', `${problem} (titles are English)`, 'script');
  return problems;
}

/** What a bank dialogue has beyond the shape every dialogue has: units, variety, a short turn. */
export function checkBankDialogue(
  dialogue: BankDialogue,
  language: string,
  where: string,
  rules: BankRules = BANK_RULES,
): ContentProblem[] {
  const problems = [...checkDialogue(dialogue, language, where), ...checkUnits(dialogue, where, rules, language)];
  const add = (field: string, message: string, kind: ContentProblem['kind']) =>
    problems.push({ where: `${where} › ${field}`, message, kind, languages: [language] });

  if (language === 'Arabic' && !(ARABIC_VARIETIES as readonly string[]).includes(dialogue.variety ?? '')) {
    add(
      'variety',
      `${dialogue.variety ? `is '${dialogue.variety}'; it` : 'is missing; an Arabic dialogue'} must name its spoken variety: ${ARABIC_VARIETIES.join(', ')}`,
      'variety',
    );
  }
  const turnWords = dialogue.turns.map((t) => words(t.text, t.language).length);
  if (turnWords.length && Math.min(...turnWords) >= rules.shortTurnWords) {
    add(
      'turns',
      `has no speaker turn under ${rules.shortTurnWords} words (the shortest has ${Math.min(...turnWords)}); real dialogues have short replies too`,
      'shape',
    );
  }
  return problems;
}

/**
 * A dialogue file: valid JSON already parsed, at dialogues/<language>/<name>.json. Answers the
 * dialogue when it can take part in the bank-wide checks (its schema holds and its key is its name).
 */
export function checkDialogueFile(
  file: string,
  language: string,
  raw: unknown,
  rules: BankRules = BANK_RULES,
): { problems: ContentProblem[]; dialogue?: BankDialogue } {
  const name = file
    .split('/')
    .at(-1)!
    .replace(/\.json$/, '');
  const rawKey = (raw as { key?: unknown } | null)?.key;
  const where = `${file} › ${typeof rawKey === 'string' && rawKey.trim() ? rawKey : name}`;
  const parsed = dialogueSchema.safeParse(raw);
  if (!parsed.success) return { problems: schemaProblems(where, parsed.error, [language]) };
  const dialogue = parsed.data;
  const problems: ContentProblem[] = [];
  const slug = language.toLowerCase();
  if (dialogue.key !== name) {
    problems.push({
      where: `${where} › key`,
      message: `must equal the file name '${name}' (rename the file or fix the key)`,
      kind: 'layout',
      languages: [language],
    });
    return { problems };
  }
  if (!dialogue.key.startsWith(`${slug}-`)) {
    problems.push({
      where: `${where} › key`,
      message: `must start with '${slug}-': the dialogue is in dialogues/${slug}/`,
      kind: 'layout',
      languages: [language],
    });
  } else if (!dialogue.key.startsWith(`${slug}-${categorySlug(dialogue.category)}-`)) {
    problems.push({
      where: `${where} › key`,
      message: `must start with '${slug}-${categorySlug(dialogue.category)}-' (language, then the category ${dialogue.category})`,
      kind: 'layout',
      languages: [language],
    });
  }
  problems.push(...checkBankDialogue(dialogue, language, where, rules));
  return { problems, dialogue };
}

export function checkVocabularyFile(
  file: string,
  raw: unknown,
  rules: BankRules = BANK_RULES,
): { problems: ContentProblem[]; data?: VocabularyFile } {
  const fileLanguage = file
    .split('/')
    .at(-1)!
    .replace(/\.json$/, '');
  const languageOf = (data: { language?: unknown }) => (typeof data.language === 'string' ? data.language : fileLanguage);
  const parsed = vocabularyFileSchema.safeParse(raw);
  if (!parsed.success) {
    const language = languageOf((raw ?? {}) as { language?: unknown });
    return {
      problems: parsed.error.issues.map((issue) => {
        // 'categories.3.terms.7.english' → 'Health › terms[7].english': editors find a category by name.
        const [list, index, ...rest] = issue.path;
        const category =
          list === 'categories' && typeof index === 'number'
            ? (raw as { categories?: Array<{ category?: unknown }> }).categories?.[index]?.category
            : undefined;
        const where =
          typeof category === 'string'
            ? `${file} › ${category} › ${fieldPath(rest) || '(entry)'}`
            : `${file} › ${fieldPath(issue.path) || '(file)'}`;
        return { where, message: issue.message, kind: 'schema' as const, languages: [language] };
      }),
    };
  }
  const data = parsed.data;
  const problems: ContentProblem[] = [];
  const add = (where: string, message: string) => problems.push({ where, message, kind: 'vocabulary', languages: [data.language] });
  if (fileLanguage !== data.language.toLowerCase())
    add(file, `holds ${data.language}; its name must be ${data.language.toLowerCase()}.json`);
  const seenCategories = new Set<string>();
  let total = 0;
  for (const category of data.categories) {
    const where = `${file} › ${category.category}`;
    if (seenCategories.has(category.category)) add(where, 'category listed twice');
    seenCategories.add(category.category);
    total += category.terms.length;
    if (category.terms.length < rules.termsPerCategory)
      add(where, `has ${category.terms.length} terms; each category has at least ${rules.termsPerCategory}`);
    const english = new Set<string>();
    category.terms.forEach((term, i) => {
      const key = term.english.toLowerCase();
      if (english.has(key)) add(`${where} › terms[${i}].english`, `'${term.english}' is listed twice`);
      english.add(key);
      for (const problem of checkWriting(term.english, 'English', 'term')) {
        problems.push({ where: `${where} › terms[${i}].english`, message: problem, kind: 'script', languages: [data.language] });
      }
      for (const problem of checkWriting(term.translated, data.language, 'term')) {
        problems.push({
          where: `${where} › terms[${i}].translated`,
          message: `${problem} (expected ${data.language})`,
          kind: 'script',
          languages: [data.language],
        });
      }
    });
  }
  for (const category of CATEGORIES) {
    if (!seenCategories.has(category)) add(`${file} › categories`, `no terms in category ${category}`);
  }
  if (total < rules.termsPerLanguage) add(file, `has ${total} terms; a language has at least ${rules.termsPerLanguage}`);
  return { problems, data };
}
