import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fixtureBank, FIXTURE_RULES, writeContentBank } from '../test/content-fixture.js';
import { bankEntry, checkFigures, checkLanguageBank, checkPlots, checkTitles, checkVocabularyUsage, type BankEntry } from './bank-rules.js';
import { loadContent, type ContentBank } from './load.js';
import { formatProblem } from './problems.js';
import { BANK_RULES } from './rules.js';
import type { BankDialogue } from './schema.js';

/** The rules across dialogues, on the fixture bank and on copies of it with one thing broken. */

const entriesOf = (bank: ContentBank): BankEntry[] => bank.dialogues.flatMap((l) => l.dialogues.map((d) => bankEntry(d, l.language)));

/** A copy of `source` under another key (in `language`), with its turns' texts kept. */
function copyOf(source: BankDialogue, language: string, key: string): BankDialogue {
  const copy = structuredClone(source);
  copy.key = key;
  copy.title = `${copy.title} again`;
  return copy;
}

describe('figures', () => {
  it('the same amount in two dialogues, once written "$1,240" and once in words, naming both keys', () => {
    const bank = fixtureBank(['Hindi', 'Tamil']);
    const [hindi, tamil] = [bank.dialogues[0]!.dialogues[4]!, bank.dialogues[1]!.dialogues[7]!];
    hindi.turns[4]!.text = `${hindi.turns[4]!.text.replace(/\.$/, '')} with $1,240.`;
    tamil.turns[3]!.interpretation = `${tamil.turns[3]!.interpretation.replace(/\.$/, '')} one thousand two hundred and forty dollars.`;
    const problems = checkFigures(entriesOf(bank));
    expect(problems).toEqual([
      {
        where: `dialogues/hindi/${hindi.key}.json › ${hindi.key} › turns[4].text`,
        message: `the amount '$1,240' ($1,240) is also in ${tamil.key}; every amount and distance is used once in the bank unless facts.md lists it`,
        kind: 'figure',
        languages: ['Hindi', 'Tamil'],
      },
      {
        where: `dialogues/tamil/${tamil.key}.json › ${tamil.key} › turns[3].interpretation`,
        message: `the amount 'one thousand two hundred and forty dollars' ($1,240) is also in ${hindi.key}; every amount and distance is used once in the bank unless facts.md lists it`,
        kind: 'figure',
        languages: ['Hindi', 'Tamil'],
      },
    ]);
    // A figure facts.md states (a payment rate) is exempt.
    expect(checkFigures(entriesOf(bank), new Set(['money:124000']))).toEqual([]);
  });

  it('dates and distances too, but a figure repeated inside one dialogue is fine', () => {
    const bank = fixtureBank(['Hindi']);
    const [a, b] = bank.dialogues[0]!.dialogues;
    a!.turns[0]!.text += ' Come back on the 3rd of May, 12 km from here, 12 kilometres.';
    b!.turns[2]!.text += ' The hearing is on May 3.';
    expect(checkFigures(entriesOf(bank)).map((p) => p.message)).toEqual([
      expect.stringMatching(/^the date '3rd of May' \(3 May\) is also in /),
      expect.stringMatching(/^the date 'May 3' \(3 May\) is also in /),
    ]);
  });
});

