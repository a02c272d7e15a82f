/**
 * `npm run content:check [-- hindi tamil]`: checks the content bank — all of it, or some languages'
 * files plus the bank-wide rules that involve them (figures and plots are always compared with the
 * whole bank). Prints a summary table per language, then every problem with its file › key › field,
 * then the count of problems by kind. Exits non-zero when there are any.
 * `--plots` also lists the most similar pairs of dialogues (how the plot threshold was calibrated).
 */
import { CATEGORIES } from '@ccl/shared/domain';
import { measureDifficulty } from './difficulty.js';
import { loadContent } from './load.js';
import { formatProblem, PROBLEM_KINDS } from './problems.js';
import { BANK_RULES } from './rules.js';
import { wordCount } from './script.js';
import { cosine } from './similarity.js';
import { unusedTerms } from './vocabulary-usage.js';

const args = process.argv.slice(2);
const showPlots = args.includes('--plots');
const only = args.filter((a) => !a.startsWith('--')).map((a) => a.toLowerCase());
const { problems, bank, plots } = await loadContent(undefined, { languages: only.length ? only : undefined });

const range = (values: number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');
const abbreviation = (category: string) =>
  category
    .replace(/[^A-Z]/g, '')
    .padEnd(2, category[1] ?? ' ')
    .slice(0, 2);

const header = [
  'language',
  'dialogues',
  `per category (${CATEGORIES.map(abbreviation).join(' ')})`,
  'turns',
  'words',
  'terms (unused)',
  'easy/medium/hard',
];
const rows = bank.dialogues.map(({ language, dialogues }) => {
  const vocabulary = bank.vocabulary.find((v) => v.language === language);
  const terms = vocabulary ? vocabulary.categories.reduce((n, c) => n + c.terms.length, 0) : 0;
  const unused = vocabulary ? unusedTerms(vocabulary, dialogues).length : 0;
  const spread = { easy: 0, medium: 0, hard: 0 };
  for (const d of dialogues) spread[measureDifficulty(d).difficulty] += 1;
  return [
    language,
    String(dialogues.length),
    CATEGORIES.map((c) => String(dialogues.filter((d) => d.category === c).length).padStart(2)).join(' '),
    `${range(dialogues.map((d) => d.turns.length))} (${new Set(dialogues.map((d) => d.turns.length)).size} counts)`,
    range(dialogues.map((d) => d.turns.reduce((n, t) => n + wordCount(t.text, t.language), 0))),
    vocabulary ? `${terms} (${unused})` : 'no file',
    `${spread.easy}/${spread.medium}/${spread.hard}`,
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `\nplots (threshold ${BANK_RULES.plotSimilarity}, whole bank of ${plots.index.items.length}): ${plots.withinLanguage} pair(s) within a language, ` +
    `${plots.acrossLanguages} across languages; ${plots.sharedSkeletons} dialogue(s) share their plot with ${BANK_RULES.languagesPerPlot}+ other languages`,
);

if (showPlots) {
  const { items, vectors } = plots.index;
  const pairs: Array<[number, string, string]> = [];
  for (let a = 0; a < items.length; a += 1) {
    for (let b = a + 1; b < items.length; b += 1)
      pairs.push([cosine(vectors[a]!, vectors[b]!), items[a]!.dialogue.key, items[b]!.dialogue.key]);
  }
  pairs.sort((x, y) => y[0] - x[0]);
  console.log('\nmost similar pairs:');
  for (const [s, a, b] of pairs.slice(0, 40)) console.log(`  ${s.toFixed(3)}  ${a}  ${b}`);
}

if (problems.length) {
  console.error('');
  for (const problem of problems) console.error(formatProblem(problem));
  const counts = PROBLEM_KINDS.map((kind) => [kind, problems.filter((p) => p.kind === kind).length] as const).filter(([, n]) => n > 0);
  console.log(`\n${problems.length} problem(s): ${counts.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
} else {
  console.log('\ncontent OK');
}
process.exit(problems.length ? 1 : 0);
