/**
 * `npm run content:check [-- hindi tamil]`: validates the content bank (all of it, or some languages)
 * and prints every problem with its file, dialogue and field. Exits non-zero when there are any.
 */
import { loadContent } from './load.js';
import { formatProblem } from './validate.js';
import { wordCount } from './script.js';

const only = process.argv.slice(2).map((a) => a.toLowerCase());
const { problems, bank } = await loadContent(undefined, only.length ? only : undefined);

for (const file of bank.dialogues) {
  for (const d of file.dialogues) {
    const words = d.turns.reduce((sum, t) => sum + wordCount(t.text, t.language), 0);
    console.log(`${file.language.padEnd(10)} ${d.category.padEnd(22)} ${String(d.turns.length).padStart(2)} turns ${String(words).padStart(3)} words  ${d.title}`);
  }
}
for (const file of bank.vocabulary) {
  const terms = file.categories.reduce((sum, c) => sum + c.terms.length, 0);
  console.log(`${file.language.padEnd(10)} vocabulary: ${terms} terms in ${file.categories.length} categories`);
}
for (const problem of problems) console.error(formatProblem(problem));
console.log(problems.length ? `${problems.length} problem(s)` : 'content OK');
process.exit(problems.length ? 1 : 0);