describe('plots', () => {
  it('a plot copied with names swapped, in the same language', () => {
    const bank = fixtureBank(['Hindi', 'Tamil']);
    const hindi = bank.dialogues[0]!;
    const source = hindi.dialogues[5]!;
    const copy = copyOf(source, 'Hindi', `${source.key}-copy`);
    const name = /the (\w+) Case/.exec(source.title)![1]!;
    for (const turn of copy.turns) {
      turn.text = turn.text.replaceAll(name.toLowerCase(), 'wilson');
      turn.interpretation = turn.interpretation.replaceAll(name.toLowerCase(), 'wilson');
    }
    hindi.dialogues.push(copy);
    const report = checkPlots(entriesOf(bank), BANK_RULES);
    expect(report.withinLanguage).toBe(1);
    expect(report.problems).toEqual([
      {
        where: `dialogues/hindi/${copy.key}.json › ${copy.key}`,
        message: expect.stringMatching(
          new RegExp(
            `^tells the same story as ${source.key} \\(plot similarity 0\\.\\d\\d, limit 0\\.25\\); a language never repeats a plot$`,
          ),
        ),
        kind: 'plot',
        languages: ['Hindi'],
      },
    ]);
  });

  it('a plot in three languages: reported at each, naming the other two; two languages may share one', () => {
    const bank = fixtureBank(['Hindi', 'Tamil', 'Punjabi']);
    const source = bank.dialogues[0]!.dialogues[2]!;
    const tamil = copyOf(source, 'Tamil', 'tamil-copied');
    bank.dialogues[1]!.dialogues.push(tamil);
    const twoLanguages = checkPlots(entriesOf(bank), BANK_RULES);
    expect(twoLanguages).toMatchObject({ problems: [], acrossLanguages: 1, sharedSkeletons: 0 });

    bank.dialogues[2]!.dialogues.push(copyOf(source, 'Punjabi', 'punjabi-copied'));
    const threeLanguages = checkPlots(entriesOf(bank), BANK_RULES);
    expect(threeLanguages.sharedSkeletons).toBe(3);
    const atSource = threeLanguages.problems.find((p) => p.where.endsWith(`› ${source.key}`))!;
    expect(atSource.message).toMatch(
      /^its plot is also used in 2 other languages: (tamil|punjabi)-copied \(1\.00\), (tamil|punjabi)-copied \(1\.00\); a plot may be used by at most 2 languages$/,
    );
    expect(atSource.languages!.sort()).toEqual(['Hindi', 'Punjabi', 'Tamil']);
  });

  it('dialogues that share only their frame and category are far below the threshold', () => {
    const report = checkPlots(entriesOf(fixtureBank(['Hindi', 'Tamil', 'Punjabi', 'Urdu'])), BANK_RULES);
    expect(report.problems).toEqual([]);
  });
});

describe('a language as a whole', () => {
  const entries = () => entriesOf(fixtureBank(['Hindi'], 3)).filter((e) => e.language === 'Hindi');

  it('passes with 36 dialogues, 3 per category and varied turns', () => {
    expect(checkLanguageBank('Hindi', entries(), BANK_RULES)).toEqual([]);
  });

  it('too few dialogues, a thin category, one turn count', () => {
    const list = entries().filter((e) => e.dialogue.category !== 'Housing' || e.dialogue.key.endsWith('-1'));
    for (const e of list) e.dialogue.turns = e.dialogue.turns.slice(0, 10);
    const problems = checkLanguageBank('Hindi', list, BANK_RULES).map(formatProblem);
    expect(problems).toEqual([
      'dialogues/hindi/: has 33 dialogues; a language has at least 36',
      'dialogues/hindi/: has 0 dialogues in Housing; every category has at least 3',
      'dialogues/hindi/: uses 1 different turn counts (10); vary them: at least 4',
    ]);
  });

  it('more than a third opening with a self-introduction or ending with thanks', () => {
    const list = entries();
    list.slice(0, 13).forEach((e, i) => {
      e.dialogue.turns[0]!.text =
        i % 2
          ? `My name is Karen Lee. ${e.dialogue.turns[0]!.text}`
          : `Hello, I'm Sam Nguyen from Centrelink. ${e.dialogue.turns[0]!.text}`;
      const last = e.dialogue.turns.at(-1)!;
      if (last.language === 'English') last.text = `Thank you so much. ${last.text}`;
      else last.interpretation = `Thank you so much. ${last.interpretation}`;
    });
    const problems = checkLanguageBank('Hindi', list, BANK_RULES);
    expect(problems.map((p) => [p.kind, p.message.split(':')[0]])).toEqual([
      ['openings', '13 of 36 dialogues open with the professional introducing themselves (at most a third may)'],
      ['openings', '13 of 36 dialogues end with thanks (at most a third may)'],
    ]);
  });

  it('titles unique across the bank', () => {
    const bank = fixtureBank(['Hindi', 'Tamil']);
    bank.dialogues[1]!.dialogues[0]!.title = bank.dialogues[0]!.dialogues[0]!.title.toUpperCase();
    expect(checkTitles(entriesOf(bank))).toEqual([
      expect.objectContaining({
        where: expect.stringMatching(/^dialogues\/tamil\/.* › title$/),
        kind: 'title',
        languages: ['Tamil', 'Hindi'],
      }),
    ]);
  });
});

