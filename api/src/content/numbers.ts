/**
 * Numbers as English texts write them: digits ('1,240', '2.5', '12th') and words ('one hundred and
 * eighty', 'twelve hundred', 'twenty-first', 'a thousand'). The figure checker needs both, since a
 * writer who reuses "$1,240" may well have written it "one thousand two hundred and forty dollars".
 * No npm package fits: the well-kept word-to-number parsers read whole strings, not numbers inside
 * running text with their positions.
 */

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const TOKEN = /AU?\$|\$|\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\p{L}+|[^\s\p{L}\d]/gu;

export function tokenise(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ text: m[0], lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

/** Whether token i follows token i-1 with no space between ('12th', '$50k', '300m'). */
export function attached(tokens: Token[], i: number): boolean {
  return i > 0 && i < tokens.length && tokens[i]!.start === tokens[i - 1]!.end;
}

const UNITS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

const ORDINAL_UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
};
const ORDINAL_TEENS: Record<string, number> = {
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
};
const ORDINAL_TENS: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

export interface ReadNumber {
  value: number;
  /** 'twelfth', '12th'. */
  ordinal: boolean;
  /** Written with digits. */
  digits: boolean;
  /** The index after the number's last token. */
  end: number;
}

type Last = 'none' | 'unit' | 'teen' | 'tens' | 'hundred' | 'scale';

/**
 * The number (words or digits) starting at token i, or null. Words follow English number grammar:
 * 'one hundred and eighty', 'twelve hundred', 'two thousand four hundred', 'twenty-five',
 * 'a hundred'; 'five six' is two numbers, not one.
 */
export function readNumber(tokens: Token[], i: number): ReadNumber | null {
  const first = tokens[i];
  if (!first) return null;
  if (/^\d/.test(first.text)) return readDigits(tokens, i);
  return readWords(tokens, i);
}

function readDigits(tokens: Token[], i: number): ReadNumber {
  let value = Number(tokens[i]!.text.replace(/,/g, ''));
  let end = i + 1;
  let ordinal = false;
  const next = tokens[end];
  if (next && attached(tokens, end) && /^(st|nd|rd|th)$/.test(next.lower) && Number.isInteger(value)) {
    ordinal = true;
    end += 1;
  } else if (next && !attached(tokens, end) && next.lower in SCALES) {
    // '2.5 million', '3 thousand'.
    value *= SCALES[next.lower]!;
    end += 1;
  }
  return { value, ordinal, digits: true, end };
}

function readWords(tokens: Token[], start: number): ReadNumber | null {
  let total = 0;
  let current = 0;
  let last: Last = 'none';
  let lastScale = Infinity;
  let ordinal = false;
  let i = start;
  let end = start;

  const word = (j: number) => tokens[j]?.lower;
  // 'a hundred', 'a thousand dollars'.
  if (word(i) === 'a' && (word(i + 1) === 'hundred' || word(i + 1)! in SCALES)) {
    current = 1;
    last = 'unit';
    i += 1;
  }
  while (i < tokens.length && !ordinal) {
    const w = word(i)!;
    // 'twenty-five': a hyphen between two number words.
    if (w === '-' && last !== 'none' && attached(tokens, i) && attached(tokens, i + 1)) {
      i += 1;
      continue;
    }
    // 'one hundred and eighty': 'and' only after hundred or a scale, before more number words.
    if (w === 'and' && (last === 'hundred' || last === 'scale')) {
      const next = word(i + 1);
      if (
        next &&
        (next in UNITS || next in TEENS || next in TENS || next in ORDINAL_UNITS || next in ORDINAL_TEENS || next in ORDINAL_TENS)
      ) {
        i += 1;
        continue;
      }
      break;
    }
    if (w in UNITS || w in ORDINAL_UNITS) {
      if (!(last === 'none' || last === 'tens' || last === 'hundred' || last === 'scale')) break;
      if (w === 'zero' && last !== 'none') break;
      ordinal = w in ORDINAL_UNITS;
      current += ordinal ? ORDINAL_UNITS[w]! : UNITS[w]!;
      last = 'unit';
    } else if (w in TEENS || w in ORDINAL_TEENS) {
      if (!(last === 'none' || last === 'hundred' || last === 'scale')) break;
      ordinal = w in ORDINAL_TEENS;
      current += ordinal ? ORDINAL_TEENS[w]! : TEENS[w]!;
      last = 'teen';
    } else if (w in TENS || w in ORDINAL_TENS) {
      if (!(last === 'none' || last === 'hundred' || last === 'scale')) break;
      ordinal = w in ORDINAL_TENS;
      current += ordinal ? ORDINAL_TENS[w]! : TENS[w]!;
      last = 'tens';
    } else if (w === 'hundred' || w === 'hundredth') {
      if (!(last === 'unit' || last === 'teen' || last === 'tens') || current === 0 || current >= 100) break;
      current *= 100;
      ordinal = w === 'hundredth';
      last = 'hundred';
    } else if (w in SCALES || w === 'thousandth') {
      const scale = SCALES[w] ?? 1e3;
      if (last === 'none' || last === 'scale' || scale >= lastScale) break;
      total += current * scale;
      current = 0;
      lastScale = scale;
      ordinal = w === 'thousandth';
      last = 'scale';
    } else {
      break;
    }
    i += 1;
    end = i;
  }
  if (last === 'none' || end === start) return null;
  return { value: total + current, ordinal, digits: false, end };
}
