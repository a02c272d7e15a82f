import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CATEGORIES, findLanguage, type CategoryName } from '@ccl/shared/domain';
import type { ContentBank } from '../content/load.js';
import { BANK_RULES, type BankRules } from '../content/rules.js';
import {
  categorySlug,
  dialogueFilePath,
  type BankDialogue,
  type KeyUnit,
  type SpeakerTurn,
  type UnitKind,
  type VocabularyFile,
} from '../content/schema.js';

/**
 * A synthetic content bank for tests: valid dialogues (shape, script, units, variety, unique plots
 * and figures) in any of the 12 languages, generated from a seed, so the API suites never depend on
 * the real bank while writers are rewriting it. The texts are word salad in the right script — real
 * enough for seeding, speech, scoring and the checker, meaningless to a reader.
 *
 * A fixture language has one dialogue per category (FIXTURE_RULES relax the bank's counts to that);
 * every other rule is the bank's. Plots stay apart because each dialogue's nouns and names are
 * made-up words of its own; figures because each dialogue's amount comes from its place in the bank.
 */

/** The bank's rules with the counts a 12-dialogue language meets. */
export const FIXTURE_RULES: BankRules = {
  ...BANK_RULES,
  dialoguesPerLanguage: 12,
  dialoguesPerCategory: 1,
  termsPerLanguage: 240,
  everyLanguage: false,
};

/** Everyday words of each language, in its own script (no meaning intended in their order). */
const WORDS: Record<string, string> = {
  Arabic:
    'أنا انت هو هي هاد بيت شغل مصاري دوا دكتور ورقة مكتب وقت يوم جمعة شهر سنة ولد عيلة إيجار تأمين سيارة مدرسة مستشفى بنك حساب رسالة جواب سؤال مساعدة مهم هلق بعدين قبل بس كمان لأنو لا أي منيح كتير شوي',
  Bangla:
    'আমি আপনি তিনি এটা ওটা বাড়ি কাজ টাকা ওষুধ ডাক্তার ফর্ম অফিস সময় দিন সপ্তাহ মাস বছর বাচ্চা পরিবার ভাড়া বীমা গাড়ি স্কুল হাসপাতাল চাকরি মালিক ব্যাংক হিসাব চিঠি উত্তর প্রশ্ন সাহায্য জরুরি এখন পরে আগে কিন্তু এবং কারণ না হ্যাঁ ঠিক ভালো অনেক একটু',
  Filipino:
    'ako ikaw siya ito iyan bahay trabaho pera gamot doktor porma opisina oras araw linggo buwan taon anak pamilya upa seguro kotse paaralan ospital amo bangko sulat sagot tanong tulong mahalaga ngayon pagkatapos bago pero at dahil hindi oo tama mabuti marami kaunti ang ng sa mga po na',
  Gujarati:
    'હું તમે તે આ પેલું ઘર કામ પૈસા દવા ડૉક્ટર ફોર્મ ઓફિસ સમય દિવસ અઠવાડિયું મહિનો વર્ષ બાળક કુટુંબ ભાડું વીમો ગાડી શાળા હોસ્પિટલ નોકરી માલિક બેંક ખાતું પત્ર જવાબ સવાલ મદદ જરૂરી હવે પછી પહેલાં પણ અને કારણ નહીં હા બરાબર સારું ઘણું થોડું',
  Hindi:
    'मैं आप वह यह घर काम पैसा दवाई डॉक्टर फ़ॉर्म दफ़्तर समय दिन हफ़्ता महीना साल बच्चा परिवार किराया बीमा गाड़ी स्कूल अस्पताल नौकरी मालिक बैंक खाता पत्र जवाब सवाल मदद ज़रूरी अभी बाद पहले लेकिन और क्योंकि नहीं हाँ ठीक अच्छा बहुत थोड़ा',
  Mandarin:
    '我 您 他 这个 那个 房子 工作 钱 药 医生 表格 办公室 时间 今天 星期 月份 明年 孩子 家人 房租 保险 汽车 学校 医院 老板 银行 账户 信件 回答 问题 帮助 重要 现在 以后 以前 但是 而且 因为 没有 可以 好的 很多 一点',
  Nepali:
    'म तपाईं उहाँ यो त्यो घर काम पैसा औषधि डाक्टर फारम कार्यालय समय दिन हप्ता महिना वर्ष बच्चा परिवार भाडा बीमा गाडी विद्यालय अस्पताल जागिर मालिक बैंक खाता चिठी जवाफ प्रश्न सहयोग जरुरी अहिले पछि पहिले तर अनि किनभने छैन हो ठिक राम्रो धेरै अलिकति',
  Punjabi:
    'ਮੈਂ ਤੁਸੀਂ ਉਹ ਇਹ ਘਰ ਕੰਮ ਪੈਸਾ ਦਵਾਈ ਡਾਕਟਰ ਫਾਰਮ ਦਫ਼ਤਰ ਸਮਾਂ ਦਿਨ ਹਫ਼ਤਾ ਮਹੀਨਾ ਸਾਲ ਬੱਚਾ ਪਰਿਵਾਰ ਕਿਰਾਇਆ ਬੀਮਾ ਗੱਡੀ ਸਕੂਲ ਹਸਪਤਾਲ ਨੌਕਰੀ ਮਾਲਕ ਬੈਂਕ ਖਾਤਾ ਚਿੱਠੀ ਜਵਾਬ ਸਵਾਲ ਮਦਦ ਜ਼ਰੂਰੀ ਹੁਣ ਬਾਅਦ ਪਹਿਲਾਂ ਪਰ ਅਤੇ ਕਿਉਂਕਿ ਨਹੀਂ ਹਾਂ ਠੀਕ ਚੰਗਾ ਬਹੁਤ ਥੋੜ੍ਹਾ',
  Tamil:
    'நான் நீங்கள் அவர் இது அது வீடு வேலை பணம் மருந்து மருத்துவர் படிவம் அலுவலகம் நேரம் நாள் வாரம் மாதம் வருடம் குழந்தை குடும்பம் வாடகை காப்பீடு கார் பள்ளி மருத்துவமனை முதலாளி வங்கி கணக்கு கடிதம் பதில் கேள்வி உதவி முக்கியம் இப்போது பிறகு முன்பு ஆனால் மற்றும் ஏனென்றால் இல்லை ஆம் சரி நல்லது நிறைய கொஞ்சம்',
  Telugu:
    'నేను మీరు ఆయన ఇది అది ఇల్లు పని డబ్బు మందు డాక్టర్ ఫారం కార్యాలయం సమయం రోజు వారం నెల సంవత్సరం పిల్లవాడు కుటుంబం అద్దె బీమా కారు బడి ఆసుపత్రి ఉద్యోగం యజమాని బ్యాంకు ఖాతా ఉత్తరం జవాబు ప్రశ్న సహాయం ముఖ్యం ఇప్పుడు తర్వాత ముందు కానీ మరియు ఎందుకంటే లేదు అవును సరే మంచిది చాలా కొంచెం',
  Urdu: 'میں آپ وہ یہ گھر کام پیسے دوائی ڈاکٹر فارم دفتر وقت دن ہفتہ مہینہ سال بچہ خاندان کرایہ بیمہ گاڑی اسکول ہسپتال نوکری مالک بینک کھاتہ خط جواب سوال مدد ضروری ابھی بعد پہلے لیکن اور کیونکہ نہیں ہاں ٹھیک اچھا بہت تھوڑا',
  Vietnamese:
    'tôi bạn ông bà nhà việc tiền thuốc bác sĩ mẫu đơn văn phòng thời gian ngày tuần tháng năm con gia đình tiền thuê bảo hiểm xe trường bệnh viện chủ ngân hàng tài khoản thư trả lời câu hỏi giúp đỡ quan trọng bây giờ sau trước nhưng và vì không vâng được tốt nhiều ít',
};