describe('vocabulary usage', () => {
  it('an unused term that is not marked as a domain term', () => {
    const bank = fixtureBank(['Telugu']);
    const vocabulary = bank.vocabulary[0]!;
    const entries = entriesOf(bank);
    expect(checkVocabularyUsage('vocabulary/telugu.json', vocabulary, entries)).toEqual([]);
    vocabulary.categories[3]!.terms.push({ english: 'gestational diabetes', translated: 'గర్భధారణ మధుమేహం' });
    expect(checkVocabularyUsage('vocabulary/telugu.json', vocabulary, entries)).toEqual([
      {
        where: `vocabulary/telugu.json › Health › terms[${vocabulary.categories[3]!.terms.length - 1}]`,
        message: `'gestational diabetes' / 'గర్భధారణ మధుమేహం' occurs in no Telugu dialogue; use it in one, or mark it "domain": true if it is a domain term of Health`,
        kind: 'vocabulary',
        languages: ['Telugu'],
      },
    ]);
    vocabulary.categories[3]!.terms.at(-1)!.domain = true;
    expect(checkVocabularyUsage('vocabulary/telugu.json', vocabulary, entries)).toEqual([]);
  });

  it('used by its translation in a text of the language, or its English word on the English side (whole words)', () => {
    const bank = fixtureBank(['Hindi']);
    const dialogue = bank.dialogues[0]!.dialogues[0]!;
    dialogue.turns[1]!.text = dialogue.turns[1]!.text.replace(/।$/, ' ब्लड प्रेशर।');
    dialogue.turns[0]!.text = dialogue.turns[0]!.text.replace(/\.$/, ' and the referrals.');
    const vocabulary = {
      language: 'Hindi',
      categories: [
        {
          category: 'Health' as const,
          terms: [
            { english: 'blood pressure', translated: 'ब्लड  प्रेशर' },
            { english: 'referrals', translated: 'रेफ़रल' },
            { english: 'refer', translated: 'भेजना' },
          ],
        },
      ],
    };
    expect(checkVocabularyUsage('vocabulary/hindi.json', vocabulary, entriesOf(bank)).map((p) => p.message.split(' /')[0])).toEqual([
      "'refer'",
    ]);
  });
});

