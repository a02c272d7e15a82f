import { CATEGORIES } from '@ccl/shared/domain';
import { fixtureBank, fixtureDialogue, FIXTURE_RULES } from '../test/content-fixture.js';
import type { ContentProblem } from './problems.js';
import { dialogueFilePath, type BankDialogue, type VocabularyFile } from './schema.js';
import { checkDialogue, checkDialogueFile, checkVocabularyFile } from './validate.js';

/**
 * One dialogue file and one vocabulary file: a good fixture passes; each deliberately broken copy is
 * reported with its file › key › field. (Rules across dialogues: bank-rules.unit.test.ts.)
 */

function good(language = 'Hindi', serial = 1): BankDialogue {
  return fixtureDialogue({ language, category: 'Health', serial });
}

/** The problems of a dialogue file holding `dialogue` (changed by `mutate`). */
function fileProblems(dialogue: BankDialogue, mutate: (d: BankDialogue) => void = () => undefined, language = 'Hindi'): ContentProblem[] {
  const copy = structuredClone(dialogue);
  mutate(copy);
  return checkDialogueFile(dialogueFilePath(language, dialogue.key), language, copy, FIXTURE_RULES).problems;
}

const where = (d: BankDialogue, field: string, language = 'hindi') => `dialogues/${language}/${d.key}.json › ${d.key} › ${field}`;

/** A 36-word English sentence. */
const THIRTY_SIX_WORDS =
  'Before we finish today I need you to bring your Medicare card, your passport, two recent payslips, the letter from ' +
  'Centrelink and the lease for the flat in Blacktown to our office on the second floor.';

describe('a good dialogue file', () => {
  it.each(['Hindi', 'Tamil', 'Arabic', 'Mandarin', 'Vietnamese', 'Filipino', 'Urdu', 'Bangla', 'Gujarati', 'Nepali', 'Punjabi', 'Telugu'])(
    'passes every check (%s)',
    (language) => {
      for (const serial of [1, 2, 3]) expect(fileProblems(good(language, serial), undefined, language)).toEqual([]);
    },
  );
});

