import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLanguage, LANGUAGES } from '@ccl/shared/domain';
import {
  bankEntry,
  checkEveryLanguage,
  checkFigures,
  checkLanguageBank,
  checkPlots,
  checkTitles,
  checkVocabularyUsage,
  type BankEntry,
  type PlotReport,
} from './bank-rules.js';
import { extractFigures } from './figures.js';
import type { ContentProblem } from './problems.js';
import { BANK_RULES, type BankRules } from './rules.js';
import type { LanguageDialogues, VocabularyFile } from './schema.js';
import { checkDialogueFile, checkVocabularyFile } from './validate.js';

/** api/content, next to src/ and dist/. */
export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

export interface ContentBank {
  dialogues: LanguageDialogues[];
  vocabulary: VocabularyFile[];
}

export interface LoadResult {
  problems: ContentProblem[];
  bank: ContentBank;
  /** The plot comparison of the whole bank (for the checker's summary). */
  plots: PlotReport;
}

export interface LoadOptions {
  /** Only these languages (any case): their dialogues and vocabulary, and the bank-wide problems that involve them. */
  languages?: string[];
  rules?: BankRules;
}

async function entriesOf(dir: string): Promise<Array<{ name: string; isDirectory: boolean }>> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .map((e) => ({ name: e.name, isDirectory: e.isDirectory() }))
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

async function readJson(dir: string, file: string): Promise<{ raw?: unknown; problem?: string }> {
  try {
    return { raw: JSON.parse(await readFile(path.join(dir, file), 'utf8')) };
  } catch (error) {
    return { problem: `is not valid JSON: ${(error as Error).message}` };
  }
}

/** The figures facts.md states: exempt from the one-dialogue-per-figure rule. None while it does not exist. */
export async function factFigures(dir: string): Promise<Set<string>> {
  try {
    return new Set(extractFigures(await readFile(path.join(dir, 'facts.md'), 'utf8')).map((f) => f.id));
  } catch {
    return new Set();
  }
}

/**
 * Reads and checks the content bank: dialogues/<language>/<key>.json and vocabulary/<language>.json.
 * Every dialogue whose file parses takes part in the bank-wide rules, even with problems of its own,
 * and even when `languages` narrows what is reported.
 */
export async function loadContent(dir = CONTENT_DIR, options: LoadOptions = {}): Promise<LoadResult> {
  const rules = options.rules ?? BANK_RULES;
  const problems: ContentProblem[] = [];
  const entries: BankEntry[] = [];
  const dialogueLanguages = new Set<string>();

  for (const folder of await entriesOf(path.join(dir, 'dialogues'))) {
    const where = `dialogues/${folder.name}`;
    const language = findLanguage(folder.name);
    if (!folder.isDirectory) {
      if (folder.name.endsWith('.json')) {
        problems.push({
          where,
          message: 'is the old layout: one file per dialogue now, dialogues/<language>/<key>.json',
          kind: 'layout',
          languages: language ? [language.name] : [],
        });
      }
      continue;
    }
    if (!language || folder.name !== language.name.toLowerCase()) {
      problems.push({
        where: `${where}/`,
        message: `is not a language folder: the folders are ${LANGUAGES.map((l) => l.name.toLowerCase()).join(', ')}`,
        kind: 'layout',
        languages: [],
      });
      continue;
    }
    dialogueLanguages.add(language.name);
    for (const file of await entriesOf(path.join(dir, 'dialogues', folder.name))) {
      if (file.isDirectory || !file.name.endsWith('.json')) continue;
      const relative = `dialogues/${folder.name}/${file.name}`;
      const { raw, problem } = await readJson(dir, relative);
      if (problem) {
        problems.push({ where: relative, message: problem, kind: 'schema', languages: [language.name] });
        continue;
      }
      const result = checkDialogueFile(relative, language.name, raw, rules);
      problems.push(...result.problems);
      if (result.dialogue) entries.push(bankEntry(result.dialogue, language.name));
    }
  }

  const vocabulary = new Map<string, { file: string; data: VocabularyFile }>();
  for (const entry of await entriesOf(path.join(dir, 'vocabulary'))) {
    if (entry.isDirectory || !entry.name.endsWith('.json')) continue;
    const relative = `vocabulary/${entry.name}`;
    const language = findLanguage(entry.name.replace(/\.json$/, ''))?.name;
    const { raw, problem } = await readJson(dir, relative);
    if (problem) {
      problems.push({ where: relative, message: problem, kind: 'schema', languages: language ? [language] : [] });
      continue;
    }
    const result = checkVocabularyFile(relative, raw, rules);
    problems.push(...result.problems);
    if (result.data) vocabulary.set(result.data.language, { file: relative, data: result.data });
  }

  const byLanguage = new Map<string, BankEntry[]>();
  for (const entry of entries) byLanguage.set(entry.language, [...(byLanguage.get(entry.language) ?? []), entry]);
  for (const [language, list] of byLanguage) problems.push(...checkLanguageBank(language, list, rules));
  for (const [language, { file, data }] of vocabulary) problems.push(...checkVocabularyUsage(file, data, byLanguage.get(language) ?? []));
  if (rules.everyLanguage) problems.push(...checkEveryLanguage(dialogueLanguages, new Set(vocabulary.keys())));
  problems.push(...checkTitles(entries));
  problems.push(...checkFigures(entries, await factFigures(dir)));
  const plots = checkPlots(entries, rules);
  problems.push(...plots.problems);

  const wanted = options.languages?.map((l) => findLanguage(l)?.name ?? l);
  const inScope = (language: string) => !wanted || wanted.includes(language);
  const languageOrder = (a: string, b: string) => a.localeCompare(b);
  const bank: ContentBank = {
    dialogues: [...byLanguage.keys()]
      .filter(inScope)
      .sort(languageOrder)
      .map((language) => ({ language, dialogues: byLanguage.get(language)!.map((e) => e.dialogue) })),
    vocabulary: [...vocabulary.keys()]
      .filter(inScope)
      .sort(languageOrder)
      .map((language) => vocabulary.get(language)!.data),
  };
  return {
    problems: wanted ? problems.filter((p) => (p.languages ?? []).some(inScope)) : problems,
    bank,
    plots,
  };
}