describe('loading a content folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ccl-content-'));
    await writeContentBank(dir, fixtureBank(['Hindi', 'Tamil', 'Arabic']));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('a good bank loads without a problem, in language and key order', async () => {
    const { problems, bank } = await loadContent(dir, { rules: FIXTURE_RULES });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(bank.dialogues.map((l) => [l.language, l.dialogues.length])).toEqual([
      ['Arabic', 12],
      ['Hindi', 12],
      ['Tamil', 12],
    ]);
    const keys = bank.dialogues[1]!.dialogues.map((d) => d.key);
    expect(keys).toEqual([...keys].sort());
  });

  it('with the bank rules: the missing languages and counts are named', async () => {
    const { problems } = await loadContent(dir);
    expect(problems.map(formatProblem)).toEqual(
      expect.arrayContaining([
        'dialogues/urdu/: is missing',
        'vocabulary/urdu.json: is missing',
        'dialogues/hindi/: has 12 dialogues; a language has at least 36',
      ]),
    );
  });

  it('the old layout, a stray folder, a file that is not JSON', async () => {
    await writeFile(path.join(dir, 'dialogues', 'hindi.json'), '{"language":"Hindi","dialogues":[]}');
    await writeFile(path.join(dir, 'dialogues', 'hindi', 'hindi-health-broken.json'), '{"key": "hindi-health-broken",');
    await import('node:fs/promises').then((fs) => fs.mkdir(path.join(dir, 'dialogues', 'klingon')));
    const { problems } = await loadContent(dir, { rules: FIXTURE_RULES });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^dialogues\/hindi\/hindi-health-broken\.json: is not valid JSON: /),
      'dialogues/hindi.json: is the old layout: one file per dialogue now, dialogues/<language>/<key>.json',
      expect.stringMatching(/^dialogues\/klingon\/: is not a language folder: the folders are arabic, bangla, /),
    ]);
  });

  it('one language: its own problems and the bank-wide ones that involve it, nothing of the others', async () => {
    const all = await loadContent(dir, { rules: FIXTURE_RULES });
    const tamil = all.bank.dialogues.find((l) => l.language === 'Tamil')!.dialogues[0]!;
    const arabic = all.bank.dialogues.find((l) => l.language === 'Arabic')!.dialogues[0]!;
    // An Arabic problem of its own, and an amount Tamil and Hindi share.
    const arabicFile = path.join(dir, 'dialogues', 'arabic', `${arabic.key}.json`);
    await writeFile(arabicFile, JSON.stringify({ ...arabic, variety: undefined }));
    const tamilFile = path.join(dir, 'dialogues', 'tamil', `${tamil.key}.json`);
    tamil.turns[0]!.text += ' It was $99,999.';
    await writeFile(tamilFile, JSON.stringify(tamil));
    const hindi = all.bank.dialogues.find((l) => l.language === 'Hindi')!.dialogues[0]!;
    hindi.turns[0]!.text += ' It was $99,999.';
    await writeFile(path.join(dir, 'dialogues', 'hindi', `${hindi.key}.json`), JSON.stringify(hindi));

    const onlyTamil = await loadContent(dir, { rules: FIXTURE_RULES, languages: ['tamil'] });
    expect(onlyTamil.problems.map((p) => p.kind)).toEqual(['figure', 'figure']);
    expect(onlyTamil.bank.dialogues.map((l) => l.language)).toEqual(['Tamil']);
    expect(onlyTamil.bank.vocabulary.map((v) => v.language)).toEqual(['Tamil']);
    const onlyArabic = await loadContent(dir, { rules: FIXTURE_RULES, languages: ['Arabic'] });
    expect(onlyArabic.problems.map((p) => p.kind)).toEqual(['variety']);
  });

  it('facts.md exempts the figures it states', async () => {
    const all = await loadContent(dir, { rules: FIXTURE_RULES });
    const [a, b] = all.bank.dialogues[1]!.dialogues;
    for (const d of [a!, b!]) {
      // The second shortest English turn: room for 5 more words, and the short one stays short.
      const turn = d.turns.filter((t) => t.language === 'English').sort((x, y) => x.text.length - y.text.length)[1]!;
      turn.text += ' Rate $1,000.50 from 20 March.';
      await writeFile(path.join(dir, 'dialogues', 'hindi', `${d.key}.json`), JSON.stringify(d));
    }
    expect((await loadContent(dir, { rules: FIXTURE_RULES })).problems.map((p) => p.kind)).toEqual([
      'figure',
      'figure',
      'figure',
      'figure',
    ]);
    await writeFile(
      path.join(dir, 'facts.md'),
      '# Facts\n\n- Carer Payment: $1,000.50 a fortnight, from 20 March 2025 (Services Australia).\n',
    );
    expect((await loadContent(dir, { rules: FIXTURE_RULES })).problems).toEqual([]);
  });
});
