import { englishSide } from './english-side.js';
import type { BankDialogue } from './schema.js';

/**
 * How alike two dialogues' plots are, from their English sides: content-word shingles (lowercased,
 * stop words out, lightly stemmed), weighted by TF-IDF over the whole bank and compared by cosine.
 *
 * Why single-word shingles and TF-IDF: dialogues built on one skeleton in several languages are
 * rewritten, not copied, so 2- and 3-word shingles of two versions of the diabetes consult barely
 * overlap (Jaccard of bigrams 0.01–0.13, no better than unrelated pairs). The plot lives in the
 * words: 'carer', 'dementia', 'income test', 'lodge'. IDF lets those count and lets the words every
 * Centrelink or tenancy dialogue shares count little, which is what keeps dialogues that merely share
 * a category apart. Calibration figures: api/content/README.md "Plot similarity".
 */

/** Function words and the conversational filler every dialogue has. */
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both but by " +
    "can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't has " +
    "hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in " +
    "into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours " +
    "ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them " +
    "themselves then there there's these they they'd they'll they're they've this those through to too under until up very was " +
    "wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's with " +
    "won't would wouldn't you you'd you'll you're you've your yours yourself yourselves yes okay ok also just will well now get got " +
    'go going one two three four five six seven eight nine ten please thank thanks sir madam mr mrs ms dr right really need want ' +
    'like know think say said tell told come came make made take see look mean much many every already still even around back here'
  ).split(' '),
);

const SUFFIXES = ['ing', 'edly', 'ed', 'ies', 'es', 's', 'ly'];

/** Light stemming: 'payments' and 'payment', 'lodged' and 'lodging' meet; nothing cleverer is needed. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length) + (suffix === 'ies' ? 'y' : '');
  }
  return word;
}

/** The content words of an English text, stemmed. */
export function plotWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  // "mother's" is 'mother': the possessive is not part of the plot.
  return words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)).map((w) => stem(w.replace(/'s$/, '')));
}

export function plotWordsOf(dialogue: Pick<BankDialogue, 'turns'>): string[] {
  return englishSide(dialogue).flatMap((p) => plotWords(p.text));
}

export interface PlotIndex<T> {
  items: T[];
  /** Unit-length TF-IDF vectors, one per item. */
  vectors: Array<Map<string, number>>;
}

/**
 * TF-IDF vectors of every dialogue. Sublinear term frequency (1 + ln tf) so a word said ten times does
 * not outweigh the plot; smoothed IDF (ln((N+1)/(df+1)) + 1) so a small bank (tests) still compares.
 */
export function plotIndex<T>(items: T[], wordsOf: (item: T) => string[]): PlotIndex<T> {
  const counts = items.map((item) => {
    const tf = new Map<string, number>();
    for (const w of wordsOf(item)) tf.set(w, (tf.get(w) ?? 0) + 1);
    return tf;
  });
  const df = new Map<string, number>();
  for (const tf of counts) for (const w of tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const n = items.length;
  const vectors = counts.map((tf) => {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [w, c] of tf) {
      const weight = (1 + Math.log(c)) * (Math.log((n + 1) / (df.get(w)! + 1)) + 1);
      v.set(w, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [w, weight] of v) v.set(w, weight / norm);
    return v;
  });
  return { items, vectors };
}

export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [w, x] of small) {
    const y = large.get(w);
    if (y !== undefined) sum += x * y;
  }
  return sum;
}

export interface SimilarPair {
  a: number;
  b: number;
  similarity: number;
}

/** Every pair of items at or above `threshold` (indexes into index.items), most similar first. */
export function similarPairs<T>(index: PlotIndex<T>, threshold: number, include: (a: T, b: T) => boolean = () => true): SimilarPair[] {
  const pairs: SimilarPair[] = [];
  const { items, vectors } = index;
  for (let a = 0; a < items.length; a += 1) {
    for (let b = a + 1; b < items.length; b += 1) {
      if (!include(items[a]!, items[b]!)) continue;
      const similarity = cosine(vectors[a]!, vectors[b]!);
      if (similarity >= threshold) pairs.push({ a, b, similarity });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}
