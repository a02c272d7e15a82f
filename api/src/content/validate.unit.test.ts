import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_DIR, loadContent } from './load.js';
import type { DialogueFile, VocabularyFile } from './schema.js';
import { checkBank, checkDialogueFile, checkVocabularyFile, formatProblem, type ContentProblem } from './validate.js';

/**
 * The validator against the real bank, and against copies of real files with one thing broken:
 * each broken case must be reported with its file, dialogue and field.
 */

async function realFile<T>(folder: 'dialogues' | 'vocabulary', language: string): Promise<T> {
  return JSON.parse(await readFile(path.join(CONTENT_DIR, folder, `${language}.json`), 'utf8')) as T;
}

/** A deep copy of a real dialogue file, changed by `mutate`, run through the per-file checks. */
async function dialogueProblems(language: string, mutate: (file: DialogueFile) => void): Promise<ContentProblem[]> {
  const file = structuredClone(await realFile<DialogueFile>('dialogues', language));
  mutate(file);
  return checkDialogueFile(`dialogues/${language}.json`, file).problems;
}

async function vocabularyProblems(language: string, mutate: (file: VocabularyFile) => void): Promise<ContentProblem[]> {
  const file = structuredClone(await realFile<VocabularyFile>('vocabulary', language));
  mutate(file);
  return checkVocabularyFile(`vocabulary/${language}.json`, file).problems;
}

function first(file: DialogueFile) {
  const dialogue = file.dialogues[0];
  if (!dialogue) throw new Error('the file has no dialogue');
  return dialogue;
}

/** The one English sentence of 40 words used to break the per-turn limit. */
const FORTY_WORDS =
  'Before we finish today I need you to bring your Medicare card, your passport, two recent payslips, the letter from ' +
  'Centrelink and the lease for the flat in Blacktown to our office on the second floor next Tuesday at ten.';

describe('the content bank', () => {
  it('passes every check: 12 languages, ≥ 12 dialogues and ≥ 240 terms each', async () => {
    const { problems, bank } = await loadContent();
    expect(problems.map(formatProblem)).toEqual([]);
    expect(bank.dialogues).toHaveLength(12);
    expect(bank.vocabulary).toHaveLength(12);
    for (const file of bank.dialogues) expect(file.dialogues.length).toBeGreaterThanOrEqual(12);
    for (const file of bank.vocabulary) {
      expect(file.categories.reduce((sum, c) => sum + c.terms.length, 0)).toBeGreaterThanOrEqual(240);
    }
  });
});

