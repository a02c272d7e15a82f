import { findLanguage } from '@ccl/shared/domain';

/**
 * Checks that a text is written the way its language is written: the right Unicode script and, for
 * the languages that share a script with another, the marks that tell them apart. Words are counted
 * with the ICU word segmenter, which also splits unspaced Chinese into words.
 */

const SCRIPT_PATTERNS: Record<string, RegExp> = {
  Latin: /\p{Script=Latin}/u,
  Arabic: /\p{Script=Arabic}/u,
  Bengali: /\p{Script=Bengali}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Gujarati: /\p{Script=Gujarati}/u,
  Gurmukhi: /\p{Script=Gurmukhi}/u,
  Han: /\p{Script=Han}/u,
  Tamil: /\p{Script=Tamil}/u,
  Telugu: /\p{Script=Telugu}/u,
};

const LETTER = /\p{L}/u;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, s);
  }
  return s;
}

/** Words of a text as the ICU word segmenter sees them (numbers count as words). */
export function words(text: string, languageName = 'English'): string[] {
  const code = languageName === 'English' ? 'en' : (findLanguage(languageName)?.code ?? 'en');
  return [...segmenter(code).segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

export function wordCount(text: string, languageName = 'English'): number {
  return words(text, languageName).length;
}

/**
 * The script of one character ('Other' for a letter of none we check, null for a non-letter).
 * Memoised: the bank uses a few hundred distinct characters, and testing each against every script
 * pattern was most of the time the server spends validating the bank at start.
 */
const characterScripts = new Map<string, string | null>();
function scriptOfCharacter(ch: string): string | null {
  let script = characterScripts.get(ch);
  if (script === undefined) {
    script = LETTER.test(ch) ? (Object.entries(SCRIPT_PATTERNS).find(([, pattern]) => pattern.test(ch))?.[0] ?? 'Other') : null;
    characterScripts.set(ch, script);
  }
  return script;
}

/** The script most of a word's letters are written in, or undefined for digits-only words. */
function scriptOf(word: string): string | undefined {
  const counts = new Map<string, number>();
  for (const ch of word) {
    const script = scriptOfCharacter(ch);
    if (script && script !== 'Other') counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let best: string | undefined;
  let bestCount = 0;
  for (const [script, count] of counts) {
    if (count > bestCount) {
      best = script;
      bestCount = count;
    }
  }
  return best ?? ([...word].some((ch) => LETTER.test(ch)) ? 'Other' : undefined);
}

const VIETNAMESE_MARKS = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

const FILIPINO_FUNCTION_WORDS = new Set(
  (
    'ang ng sa mga na po opo ko ako ay at ba kayo ninyo niyo namin natin ito iyan iyon para kung hindi lang ' +
    'din rin may mayroon wala siya sila kami tayo akin ka mo ho pa naman nga yung yun pero dahil kasi ' +
    'kailangan ano paano saan kailan bakit sino si kay nila nito niya inyo amin atin dito doon diyan ' +
    'oo salamat ngayon lamang upang o kapag habang bago pagkatapos tungkol lahat isang dalawa tatlo'
  ).split(' '),
);

const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'the a an and or of to in on at for is are was were be been you your i we our it this that with ' +
    'have has do does did can will would should could please my me not what when where how if there ' +
    'from by as about any some ' +
    // Contractions and short words a brief spoken line may consist of ("Great. I'll just need both numbers.").
    "i'm i'll i've i'd it's that's don't doesn't didn't can't won't isn't aren't we'll we're you'll you're " +
    'he she they them his her their no yes until both all just then than'
  ).split(' '),
);

/** Letters only Urdu uses among the Arabic-script languages; Arabic proper never has them. */
const URDU_ONLY = /[ٹڈڑںےۓھہۃ]/u;
/** Persian-style kaf and yeh: Urdu spelling uses them, standard Arabic spelling does not. */
const URDU_KAF_YEH = /[کی]/u;
const ARABIC_KAF_YEH = /[كي]/u;

/** Frequent characters that exist only in traditional Chinese; simplified text never has them. */
const TRADITIONAL_ONLY =
  /[們這來時會說對學國醫過還請問給讓錢買賣車電話號銀險療藥預約關係開門長書經濟業務與從發現點當應該個員機將處雙歲離嗎麼談單據費險補貼續證帳戶額確認護診顧談論]/u;

export interface ScriptProblem {
  message: string;
}

/**
 * Problems with `text` as a piece of `languageName` ('English' or one of the 12), or [] when it reads right.
 * `strictness` 'sentence' for dialogue turns, 'term' for single vocabulary entries.
 */
export function checkWriting(
  text: string,
  languageName: string,
  strictness: 'sentence' | 'term' = 'sentence',
  /** The text's words when the caller has segmented it already (segmenting is the costly part). */
  segmented: string[] = words(text, languageName),
): string[] {
  const problems: string[] = [];
  const list = segmented.filter((w) => [...w].some((ch) => LETTER.test(ch)));
  if (list.length === 0) return strictness === 'term' && /\p{N}/u.test(text) ? [] : ['has no words'];

  const expectedScript = languageName === 'English' ? 'Latin' : findLanguage(languageName)?.script;
  if (!expectedScript) return [`unknown language ${languageName}`];

  const inScript = list.filter((w) => scriptOf(w) === expectedScript).length;
  const share = inScript / list.length;
  // Loanwords (Medicare, GP, Centrelink) are natural in every language; whole sentences in the wrong script are not.
  const minimumShare = languageName === 'English' ? 0.95 : strictness === 'term' ? 0.5 : 0.7;
  if (share < minimumShare) {
    problems.push(
      `is not written in ${expectedScript} script (${Math.round(share * 100)}% of words are; at least ${Math.round(minimumShare * 100)}% must be)`,
    );
    return problems;
  }

  const lower = list.map((w) => w.toLowerCase());
  if (languageName === 'Vietnamese' && strictness === 'sentence') {
    const marked = list.filter((w) => VIETNAMESE_MARKS.test(w)).length / list.length;
    if (marked < 0.3) problems.push(`reads as Vietnamese without diacritics (${Math.round(marked * 100)}% of words carry them)`);
  }
  if (languageName === 'Filipino' && strictness === 'sentence' && list.length >= 4) {
    const fil = lower.filter((w) => FILIPINO_FUNCTION_WORDS.has(w)).length;
    const eng = lower.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length;
    if (fil === 0 || eng > fil * 2) problems.push('reads as English, not Filipino');
  }
  if (languageName === 'English' && strictness === 'sentence' && list.length >= 4) {
    const eng = lower.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length;
    const fil = lower.filter((w) => FILIPINO_FUNCTION_WORDS.has(w) && !ENGLISH_FUNCTION_WORDS.has(w)).length;
    if (eng === 0 || fil > eng) problems.push('does not read as English');
    const marked = list.filter((w) => VIETNAMESE_MARKS.test(w)).length / list.length;
    if (marked > 0.15) problems.push('has Vietnamese diacritics on too many words for English');
  }
  if (languageName === 'Urdu' && strictness === 'sentence' && list.length >= 3) {
    if (!URDU_ONLY.test(text) && !URDU_KAF_YEH.test(text)) problems.push('uses no Urdu letters (ے ں ٹ ڈ ڑ ہ ک ی): reads as Arabic');
  }
  if (languageName === 'Arabic') {
    if (URDU_ONLY.test(text)) problems.push('uses Urdu letters (ے ں ٹ ڈ ڑ ہ) in Arabic');
    if (strictness === 'sentence' && URDU_KAF_YEH.test(text) && !ARABIC_KAF_YEH.test(text)) {
      problems.push('spells kaf/yeh the Persian-Urdu way (ک ی) instead of Arabic (ك ي)');
    }
  }
  if (languageName === 'Mandarin') {
    const traditional = text.match(new RegExp(TRADITIONAL_ONLY.source, 'gu'));
    if (traditional) problems.push(`uses traditional characters (${[...new Set(traditional)].join('')}); write simplified`);
  }
  return problems;
}
