import { normaliseForMatch } from './english-side.js';
import type { ContentProblem } from './problems.js';
import type { BankRules } from './rules.js';
import type { BankDialogue } from './schema.js';

/**
 * Key meaning units: the details of an interpreter turn an examiner checks. Each must be said by a
 * candidate, so each must be in the expected interpretation word for word — a unit that is not there
 * would mark a correct answer wrong.
 */

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
/** Scripts written without spaces between words: a unit may start or end inside a run of characters. */
const UNSPACED = /\p{Script=Han}/u;

/** The unit's text without the punctuation that may surround it ('"Carer Payment",' → 'carer payment'). */
function unitText(text: string): string {
  return normaliseForMatch(text).replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
}

/**
 * Whether `unit` is a contiguous run of whole words of `interpretation` (NFC, any case, any spacing).
 * Whole words: 'have to' is not found in 'have told'; in Chinese, written without spaces, any run is.
 */
export function occursIn(unit: string, interpretation: string): boolean {
  const needle = unitText(unit);
  if (!needle) return false;
  const haystack = normaliseForMatch(interpretation);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + needle.length] ?? ' ';
    const boundaryBefore = !WORD_CHARACTER.test(before) || UNSPACED.test(before) || UNSPACED.test(needle[0]!);
    const boundaryAfter = !WORD_CHARACTER.test(after) || UNSPACED.test(after) || UNSPACED.test(needle.at(-1)!);
    if (boundaryBefore && boundaryAfter) return true;
  }
  return false;
}

/** Problems of the units of a bank dialogue's turns. */
export function checkUnits(
  dialogue: BankDialogue,
  where: string,
  rules: Pick<BankRules, 'unitsPerTurn'>,
  language: string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, message: string) =>
    problems.push({ where: `${where} › ${field}`, message, kind: 'units', languages: [language] });
  const { min, max } = rules.unitsPerTurn;

  if (dialogue.turns.every((t) => !t.units || t.units.length === 0)) {
    add(
      'turns',
      `has no key meaning units yet: give every turn ${min}–${max} "units" [{ "kind", "text" }] copied from its interpretation (api/content/README.md "Units")`,
    );
    return problems;
  }
  dialogue.turns.forEach((turn, i) => {
    const units = turn.units ?? [];
    if (units.length < min || units.length > max) {
      add(`turns[${i}].units`, `has ${units.length} unit${units.length === 1 ? '' : 's'}; a turn has ${min}–${max}`);
    }
    const seen = new Set<string>();
    units.forEach((unit, u) => {
      const text = unitText(unit.text);
      if (seen.has(text)) add(`turns[${i}].units[${u}].text`, `'${unit.text}' is listed twice in this turn`);
      seen.add(text);
      if (!occursIn(unit.text, turn.interpretation)) {
        add(`turns[${i}].units[${u}].text`, `'${unit.text}' does not occur in the turn's interpretation; copy it word for word from there`);
      }
    });
  });
  return problems;
}