describe('a broken dialogue file is reported with its file › key › field', () => {
  const d = good();

  it('a speaker turn of 36 words', () => {
    expect(fileProblems(d, (x) => (x.turns[2]!.text = THIRTY_SIX_WORDS))).toContainEqual(
      expect.objectContaining({ where: where(d, 'turns[2].text'), message: 'has 36 words; a speaker turn has at most 35', kind: 'shape' }),
    );
  });

  it('a dialogue of 240 spoken words', () => {
    const short = fileProblems(d, (x) => {
      let excess = x.turns.reduce((n, t) => n + t.text.split(' ').length, 0) - 240;
      // Words off the English turns (one word each pass) until 240 are left.
      for (let i = 0; excess > 0; i = (i + 2) % x.turns.length) {
        const turn = x.turns[i]!;
        const words = turn.text.split(' ');
        if (words.length > 6) {
          turn.text = words.slice(0, -1).join(' ');
          excess -= 1;
        }
      }
    });
    expect(short).toContainEqual(
      expect.objectContaining({ where: where(d, 'turns'), message: 'has 240 spoken words; a dialogue has 250–380' }),
    );
  });

  it('Hindi text in Latin script', () => {
    const problems = fileProblems(
      d,
      (x) =>
        (x.turns[1]!.text =
          'Doctor sahab, mujhe subah se sir mein dard hai aur meri dawai khatam ho gayi hai, kya aap nayi parchi likh denge?'),
    );
    expect(problems).toContainEqual({
      where: where(d, 'turns[1].text'),
      message: expect.stringMatching(
        /^is not written in Devanagari script \(\d+% of words are; at least 70% must be\) \(expected Hindi\)$/,
      ),
      kind: 'script',
      languages: ['Hindi'],
    });
  });

  it('a unit that is not in its interpretation', () => {
    const problems = fileProblems(d, (x) => x.turns[3]!.units!.push({ kind: 'number', text: 'three hundred dollars' }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        where: where(d, `turns[3].units[${d.turns[3]!.units!.length}].text`),
        message: expect.stringMatching(/^'three hundred dollars' does not occur in the turn's interpretation/),
        kind: 'units',
      }),
    );
  });

  it('units: none at all, too many, listed twice, of an unknown kind', () => {
    const none = fileProblems(d, (x) => x.turns.forEach((t) => delete t.units));
    expect(none).toEqual([
      expect.objectContaining({ where: where(d, 'turns'), message: expect.stringMatching(/^has no key meaning units yet/), kind: 'units' }),
    ]);

    const crowded = fileProblems(d, (x) => {
      const text = x.turns[0]!.interpretation.split(' ');
      x.turns[0]!.units = text.slice(0, 7).map((w) => ({ kind: 'term', text: w.replace(/[।.]$/, '') }));
    });
    expect(crowded).toContainEqual(expect.objectContaining({ where: where(d, 'turns[0].units'), message: 'has 7 units; a turn has 1–6' }));

    const twice = fileProblems(d, (x) =>
      x.turns[1]!.units!.push({ ...x.turns[1]!.units![0]!, text: ` ${x.turns[1]!.units![0]!.text.toUpperCase()},` }),
    );
    expect(twice).toContainEqual(
      expect.objectContaining({
        where: where(d, `turns[1].units[${d.turns[1]!.units!.length}].text`),
        message: expect.stringContaining('is listed twice in this turn'),
      }),
    );

    const unknown = fileProblems(d, (x) => ((x.turns[1]!.units![0] as { kind: string }).kind = 'amount'));
    expect(unknown).toEqual([
      expect.objectContaining({
        where: where(d, 'turns[1].units[0].kind'),
        message: expect.stringContaining('must be one of number, date'),
        kind: 'schema',
      }),
    ]);
  });

  it('an Arabic dialogue without its variety, or with Modern Standard Arabic', () => {
    const arabic = good('Arabic');
    const missing = fileProblems(arabic, (x) => delete x.variety, 'Arabic');
    expect(missing).toEqual([
      {
        where: where(arabic, 'variety', 'arabic'),
        message: 'is missing; an Arabic dialogue must name its spoken variety: Levantine, Egyptian, Iraqi',
        kind: 'variety',
        languages: ['Arabic'],
      },
    ]);
    const standard = fileProblems(arabic, (x) => (x.variety = 'Modern Standard'), 'Arabic');
    expect(standard).toEqual([
      expect.objectContaining({ message: "is 'Modern Standard'; it must name its spoken variety: Levantine, Egyptian, Iraqi" }),
    ]);
    // Elsewhere the variety is optional.
    expect(fileProblems(d, (x) => delete x.variety)).toEqual([]);
  });

  it('no turn under 12 words', () => {
    const problems = fileProblems(d, (x) => {
      for (const turn of x.turns) {
        while (turn.text.split(' ').length < 12) {
          turn.text = `${turn.text} ${turn.text.split(' ')[0]}`;
          turn.interpretation = `${turn.interpretation} ${turn.interpretation.split(' ')[0]}`;
        }
      }
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ where: where(d, 'turns'), message: expect.stringMatching(/^has no speaker turn under 12 words/) }),
    );
  });

  it('a key that is not the file name, or not the language and category', () => {
    expect(fileProblems(d, (x) => (x.key = `${x.key}-2`))).toEqual([
      expect.objectContaining({
        where: `dialogues/hindi/${d.key}.json › ${d.key}-2 › key`,
        message: `must equal the file name '${d.key}' (rename the file or fix the key)`,
        kind: 'layout',
      }),
    ]);
    const tamilKey = d.key.replace(/^hindi-/, 'tamil-');
    expect(checkDialogueFile(`dialogues/hindi/${tamilKey}.json`, 'Hindi', { ...d, key: tamilKey }).problems).toContainEqual(
      expect.objectContaining({ message: "must start with 'hindi-': the dialogue is in dialogues/hindi/" }),
    );
    const legal = { ...structuredClone(d), category: 'Legal' };
    expect(checkDialogueFile(`dialogues/hindi/${d.key}.json`, 'Hindi', legal, FIXTURE_RULES).problems).toEqual([
      expect.objectContaining({ message: "must start with 'hindi-legal-' (language, then the category Legal)" }),
    ]);
  });

  it('a missing field, or a category not of the 12', () => {
    expect(fileProblems(d, (x) => delete (x as Partial<BankDialogue>).category)).toContainEqual(
      expect.objectContaining({ where: where(d, 'category'), kind: 'schema' }),
    );
    expect(fileProblems(d, (x) => ((x as { category: string }).category = 'Sport'))).toContainEqual(
      expect.objectContaining({ where: where(d, 'category'), message: expect.stringContaining('"Health"') }),
    );
    expect(fileProblems(d, (x) => ((x.turns[4] as { interpretation?: string }).interpretation = undefined))).toContainEqual(
      expect.objectContaining({ where: where(d, 'turns[4].interpretation') }),
    );
  });

  it('turns that do not alternate English and the language, English first', () => {
    const problems = fileProblems(d, (x) => {
      const [english, hindi] = x.turns;
      x.turns[0] = hindi!;
      x.turns[1] = english!;
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        where: where(d, 'turns[0].language'),
        message: 'is Hindi; turns alternate English and Hindi, English first, so this one is English',
      }),
    );
  });

  it('too few and too many speaker turns', () => {
    expect(fileProblems(d, (x) => (x.turns = x.turns.slice(0, 8)))).toContainEqual(
      expect.objectContaining({ where: where(d, 'turns'), message: 'has 8 speaker turns; a dialogue has 10–16' }),
    );
    expect(fileProblems(d, (x) => (x.turns = [...x.turns, ...x.turns].slice(0, 18)))).toContainEqual(
      expect.objectContaining({ message: 'has 18 speaker turns; a dialogue has 10–16' }),
    );
  });

  it('an interpretation far shorter than its turn', () => {
    expect(fileProblems(d, (x) => (x.turns[1]!.interpretation = 'Yes.'))).toContainEqual(
      expect.objectContaining({
        where: where(d, 'turns[1].interpretation'),
        message: expect.stringMatching(/^has 1 words for a \d+-word turn: not a faithful interpretation$/),
      }),
    );
  });
});