describe('a broken dialogue is reported with its file, dialogue and field', () => {
  it('a Hindi turn written in Latin letters', async () => {
    let key = '';
    const problems = await dialogueProblems('hindi', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns[1]!.text = 'Doctor sahab, mujhe subah se sir mein dard hai aur meri dawai khatam ho gayi hai, kya aap nayi parchi likh denge?';
    });
    expect(problems).toContainEqual({
      where: `dialogues/hindi.json › ${key} › turns[1].text`,
      message: expect.stringMatching(/^is not written in Devanagari script \(\d+% of words are; at least 70% must be\) \(expected Hindi\)$/),
    });
  });

  it('a Hindi interpretation written in Latin letters', async () => {
    let key = '';
    const problems = await dialogueProblems('hindi', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns[0]!.interpretation = 'Namaste, aapka swagat hai. Kripya apna naam aur janm tithi bataiye taaki main aapki file khol sakoon.';
    });
    expect(problems).toContainEqual({
      where: `dialogues/hindi.json › ${key} › turns[0].interpretation`,
      message: expect.stringContaining('is not written in Devanagari script'),
    });
  });

  it('a 40-word turn', async () => {
    let key = '';
    const problems = await dialogueProblems('tamil', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns[2]!.text = FORTY_WORDS;
    });
    expect(problems).toContainEqual({ where: `dialogues/tamil.json › ${key} › turns[2].text`, message: 'has 40 words; a speaker turn has at most 35' });
  });

  it('a language without a dialogue in one of the 12 categories', async () => {
    const problems = await dialogueProblems('hindi', (file) => {
      file.dialogues = file.dialogues.filter((d) => d.category !== 'Housing');
    });
    expect(problems).toEqual([{ where: 'dialogues/hindi.json › dialogues', message: 'no dialogue in category Housing' }]);
  });

  it('a dialogue without its category field, or with one that is not of the 12', async () => {
    let key = '';
    const missing = await dialogueProblems('nepali', (file) => {
      const dialogue = first(file) as Partial<DialogueFile['dialogues'][number]>;
      key = dialogue.key!;
      delete dialogue.category;
    });
    expect(missing).toContainEqual({ where: `dialogues/nepali.json › ${key} › category`, message: expect.stringContaining('Invalid option') });

    const unknown = await dialogueProblems('nepali', (file) => {
      (first(file) as { category: string }).category = 'Sport';
    });
    expect(unknown).toContainEqual({ where: `dialogues/nepali.json › ${key} › category`, message: expect.stringContaining('"Health"') });
  });

  it('turns that do not alternate English and the language, English first', async () => {
    let key = '';
    const problems = await dialogueProblems('punjabi', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      const [english, punjabi] = dialogue.turns;
      dialogue.turns[0] = punjabi!;
      dialogue.turns[1] = english!;
    });
    expect(problems).toContainEqual({
      where: `dialogues/punjabi.json › ${key} › turns[0].language`,
      message: 'is Punjabi; turns alternate English and Punjabi, English first, so this one is English',
    });
    expect(problems).toContainEqual({
      where: `dialogues/punjabi.json › ${key} › turns[1].language`,
      message: 'is English; turns alternate English and Punjabi, English first, so this one is Punjabi',
    });
  });

  it('too few and too many speaker turns', async () => {
    let key = '';
    const few = await dialogueProblems('gujarati', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns = dialogue.turns.slice(0, 8);
    });
    expect(few).toContainEqual({ where: `dialogues/gujarati.json › ${key} › turns`, message: 'has 8 speaker turns; a dialogue has 10–16' });

    const many = await dialogueProblems('gujarati', (file) => {
      const dialogue = first(file);
      while (dialogue.turns.length < 18) dialogue.turns.push(...dialogue.turns.slice(0, 2).map((t) => ({ ...t })));
      dialogue.turns = dialogue.turns.slice(0, 18);
    });
    expect(many).toContainEqual({ where: `dialogues/gujarati.json › ${key} › turns`, message: 'has 18 speaker turns; a dialogue has 10–16' });
  });

  it('spoken word totals below 260 and above 340', async () => {
    let key = '';
    const short = await dialogueProblems('bangla', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      // Every other turn (the English ones) cut to its first sentence-worth of words.
      dialogue.turns = dialogue.turns.map((t) => (t.language === 'English' ? { ...t, text: t.text.split(' ').slice(0, 4).join(' ') } : t));
    });
    expect(short).toContainEqual({
      where: `dialogues/bangla.json › ${key} › turns`,
      message: expect.stringMatching(/^has (\d+) spoken words; a dialogue has 260–340$/),
    });
    const shortTotal = Number(/has (\d+) spoken words/.exec(short.find((p) => p.message.includes('spoken words'))!.message)![1]);
    expect(shortTotal).toBeLessThan(260);

    const long = await dialogueProblems('bangla', (file) => {
      const dialogue = first(file);
      // Two more English turns of 30 words and their Bangla answers push the total past 340.
      while (dialogue.turns.length < 16) dialogue.turns.push(...dialogue.turns.slice(0, 2).map((t) => ({ ...t })));
    });
    expect(long).toContainEqual({
      where: `dialogues/bangla.json › ${key} › turns`,
      message: expect.stringMatching(/^has (\d+) spoken words; a dialogue has 260–340$/),
    });
    const longTotal = Number(/has (\d+) spoken words/.exec(long.find((p) => p.message.includes('spoken words'))!.message)![1]);
    expect(longTotal).toBeGreaterThan(340);
  });

  it('an Urdu turn with no Urdu letters (Arabic spelling)', async () => {
    const arabic = await realFile<DialogueFile>('dialogues', 'arabic');
    const arabicSentence = first(arabic).turns[1]!.text;
    let key = '';
    const problems = await dialogueProblems('urdu', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns[1]!.text = arabicSentence;
    });
    expect(problems).toContainEqual({
      where: `dialogues/urdu.json › ${key} › turns[1].text`,
      message: 'uses no Urdu letters (ے ں ٹ ڈ ڑ ہ ک ی): reads as Arabic (expected Urdu)',
    });
  });

  it('traditional Chinese characters in Mandarin', async () => {
    let key = '';
    const problems = await dialogueProblems('mandarin', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns[1]!.text = '醫生，請問這個藥我們應該每天吃幾次？我的電話號碼已經給你們了。';
    });
    expect(problems).toContainEqual({
      where: `dialogues/mandarin.json › ${key} › turns[1].text`,
      message: expect.stringMatching(/^uses traditional characters \(.*醫.*\); write simplified \(expected Mandarin\)$/),
    });
  });

  it('Vietnamese without diacritics', async () => {
    let key = '';
    const problems = await dialogueProblems('vietnamese', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      const stripped = dialogue.turns[1]!.text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
      expect(stripped).not.toBe(dialogue.turns[1]!.text);
      dialogue.turns[1]!.text = stripped;
    });
    expect(problems).toContainEqual({
      where: `dialogues/vietnamese.json › ${key} › turns[1].text`,
      message: 'reads as Vietnamese without diacritics (0% of words carry them) (expected Vietnamese)',
    });
  });

  it('a Filipino turn that reads as English', async () => {
    let key = '';
    const problems = await dialogueProblems('filipino', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns[1]!.text = 'I would like to ask about my appointment at the clinic next week, because I have to work on Monday.';
    });
    expect(problems).toContainEqual({
      where: `dialogues/filipino.json › ${key} › turns[1].text`,
      message: 'reads as English, not Filipino (expected Filipino)',
    });
  });

  it('a key used twice in one file', async () => {
    const problems = await dialogueProblems('telugu', (file) => {
      file.dialogues[1]!.key = first(file).key;
    });
    expect(problems).toContainEqual({ where: expect.stringMatching(/^dialogues\/telugu\.json › telugu-/), message: 'key is used twice' });
  });

  it('an interpretation far shorter than its turn', async () => {
    let key = '';
    const problems = await dialogueProblems('hindi', (file) => {
      const dialogue = first(file);
      key = dialogue.key;
      dialogue.turns[1]!.interpretation = 'Yes.';
    });
    expect(problems).toContainEqual({
      where: `dialogues/hindi.json › ${key} › turns[1].interpretation`,
      message: expect.stringMatching(/^has 1 words for a \d+-word turn: not a faithful interpretation$/),
    });
  });
});

