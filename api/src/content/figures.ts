import { attached, readNumber, tokenise, type Token } from './numbers.js';

/**
 * The figures of an English text a candidate must carry over and a writer might copy from another
 * dialogue: money amounts, distances and calendar dates (day and month). Each is normalised so that
 * "$1,240", "1,240 dollars" and "one thousand two hundred and forty dollars" are the same figure,
 * as are "12 March", "March 12th" and "the twelfth of March".
 */

export type FigureKind = 'money' | 'distance' | 'date';

export interface Figure {
  kind: FigureKind;
  /** Normalised identity: 'money:124000' (cents), 'distance:5000' (metres), 'date:03-12'. */
  id: string;
  /** The normalised figure as people read it: '$1,240', '5 km', '12 March'. */
  label: string;
  /** The words as written. */
  text: string;
}

const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const METRES: Record<string, number> = {
  km: 1000,
  kms: 1000,
  kilometre: 1000,
  kilometres: 1000,
  kilometer: 1000,
  kilometers: 1000,
  metre: 1,
  metres: 1,
  meter: 1,
  meters: 1,
  m: 1,
};
const MONEY_SCALES: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, bn: 1e9 };

/** A month name, which English always capitalises ('may' and 'march' are also verbs). */
function monthAt(tokens: Token[], i: number): number | undefined {
  const token = tokens[i];
  if (!token || !/^\p{Lu}/u.test(token.text)) return undefined;
  return MONTHS[token.lower];
}

function isDay(n: { value: number; ordinal: boolean; digits: boolean } | null, wordsMustBeOrdinal = true): boolean {
  if (!n || !Number.isInteger(n.value) || n.value < 1 || n.value > 31) return false;
  return n.digits || n.ordinal || !wordsMustBeOrdinal;
}

function dateFigure(month: number, day: number, text: string): Figure | null {
  if (day > DAYS_IN_MONTH[month - 1]!) return null;
  return {
    kind: 'date',
    id: `date:${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    label: `${day} ${MONTH_NAMES[month - 1]}`,
    text,
  };
}

function moneyFigure(cents: number, text: string): Figure {
  const rounded = Math.round(cents);
  const dollars = rounded / 100;
  const label = `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: rounded % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
  return { kind: 'money', id: `money:${rounded}`, label, text };
}

function distanceFigure(metres: number, text: string): Figure {
  const rounded = Math.round(metres * 100) / 100;
  const label = rounded >= 1000 ? `${(rounded / 1000).toLocaleString('en-AU')} km` : `${rounded.toLocaleString('en-AU')} m`;
  return { kind: 'distance', id: `distance:${rounded}`, label, text };
}

/** A speed, not a distance: '60 km/h', '100 kilometres an hour'. */
function isSpeed(tokens: Token[], i: number): boolean {
  const a = tokens[i]?.lower;
  const b = tokens[i + 1]?.lower;
  return (
    (a === '/' && (b === 'h' || b === 'hr' || b === 'hour')) || ((a === 'an' || a === 'per' || a === 'a') && (b === 'hour' || b === 'hr'))
  );
}

/** Every money amount, distance and calendar date in an English text, in order. */
export function extractFigures(text: string): Figure[] {
  const tokens = tokenise(text);
  const figures: Figure[] = [];
  const spanText = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to - 1]!.end);
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;

    // $1,240 · $2.5 million · $50k · A$300 · AU$300
    if (/^(AU?)?\$$/.test(token.text)) {
      const n = tokens[i + 1] && /^\d/.test(tokens[i + 1]!.text) ? readNumber(tokens, i + 1) : null;
      if (n && !n.ordinal) {
        let end = n.end;
        let value = n.value;
        const suffix = tokens[end];
        if (suffix && attached(tokens, end) && suffix.lower in MONEY_SCALES) {
          value *= MONEY_SCALES[suffix.lower]!;
          end += 1;
        }
        figures.push(moneyFigure(value * 100, spanText(i, end)));
        i = end;
        continue;
      }
      i += 1;
      continue;
    }

    // 12/03/2025 (day first, as in Australia); only with a year, so '1/2' stays a fraction.
    if (
      /^\d{1,2}$/.test(token.text) &&
      tokens[i + 1]?.text === '/' &&
      /^\d{1,2}$/.test(tokens[i + 2]?.text ?? '') &&
      tokens[i + 3]?.text === '/' &&
      /^\d{2,4}$/.test(tokens[i + 4]?.text ?? '')
    ) {
      const date = dateFigure(Number(tokens[i + 2]!.text), Number(token.text), spanText(i, i + 5));
      if (date && Number(tokens[i + 2]!.text) <= 12) figures.push(date);
      i += 5;
      continue;
    }

    // March 12 · March 12th · March the twelfth
    const month = monthAt(tokens, i);
    if (month !== undefined) {
      const at = tokens[i + 1]?.lower === 'the' ? i + 2 : i + 1;
      const n = readNumber(tokens, at);
      if (n && isDay(n) && !(n.digits && !n.ordinal && tokens[n.end]?.lower === ':')) {
        const date = dateFigure(month, n.value, spanText(i, n.end));
        if (date) figures.push(date);
        i = n.end;
        continue;
      }
      i += 1;
      continue;
    }

    const n = readNumber(tokens, i);
    if (!n) {
      i += 1;
      continue;
    }
    const after = tokens[n.end];
    const unit = after?.lower;

    // 12 March · 12th of March · the twelfth of March
    const monthAfter = unit === 'of' ? monthAt(tokens, n.end + 1) : monthAt(tokens, n.end);
    if (monthAfter !== undefined && isDay(n)) {
      const end = unit === 'of' ? n.end + 2 : n.end + 1;
      const date = dateFigure(monthAfter, n.value, spanText(i, end));
      if (date) figures.push(date);
      i = end;
      continue;
    }

    if (!n.ordinal && unit) {
      // 1,240 dollars · two hundred bucks · forty-five dollars and fifty cents
      if (unit === 'dollars' || unit === 'dollar' || unit === 'bucks') {
        let cents = n.value * 100;
        let end = n.end + 1;
        if (tokens[end]?.lower === 'and') {
          const c = readNumber(tokens, end + 1);
          if (c && !c.ordinal && (tokens[c.end]?.lower === 'cents' || tokens[c.end]?.lower === 'cent')) {
            cents += c.value;
            end = c.end + 1;
          }
        }
        figures.push(moneyFigure(cents, spanText(i, end)));
        i = end;
        continue;
      }
      // fifty cents (not 'per cent')
      if ((unit === 'cents' || unit === 'cent') && tokens[i - 1]?.lower !== 'per') {
        figures.push(moneyFigure(n.value, spanText(i, n.end + 1)));
        i = n.end + 1;
        continue;
      }
      // 5 km · 300m · five kilometres (not 60 km/h, not '3 m' of a million after a $)
      if (unit in METRES && (unit !== 'm' || n.digits) && !isSpeed(tokens, n.end + 1)) {
        figures.push(distanceFigure(n.value * METRES[unit]!, spanText(i, n.end + 1)));
        i = n.end + 1;
        continue;
      }
    }
    i = n.end;
  }
  return figures;
}