describe('each language in its own script', () => {
  const turnProblems = (language: string, text: string) => {
    const d = good(language);
    d.turns[1]!.text = text;
    return checkDialogue(d, language, 'x')
      .filter((p) => p.where === 'x › turns[1].text')
      .map((p) => p.message);
  };

  it('Urdu with no Urdu letters reads as Arabic', () => {
    expect(turnProblems('Urdu', good('Arabic').turns[1]!.text)).toContain(
      'uses no Urdu letters (ے ں ٹ ڈ ڑ ہ ک ی): reads as Arabic (expected Urdu)',
    );
  });

  it('Mandarin in traditional characters', () => {
    expect(turnProblems('Mandarin', '醫生，請問這個藥我們應該每天吃幾次？我的電話號碼已經給你們了。')).toEqual([
      expect.stringMatching(/^uses traditional characters \(.*醫.*\); write simplified \(expected Mandarin\)$/),
    ]);
  });

  it('Vietnamese without diacritics', () => {
    const text = good('Vietnamese').turns[1]!.text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd');
    expect(turnProblems('Vietnamese', text)).toEqual([
      'reads as Vietnamese without diacritics (0% of words carry them) (expected Vietnamese)',
    ]);
  });

  it('Filipino that reads as English', () => {
    expect(
      turnProblems('Filipino', 'I would like to ask about my appointment at the clinic next week, because I have to work on Monday.'),
    ).toContain('reads as English, not Filipino (expected Filipino)');
  });
});

describe('a vocabulary file', () => {
  const vocabulary = (): VocabularyFile => structuredClone(fixtureBank(['Tamil']).vocabulary[0]!);
  const problems = (mutate: (v: VocabularyFile) => void) => {
    const v = vocabulary();
    mutate(v);
    return checkVocabularyFile('vocabulary/tamil.json', v, FIXTURE_RULES).problems;
  };

  it('passes when good', () => {
    expect(problems(() => undefined)).toEqual([]);
  });

  it('a category with fewer than 20 terms, and a language under its total', () => {
    const found = problems((v) => (v.categories.find((c) => c.category === 'Health')!.terms.length = 19));
    expect(found).toContainEqual(
      expect.objectContaining({
        where: 'vocabulary/tamil.json › Health',
        message: 'has 19 terms; each category has at least 20',
        kind: 'vocabulary',
      }),
    );
    expect(checkVocabularyFile('vocabulary/tamil.json', vocabulary()).problems).toContainEqual(
      expect.objectContaining({ where: 'vocabulary/tamil.json', message: `has ${12 * 21} terms; a language has at least 400` }),
    );
  });

  it('a translation in the wrong script, an English word twice, a missing category', () => {
    const found = problems((v) => {
      const legal = v.categories.find((c) => c.category === 'Legal')!;
      legal.terms[0]!.translated = 'vakkeel';
      legal.terms[2]!.english = legal.terms[1]!.english.toUpperCase();
      v.categories = v.categories.filter((c) => c.category !== CATEGORIES[0]);
    });
    expect(found).toContainEqual(
      expect.objectContaining({
        where: 'vocabulary/tamil.json › Legal › terms[0].translated',
        message: expect.stringContaining('is not written in Tamil script'),
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        where: 'vocabulary/tamil.json › Legal › terms[2].english',
        message: expect.stringContaining('is listed twice'),
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({ where: 'vocabulary/tamil.json › categories', message: 'no terms in category Business' }),
    );
  });

  it('a term without its translation, placed by its category', () => {
    const found = problems((v) => delete (v.categories[0]!.terms[3] as Partial<{ translated: string }>).translated);
    expect(found).toEqual([expect.objectContaining({ where: 'vocabulary/tamil.json › Business › terms[3].translated', kind: 'schema' })]);
  });
});
