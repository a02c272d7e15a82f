import { CATEGORIES, LANGUAGES } from '@ccl/shared/domain';
import { englishSide } from './english-side.js';
import { extractFigures, type Figure } from './figures.js';
import { endsWithThanks, opensWithSelfIntroduction } from './openings.js';
import type { ContentProblem } from './problems.js';
import type { BankRules } from './rules.js';
import { dialogueFilePath, type BankDialogue, type VocabularyFile } from './schema.js';
import { plotIndex, plotWordsOf, similarPairs, type PlotIndex } from './similarity.js';
import { unusedTerms } from './vocabulary-usage.js';

/**
 * The rules that span dialogues: a language's bank as a whole (counts, turn counts, openings,
 * vocabulary) and the whole bank (titles, plots, figures). They always see every dialogue of the bank,
 * even when one language is being checked, so a Hindi writer learns that a Tamil dialogue already
 * has their amount.
 */

export interface BankEntry {
  dialogue: BankDialogue;
  language: string;
  /** 'dialogues/hindi/hindi-health-gp-visit.json'. */
  file: string;
}

export function bankEntry(dialogue: BankDialogue, language: string): BankEntry {
  return { dialogue, language, file: dialogueFilePath(language, dialogue.key) };
}

const FIGURE_NOUN = { money: 'amount', distance: 'distance', date: 'date' } as const;

const at = (entry: BankEntry, field?: string) => [entry.file, entry.dialogue.key, ...(field ? [field] : [])].join(' › ');
const share = (n: number, of: number) => `${n} of ${of}`;

/** Per language: how many dialogues, in which categories, of how many turns, opening and ending how. */
export function checkLanguageBank(language: string, entries: BankEntry[], rules: BankRules): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const folder = `dialogues/${language.toLowerCase()}/`;
  const add = (where: string, message: string, kind: ContentProblem['kind'] = 'shape') =>
    problems.push({ where, message, kind, languages: [language] });

  if (entries.length < rules.dialoguesPerLanguage)
    add(folder, `has ${entries.length} dialogues; a language has at least ${rules.dialoguesPerLanguage}`);
  for (const category of CATEGORIES) {
    const n = entries.filter((e) => e.dialogue.category === category).length;
    if (n < rules.dialoguesPerCategory)
      add(folder, `has ${n} dialogue${n === 1 ? '' : 's'} in ${category}; every category has at least ${rules.dialoguesPerCategory}`);
  }
  const turnCounts = new Set(entries.map((e) => e.dialogue.turns.length));
  if (entries.length && turnCounts.size < rules.distinctTurnCounts) {
    add(
      folder,
      `uses ${turnCounts.size} different turn counts (${[...turnCounts].sort((a, b) => a - b).join(', ')}); vary them: at least ${rules.distinctTurnCounts}`,
    );
  }
  const intros = entries.filter((e) => opensWithSelfIntroduction(e.dialogue));
  if (intros.length > rules.maxSelfIntroductionShare * entries.length) {
    add(
      folder,
      `${share(intros.length, entries.length)} dialogues open with the professional introducing themselves (at most a third may): ${intros.map((e) => e.dialogue.key).join(', ')}`,
      'openings',
    );
  }
  const thanks = entries.filter((e) => endsWithThanks(e.dialogue));
  if (thanks.length > rules.maxThanksEndingShare * entries.length) {
    add(
      folder,
      `${share(thanks.length, entries.length)} dialogues end with thanks (at most a third may): ${thanks.map((e) => e.dialogue.key).join(', ')}`,
      'openings',
    );
  }
  return problems;
}

/** A language's vocabulary against its dialogues: every term used, or marked as a domain term. */
export function checkVocabularyUsage(file: string, vocabulary: VocabularyFile, entries: BankEntry[]): ContentProblem[] {
  return unusedTerms(
    vocabulary,
    entries.map((e) => e.dialogue),
  ).map((term) => ({
    where: `${file} › ${term.category} › terms[${term.index}]`,
    message: `'${term.english}' / '${term.translated}' occurs in no ${vocabulary.language} dialogue; use it in one, or mark it "domain": true if it is a domain term of ${term.category}`,
    kind: 'vocabulary' as const,
    languages: [vocabulary.language],
  }));
}

export function checkTitles(entries: BankEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const titles = new Map<string, BankEntry>();
  for (const entry of entries) {
    const key = entry.dialogue.title.trim().toLowerCase();
    const other = titles.get(key);
    if (other) {
      problems.push({
        where: at(entry, 'title'),
        message: `'${entry.dialogue.title}' is also the title of ${other.dialogue.key}`,
        kind: 'title',
        languages: [entry.language, other.language],
      });
    } else titles.set(key, entry);
  }
  return problems;
}

