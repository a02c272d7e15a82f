import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DialogueFile, VocabularyFile } from './schema.js';
import { checkBank, checkDialogueFile, checkVocabularyFile, type ContentProblem } from './validate.js';

/** api/content, next to src/ and dist/. */
export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

export interface ContentBank {
  dialogues: DialogueFile[];
  vocabulary: VocabularyFile[];
}

export interface LoadResult {
  problems: ContentProblem[];
  bank: ContentBank;
}

async function jsonFiles(dir: string, folder: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(dir, folder));
    return names.filter((n) => n.endsWith('.json')).sort().map((n) => `${folder}/${n}`);
  } catch {
    return [];
  }
}

/**
 * Reads and validates every content file. `only` limits the check to some languages (lowercase names),
 * skipping the bank-wide checks that need all of them.
 */
export async function loadContent(dir = CONTENT_DIR, only?: string[]): Promise<LoadResult> {
  const problems: ContentProblem[] = [];
  const dialogueFiles = new Map<string, DialogueFile>();
  const vocabularyFiles = new Map<string, VocabularyFile>();
  const wanted = (file: string) => !only || only.includes(path.basename(file, '.json'));

  for (const [folder, check, into] of [
    ['dialogues', checkDialogueFile, dialogueFiles],
    ['vocabulary', checkVocabularyFile, vocabularyFiles],
  ] as const) {
    for (const file of (await jsonFiles(dir, folder)).filter(wanted)) {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      } catch (error) {
        problems.push({ where: file, message: `is not valid JSON: ${(error as Error).message}` });
        continue;
      }
      const result = check(file, raw);
      problems.push(...result.problems);
      if (result.data) (into as Map<string, unknown>).set(file, result.data);
    }
  }
  if (!only) problems.push(...checkBank(dialogueFiles, vocabularyFiles));
  return { problems, bank: { dialogues: [...dialogueFiles.values()], vocabulary: [...vocabularyFiles.values()] } };
}