describe('a broken vocabulary file is reported with its file, category and field', () => {
  it('a category with fewer than 20 terms', async () => {
    const problems = await vocabularyProblems('hindi', (file) => {
      const health = file.categories.find((c) => c.category === 'Health')!;
      health.terms = health.terms.slice(0, 19);
    });
    expect(problems).toEqual([{ where: 'vocabulary/hindi.json › Health', message: 'has 19 terms; each category has at least 20' }]);
  });

  it('a translation in the wrong script, and an English word listed twice', async () => {
    const problems = await vocabularyProblems('tamil', (file) => {
      const legal = file.categories.find((c) => c.category === 'Legal')!;
      legal.terms[0]!.translated = 'vakkeel';
      legal.terms[2]!.english = legal.terms[1]!.english.toUpperCase();
    });
    expect(problems).toContainEqual({
      where: 'vocabulary/tamil.json › Legal › terms[0].translated',
      message: expect.stringContaining('is not written in Tamil script'),
    });
    expect(problems).toContainEqual({ where: 'vocabulary/tamil.json › Legal › terms[2].english', message: expect.stringContaining('is listed twice') });
  });

  it('a term without its translation', async () => {
    const problems = await vocabularyProblems('urdu', (file) => {
      delete (file.categories[0]!.terms[3] as Partial<{ translated: string }>).translated;
    });
    expect(problems).toEqual([{ where: 'vocabulary/urdu.json › Business › terms.3.translated', message: expect.any(String) }]);
  });
});

describe('bank-wide checks', () => {
  it('the same title in two languages', async () => {
    const hindi = await realFile<DialogueFile>('dialogues', 'hindi');
    const tamil = structuredClone(await realFile<DialogueFile>('dialogues', 'tamil'));
    first(tamil).title = first(hindi).title;
    const problems = checkBank(
      new Map([
        ['dialogues/hindi.json', hindi],
        ['dialogues/tamil.json', tamil],
      ]),
      new Map(),
    );
    expect(problems).toContainEqual({
      where: `dialogues/tamil.json › ${first(tamil).key} › title`,
      message: `'${first(hindi).title}' is also the title of dialogues/hindi.json › ${first(hindi).key}`,
    });
    // The other ten languages are missing from this two-file bank, and are named.
    expect(problems).toContainEqual({ where: 'dialogues/urdu.json', message: 'is missing' });
  });

  describe('on a copy of the content folder', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'ccl-content-'));
      await cp(CONTENT_DIR, dir, { recursive: true });
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('a file that is not valid JSON', async () => {
      const text = await readFile(path.join(dir, 'dialogues/hindi.json'), 'utf8');
      await writeFile(path.join(dir, 'dialogues/hindi.json'), text.replace(/}\s*$/, ',}'));
      const { problems } = await loadContent(dir);
      expect(problems).toContainEqual({ where: 'dialogues/hindi.json', message: expect.stringMatching(/^is not valid JSON: /) });
      // The file could not be read, so the bank is also missing Hindi.
      expect(problems).toContainEqual({ where: 'dialogues/hindi.json', message: 'is missing' });
    });

    it('a file holding another language than its name says', async () => {
      await writeFile(path.join(dir, 'vocabulary/nepali.json'), await readFile(path.join(dir, 'vocabulary/hindi.json')));
      const { problems } = await loadContent(dir);
      expect(problems).toContainEqual({ where: 'vocabulary/nepali.json', message: 'holds Hindi; its name must be hindi.json' });
    });
  });
});
