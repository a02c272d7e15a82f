import { CATEGORIES, LANGUAGES } from '@ccl/shared/domain';
import type { z } from 'zod';
import { dialogueFileSchema, vocabularyFileSchema, type BankDialogue, type DialogueFile, type VocabularyFile } from './schema.js';
import { checkWriting, words } from './script.js';

/** The real test's shape, as the content bank and generated dialogues must follow it. */
export const DIALOGUE_RULES = {
  minWords: 260,
  maxWords: 340,
  minTurns: 10,
  maxTurns: 16,
  maxWordsPerTurn: 35,
  /** Share of the spoken words in English: "about half". */
  minEnglishShare: 0.3,
  maxEnglishShare: 0.7,
  /** An interpretation much shorter or longer than its source is a truncated or padded one. */
  minInterpretationRatio: 0.35,
  maxInterpretationRatio: 3,
  minTermsPerCategory: 20,
} as const;

export interface ContentProblem {
  /** Where: 'dialogues/hindi.json › hindi-health-gp-visit › turns[3].interpretation'. */
  where: string;
  message: string;
}

export function formatProblem(p: ContentProblem): string {
  return `${p.where}: ${p.message}`;
}

/**
 * Schema problems, placed by the dialogue's key or the vocabulary category's name where the raw file
 * has one ('dialogues/hindi.json › hindi-health-gp-visit › turns.3.text' rather than 'dialogues.0.turns.3.text'),
 * so an editor finds the entry without counting array indexes.
 */
function zodProblems(file: string, raw: unknown, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    const [list, index, ...rest] = path;
    if ((list === 'dialogues' || list === 'categories') && index !== undefined && /^\d+$/.test(index)) {
      const entry = (raw as Record<string, unknown[] | undefined>)[list]?.[Number(index)] as Record<string, unknown> | undefined;
      const name = list === 'dialogues' ? entry?.key : entry?.category;
      if (typeof name === 'string' && name.trim()) {
        return { where: [file, name, rest.join('.') || '(entry)'].join(' › '), message: issue.message };
      }
    }
    return { where: `${file} › ${path.join('.') || '(file)'}`, message: issue.message };
  });
}

/** Problems of one dialogue (bank or generated) written in `language` and English. */
export function checkDialogue(dialogue: BankDialogue, language: string, where: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, message: string) => problems.push({ where: `${where} › ${field}`, message });
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
      add(`${field}.language`, `is ${turn.language}; turns alternate English and ${language}, English first, so this one is ${expectedLanguage}`);
      return;
    }
    const otherLanguage = expectedLanguage === 'English' ? language : 'English';
    const textWords = words(turn.text, turn.language);
    const interpretationWords = words(turn.interpretation, otherLanguage);
    const spoken = textWords.length;
    total += spoken;
    if (turn.language === 'English') english += spoken;
    if (spoken > rules.maxWordsPerTurn) add(`${field}.text`, `has ${spoken} words; a speaker turn has at most ${rules.maxWordsPerTurn}`);
    for (const problem of checkWriting(turn.text, turn.language, 'sentence', textWords)) add(`${field}.text`, `${problem} (expected ${turn.language})`);
    for (const problem of checkWriting(turn.interpretation, otherLanguage, 'sentence', interpretationWords)) {
      add(`${field}.interpretation`, `${problem} (expected ${otherLanguage})`);
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
  for (const problem of checkWriting(dialogue.title, 'English')) add('title', `${problem} (titles are English)`);
  return problems;
}

export function checkDialogueFile(file: string, raw: unknown): { problems: ContentProblem[]; data?: DialogueFile } {
  const parsed = dialogueFileSchema.safeParse(raw);
  if (!parsed.success) return { problems: zodProblems(file, raw, parsed.error) };
  const data = parsed.data;
  const problems: ContentProblem[] = [];
  const keys = new Set<string>();
  for (const dialogue of data.dialogues) {
    const where = `${file} › ${dialogue.key}`;
    if (keys.has(dialogue.key)) problems.push({ where, message: 'key is used twice' });
    keys.add(dialogue.key);
    if (!dialogue.key.startsWith(`${data.language.toLowerCase()}-`)) {
      problems.push({ where: `${where} › key`, message: `must start with '${data.language.toLowerCase()}-'` });
    }
    problems.push(...checkDialogue(dialogue, data.language, where));
  }
  const covered = new Set(data.dialogues.map((d) => d.category));
  for (const category of CATEGORIES) {
    if (!covered.has(category)) problems.push({ where: `${file} › dialogues`, message: `no dialogue in category ${category}` });
  }
  return { problems, data };
}

export function checkVocabularyFile(file: string, raw: unknown): { problems: ContentProblem[]; data?: VocabularyFile } {
  const parsed = vocabularyFileSchema.safeParse(raw);
  if (!parsed.success) return { problems: zodProblems(file, raw, parsed.error) };
  const data = parsed.data;
  const problems: ContentProblem[] = [];
  const seenCategories = new Set<string>();
  for (const category of data.categories) {
    const where = `${file} › ${category.category}`;
    if (seenCategories.has(category.category)) problems.push({ where, message: 'category listed twice' });
    seenCategories.add(category.category);
    if (category.terms.length < DIALOGUE_RULES.minTermsPerCategory) {
      problems.push({ where, message: `has ${category.terms.length} terms; each category has at least ${DIALOGUE_RULES.minTermsPerCategory}` });
    }
    const english = new Set<string>();
    category.terms.forEach((term, i) => {
      const key = term.english.toLowerCase();
      if (english.has(key)) problems.push({ where: `${where} › terms[${i}].english`, message: `'${term.english}' is listed twice` });
      english.add(key);
      for (const problem of checkWriting(term.english, 'English', 'term')) {
        problems.push({ where: `${where} › terms[${i}].english`, message: problem });
      }
      for (const problem of checkWriting(term.translated, data.language, 'term')) {
        problems.push({ where: `${where} › terms[${i}].translated`, message: `${problem} (expected ${data.language})` });
      }
    });
  }
  for (const category of CATEGORIES) {
    if (!seenCategories.has(category)) problems.push({ where: `${file} › categories`, message: `no terms in category ${category}` });
  }
  return { problems, data };
}

/** Problems that span files: every language present, titles unique across the whole bank. */
export function checkBank(dialogueFiles: Map<string, DialogueFile>, vocabularyFiles: Map<string, VocabularyFile>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const language of LANGUAGES) {
    const slug = language.name.toLowerCase();
    if (!dialogueFiles.has(`dialogues/${slug}.json`)) problems.push({ where: `dialogues/${slug}.json`, message: 'is missing' });
    if (!vocabularyFiles.has(`vocabulary/${slug}.json`)) problems.push({ where: `vocabulary/${slug}.json`, message: 'is missing' });
  }
  for (const [file, data] of [...dialogueFiles, ...vocabularyFiles]) {
    const expected = `${data.language.toLowerCase()}.json`;
    if (!file.endsWith(`/${expected}`)) problems.push({ where: file, message: `holds ${data.language}; its name must be ${expected}` });
  }
  const titles = new Map<string, string>();
  for (const [file, data] of dialogueFiles) {
    for (const dialogue of data.dialogues) {
      const key = dialogue.title.trim().toLowerCase();
      const other = titles.get(key);
      if (other) problems.push({ where: `${file} › ${dialogue.key} › title`, message: `'${dialogue.title}' is also the title of ${other}` });
      else titles.set(key, `${file} › ${dialogue.key}`);
    }
  }
  return problems;
}