/** The spoken variety each fixture language declares (Arabic must; the others may). */
const VARIETIES: Record<string, string> = { Arabic: 'Levantine', Tamil: 'Spoken Tamil (Sri Lankan)' };

/** English frames: function words and verbs every dialogue shares; {n} is one of the dialogue's own nouns. */
const FRAMES = [
  'we will check the {n} and the {n} with you',
  'please bring your {n} to the {n} next week',
  'the {n} was sent to your {n} last month',
  'can you tell me about the {n} before we start',
  'I have the {n} from the {n} here',
  'it depends on the {n} and your {n}',
  'my {n} said the {n} is not ready',
  'they asked for the {n} again',
  'this is about your {n} and the {n}',
  'we can send the {n} by {n}',
];

/** Deterministic pseudo-random numbers from a text seed (mulberry32). */
function random(seed: string): () => number {
  let h = 1779033703;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** `count` items of `list` in random order, each used once before any repeats (texts read less like a loop). */
function draw<T>(rnd: () => number, list: readonly T[], count: number): T[] {
  const out: T[] = [];
  while (out.length < count) {
    const deck = [...list];
    for (let i = deck.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rnd() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    out.push(...deck);
  }
  return out.slice(0, count);
}

const ONSETS = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'dr', 'gl', 'kr', 'pl', 'tr', 'st'];
const VOWELS = ['a', 'e', 'i', 'o', 'u'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'x'];

/** A made-up word of 2–3 syllables, 5+ letters: no English, Filipino or number word by accident. */
function madeUpWord(rnd: () => number): string {
  let word = '';
  const syllables = 2 + Math.floor(rnd() * 2);
  for (let i = 0; i < syllables; i += 1) word += pick(rnd, ONSETS) + pick(rnd, VOWELS) + (i === syllables - 1 ? pick(rnd, CODAS) : '');
  return word.length >= 5 ? word : `${word}ven`;
}

/** The made-up nouns of a dialogue: its plot, as far as the similarity checker can tell. */
function fixtureNouns(key: string): string[] {
  const rnd = random(`${key}-nouns`);
  return Array.from({ length: 16 }, () => madeUpWord(rnd));
}

/** English words of one turn: frames filled with the dialogue's nouns, cut to `count` words. */
function englishWords(rnd: () => number, nouns: string[], count: number): string[] {
  const frames = draw(rnd, FRAMES, FRAMES.length);
  const fill = draw(rnd, nouns, 4 * nouns.length);
  const out: string[] = [];
  for (let f = 0; out.length < count; f += 1) out.push(...frames[f % frames.length]!.replace(/\{n\}/g, () => fill.pop()!).split(' '));
  return out.slice(0, count);
}

function languageWords(rnd: () => number, language: string, count: number): string[] {
  return draw(rnd, WORDS[language]!.split(' '), count);
}

const sentence = (words: string[], language: string) => {
  const text = words.join(language === 'Mandarin' ? '' : ' ');
  const end =
    language === 'Mandarin'
      ? '。'
      : language === 'Urdu'
        ? '۔'
        : language === 'Hindi' || language === 'Nepali' || language === 'Bangla'
          ? '।'
          : '.';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${end}`;
};

export type FixtureLevel = 'easy' | 'medium' | 'hard';

/** Words per speaker turn for each level (see content/difficulty.ts): easy short, hard long and dense. */
const SHAPES: Record<FixtureLevel, { turns: number[]; words: () => number[]; detail: UnitKind[] }> = {
  easy: { turns: [16], words: () => [6, ...Array(15).fill(17)], detail: ['negation', 'modal'] },
  medium: { turns: [13, 14], words: () => [6, 28, ...Array(12).fill(22)], detail: ['term', 'modal', 'negation'] },
  hard: { turns: [10, 12], words: () => [6, 33, 33, ...Array(9).fill(31)], detail: ['term', 'name', 'number'] },
};

export interface FixtureDialogueOptions {
  language: string;
  category: CategoryName;
  /** Its place in the bank: keeps keys, titles and figures unique. */
  serial: number;
  level?: FixtureLevel;
}

/** One valid bank dialogue in `language`. */
export function fixtureDialogue({
  language,
  category,
  serial,
  level = (['easy', 'medium', 'hard'] as const)[serial % 3]!,
}: FixtureDialogueOptions): BankDialogue {
  if (!WORDS[language]) throw new Error(`no fixture words for ${language}`);
  const slug = language.toLowerCase();
  const key = `${slug}-${categorySlug(category)}-fixture-${serial}`;
  const rnd = random(key);
  const nouns = fixtureNouns(key);
  const name = nouns[0]!.charAt(0).toUpperCase() + nouns[0]!.slice(1);
  const shape = SHAPES[level];
  const turnCount = shape.turns[serial % shape.turns.length]!;
  const lengths = shape.words().slice(0, turnCount);
  // The short turn somewhere in the middle, not always first.
  lengths.splice(Math.min(turnCount - 1, 3 + (serial % 5)), 0, lengths.shift()!);
  const amount = `$${(1000 + serial * 37).toLocaleString('en-AU')}`;

  const turns: SpeakerTurn[] = lengths.map((count, i) => {
    const english = i % 2 === 0;
    const professional = englishWords(rnd, nouns, count);
    if (i === 0) professional.splice(0, 2, 'Good', 'morning');
    if (i === 2) professional.splice(Math.min(count - 1, 3), 1, amount);
    const enText = sentence(professional, 'English');
    // ICU splits some of the Chinese words in two: fewer of them keep the turn within 35 words.
    const other = languageWords(rnd, language, language === 'Mandarin' && count > 25 ? Math.round(count * 0.85) : count);
    if (i === 2) other.splice(Math.min(count - 1, 2), 1, amount.slice(1));
    // Filipino reads as Filipino by its little words (po, ang, sa): never leave a turn without one.
    if (language === 'Filipino') other.splice(1, 1, 'po');
    const otherText = sentence(other, language);
    const interpretation = english ? otherText : enText;
    const text = english ? enText : otherText;
    return {
      role: english ? 'Officer' : 'Client',
      language: english ? 'English' : language,
      text,
      interpretation,
      units: unitsOf(rnd, interpretation, shape.detail, i === 2 ? amount.slice(1) : undefined, level),
    };
  });
  return {
    key,
    category,
    title: `${category} Fixture ${serial}: the ${name} Case`,
    description: `A synthetic ${category.toLowerCase()} dialogue for tests, about ${name}.`,
    ...(VARIETIES[language] ? { variety: VARIETIES[language] } : {}),
    turns,
  };
}

/** 1–4 units, each a run of one or two words of the interpretation; the amount when the turn has it. */
function unitsOf(rnd: () => number, interpretation: string, kinds: UnitKind[], amount: string | undefined, level: FixtureLevel): KeyUnit[] {
  let words = interpretation
    .split(/\s+/)
    .map((w) => w.replace(/[.,।。۔]+$/u, ''))
    .filter(Boolean);
  // Chinese has no spaces: take runs of two characters instead of words.
  const han = words.length === 1 && /\p{Script=Han}/u.test(words[0]!);
  if (han) words = (words[0]!.match(/\p{Script=Han}{2}/gu) ?? []).slice(0, 12);
  const wanted = level === 'easy' ? 1 : level === 'medium' ? 2 : 4;
  const units: KeyUnit[] = amount ? [{ kind: 'number', text: amount }] : [];
  const seen = new Set(units.map((u) => u.text.toLowerCase()));
  for (let tries = 0; units.length < wanted && tries < 20; tries += 1) {
    const start = Math.floor(rnd() * words.length);
    const text = han ? words[start]! : words.slice(start, start + 1 + Math.floor(rnd() * 2)).join(' ');
    if (!text || seen.has(text.toLowerCase()) || /^\d/.test(text)) continue;
    seen.add(text.toLowerCase());
    units.push({ kind: kinds[units.length % kinds.length]!, text });
  }
  return units;
}

/** Terms of each category: the made-up English nouns its dialogue uses, with words of the language. */
function fixtureVocabulary(language: string, dialogues: BankDialogue[]): VocabularyFile {
  return {
    language,
    categories: CATEGORIES.map((category) => {
      const dialogue = dialogues.find((d) => d.category === category)!;
      const english = dialogue.turns.map((t) => (t.language === 'English' ? t.text : t.interpretation)).join(' ');
      const used = fixtureNouns(dialogue.key).filter(
        (noun, i, all) => all.indexOf(noun) === i && new RegExp(`\\b${noun}\\b`).test(english),
      );
      const rnd = random(`${language}-${category}-terms`);
      const terms: VocabularyFile['categories'][number]['terms'] = used.map((noun) => ({
        english: noun,
        translated: languageWords(rnd, language, 2).join(language === 'Mandarin' ? '' : ' '),
      }));
      // Domain terms no dialogue uses, exempt from the usage rule by their mark, make up the 20.
      while (terms.length < 21)
        terms.push({
          english: `${categorySlug(category).replace(/-/g, ' ')} register ${madeUpWord(rnd)}`,
          translated: languageWords(rnd, language, 1)[0]!,
          domain: true,
        });
      return { category, terms };
    }),
  };
}

/** A bank of `languages` (names, any case), `perCategory` dialogues in each of the 12 categories. */
export function fixtureBank(languages: string[], perCategory = 1): ContentBank {
  let serial = 0;
  const names = languages.map((l) => findLanguage(l)?.name ?? l);
  const dialogues = names.map((language) => ({
    language,
    dialogues: CATEGORIES.flatMap((category) =>
      Array.from({ length: perCategory }, () => fixtureDialogue({ language, category, serial: (serial += 1) })),
    ),
  }));
  return { dialogues, vocabulary: dialogues.map((d) => fixtureVocabulary(d.language, d.dialogues)) };
}

/** Writes a bank in the content folder layout (dialogues/<language>/<key>.json, vocabulary/<language>.json). */
export async function writeContentBank(dir: string, bank: ContentBank): Promise<void> {
  for (const { language, dialogues } of bank.dialogues) {
    await mkdir(path.join(dir, 'dialogues', language.toLowerCase()), { recursive: true });
    for (const dialogue of dialogues)
      await writeFile(path.join(dir, dialogueFilePath(language, dialogue.key)), `${JSON.stringify(dialogue, null, 2)}\n`);
  }
  await mkdir(path.join(dir, 'vocabulary'), { recursive: true });
  for (const vocabulary of bank.vocabulary)
    await writeFile(path.join(dir, 'vocabulary', `${vocabulary.language.toLowerCase()}.json`), `${JSON.stringify(vocabulary, null, 2)}\n`);
}