/** The figures of a dialogue's English side, each once, with the first field it appears in. */
export function figuresOf(dialogue: BankDialogue): Array<Figure & { field: string }> {
  const seen = new Map<string, Figure & { field: string }>();
  for (const passage of englishSide(dialogue)) {
    for (const figure of extractFigures(passage.text)) if (!seen.has(figure.id)) seen.set(figure.id, { ...figure, field: passage.field });
  }
  return [...seen.values()];
}

/**
 * No money amount, distance or calendar date in two dialogues of the bank, unless facts.md lists it
 * (a payment rate, a rule's start date). Reported at every dialogue that has it, naming the others.
 */
export function checkFigures(entries: BankEntry[], exempt: ReadonlySet<string> = new Set()): ContentProblem[] {
  const holders = new Map<string, Array<{ entry: BankEntry; figure: Figure & { field: string } }>>();
  for (const entry of entries) {
    for (const figure of figuresOf(entry.dialogue)) {
      if (exempt.has(figure.id)) continue;
      const list = holders.get(figure.id) ?? [];
      list.push({ entry, figure });
      holders.set(figure.id, list);
    }
  }
  const problems: ContentProblem[] = [];
  for (const list of holders.values()) {
    if (list.length < 2) continue;
    const languages = [...new Set(list.map((h) => h.entry.language))];
    for (const { entry, figure } of list) {
      const others = list.filter((h) => h.entry !== entry).map((h) => h.entry.dialogue.key);
      problems.push({
        where: at(entry, figure.field),
        message: `the ${FIGURE_NOUN[figure.kind]} '${figure.text}' (${figure.label}) is also in ${others.join(', ')}; every ${figure.kind === 'date' ? 'date' : 'amount and distance'} is used once in the bank unless facts.md lists it`,
        kind: 'figure',
        languages,
      });
    }
  }
  return problems;
}

export interface PlotReport {
  index: PlotIndex<BankEntry>;
  problems: ContentProblem[];
  /** Pairs at or above the threshold: within a language, and across languages. */
  withinLanguage: number;
  acrossLanguages: number;
  /** Dialogues whose plot is also used in two or more other languages. */
  sharedSkeletons: number;
}

/**
 * No two dialogues of a language share a plot, and no plot is used by more than `languagesPerPlot`
 * languages: a dialogue is reported when dialogues of two or more other languages have its plot.
 */
export function checkPlots(entries: BankEntry[], rules: Pick<BankRules, 'plotSimilarity' | 'languagesPerPlot'>): PlotReport {
  const index = plotIndex(entries, (e) => plotWordsOf(e.dialogue));
  const pairs = similarPairs(index, rules.plotSimilarity);
  const problems: ContentProblem[] = [];
  const percent = (s: number) => s.toFixed(2);
  const across = new Map<number, Array<{ other: BankEntry; similarity: number }>>();
  let withinLanguage = 0;
  for (const { a, b, similarity } of pairs) {
    const [x, y] = [entries[a]!, entries[b]!];
    if (x.language === y.language) {
      withinLanguage += 1;
      problems.push({
        where: at(y),
        message: `tells the same story as ${x.dialogue.key} (plot similarity ${percent(similarity)}, limit ${rules.plotSimilarity}); a language never repeats a plot`,
        kind: 'plot',
        languages: [x.language],
      });
      continue;
    }
    for (const [i, other] of [
      [a, y],
      [b, x],
    ] as const) {
      const list = across.get(i) ?? [];
      list.push({ other, similarity });
      across.set(i, list);
    }
  }
  let sharedSkeletons = 0;
  for (const [i, list] of across) {
    const entry = entries[i]!;
    const languages = new Set(list.map((s) => s.other.language));
    if (languages.size < rules.languagesPerPlot) continue;
    sharedSkeletons += 1;
    const named = list
      .sort((p, q) => q.similarity - p.similarity)
      .map((s) => `${s.other.dialogue.key} (${percent(s.similarity)})`)
      .join(', ');
    problems.push({
      where: at(entry),
      message: `its plot is also used in ${languages.size} other languages: ${named}; a plot may be used by at most ${rules.languagesPerPlot} languages`,
      kind: 'plot',
      languages: [entry.language, ...languages],
    });
  }
  const acrossLanguages = pairs.filter((p) => entries[p.a]!.language !== entries[p.b]!.language).length;
  return { index, problems, withinLanguage, acrossLanguages, sharedSkeletons };
}

/** Every language of the product has its dialogue folder and vocabulary file. */
export function checkEveryLanguage(dialogueLanguages: Set<string>, vocabularyLanguages: Set<string>): ContentProblem[] {
  return LANGUAGES.flatMap((l) => {
    const slug = l.name.toLowerCase();
    const problems: ContentProblem[] = [];
    if (!dialogueLanguages.has(l.name))
      problems.push({ where: `dialogues/${slug}/`, message: 'is missing', kind: 'layout', languages: [l.name] });
    if (!vocabularyLanguages.has(l.name))
      problems.push({ where: `vocabulary/${slug}.json`, message: 'is missing', kind: 'layout', languages: [l.name] });
    return problems;
  });
}
