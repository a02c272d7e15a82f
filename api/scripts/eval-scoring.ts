/**
 * npm run eval:scoring            (with the configured AI_PROVIDER: offline by default)
 * npm run eval:scoring -- --fake  (the openai provider against the local fake endpoint: proves the plumbing)
 *
 * How well does scoring catch what it should, and how often does it deduct what it should not? A golden
 * set per language spoken: an interpreter turn of the content bank per language (the first with key
 * units; for a changed number and a flipped negation, the first turn that has one), answered in eight ways — correct, each key unit omitted in turn, a number changed, a negation
 * flipped, the wrong language, silence, a late start, long pauses — spoken by the offline voice (eSpeak
 * NG), measured like a recording, transcribed and judged by the configured provider, with the same
 * evidence and uncertainty rules as the scoring jobs. Prints, per error kind and language, how many
 * were caught, and the false deductions (on the correct answer, and accuracy deductions on the timing
 * variants). A kind that does not apply to a turn (no number, no negation in a language we can flip)
 * is left out, shown as "–".
 *
 * Timing variants reuse the correct answer's audio and shift its measured facts (a 7 s late start, a
 * 3.5 s pause), which is what the scorer reads.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_NAMES } from '@ccl/shared/domain';
import { compressWithAudioThread } from '../src/ai/create-provider.js';
import { deliveryErrors, isNoAnswer } from '../src/ai/offline/analyser.js';
import { offlineScoring } from '../src/ai/offline/provider.js';
import { synthesize } from '../src/ai/offline/speech.js';
import { OpenAiProvider } from '../src/ai/openai/provider.js';
import type { AiProvider, AudioFacts, FoundError } from '../src/ai/provider.js';
import { transcriptDoubt } from '../src/ai/transcript-confidence.js';
import { audioThread, closeAudioThread } from '../src/audio/worker/client.js';
import { loadConfig } from '../src/config.js';
import { CONTENT_DIR } from '../src/content/load.js';
import type { BankDialogue } from '../src/content/schema.js';
import { markingUnits, type MarkingUnit } from '../src/modules/scoring/units.js';
import { FakeOpenAiServer } from '../src/test/fake-openai-server.js';

type Kind =
  'correct' | 'unit omitted' | 'number changed' | 'negation flipped' | 'wrong language' | 'silence' | 'late start' | 'long pauses';
const KINDS: Kind[] = [
  'correct',
  'unit omitted',
  'number changed',
  'negation flipped',
  'wrong language',
  'silence',
  'late start',
  'long pauses',
];

interface GoldenTurn {
  language: string;
  source: string;
  sourceLanguage: string;
  expected: string;
  units: MarkingUnit[];
}

interface Variant {
  kind: Kind;
  turn: GoldenTurn;
  /** What is spoken; null: silence. */
  text: string | null;
  speakIn: string;
  /** The facts the scorer reads, from the spoken audio's. */
  facts?: (spoken: AudioFacts) => AudioFacts;
  /** The unit whose omission is to be caught. */
  unit?: MarkingUnit;
}

interface Verdict {
  caught: boolean;
  falseDeductions: number;
}

const ACCURACY = new Set(['omission', 'distortion', 'insertion']);
/** Negation words we can take out to flip a sentence's meaning; languages without an entry are not flipped. */
const NEGATIONS: Record<string, RegExp> = {
  English: /\s*\b(not|never|no longer)\b|n't/iu,
  Hindi: /\s*नहीं/u,
  Nepali: /\s*(छैन|हुँदैन|सक्नुहुन्न|नगर्नु)/u,
  Urdu: /\s*نہیں/u,
  Punjabi: /\s*ਨਹੀਂ/u,
  Bangla: /\s*না\b/u,
  Gujarati: /\s*નથી/u,
  Filipino: /\s*\bhindi\b/iu,
  Vietnamese: /\s*\bkhông\b/iu,
};

/** Per language: the turn most kinds are tried on, and turns with a number and a negation to change. */
interface GoldenSet {
  language: string;
  base: GoldenTurn;
  number?: GoldenTurn;
  negation?: GoldenTurn;
}

async function goldenSets(): Promise<GoldenSet[]> {
  const sets: GoldenSet[] = [];
  const dialoguesOf = async (language: string): Promise<BankDialogue[]> => {
    const dir = path.join(CONTENT_DIR, 'dialogues', language.toLowerCase());
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as BankDialogue));
  };
  for (const language of ['English', ...LANGUAGE_NAMES]) {
    // English answers come from the Hindi bank's Hindi turns; every other language's from its own English turns.
    const turns = (await dialoguesOf(language === 'English' ? 'Hindi' : language))
      .flatMap((d) => d.turns)
      .filter((t) => (language === 'English' ? t.language !== 'English' : t.language === 'English') && t.units?.length)
      .map((t) => ({
        language,
        source: t.text,
        sourceLanguage: t.language,
        expected: t.interpretation,
        units: markingUnits(t.units ?? null, t.interpretation),
      }));
    if (!turns[0]) continue;
    const negation = NEGATIONS[language];
    sets.push({
      language,
      base: turns[0],
      number: turns.find((t) => /\d/u.test(t.expected)),
      negation: negation ? turns.find((t) => negation.test(t.expected)) : undefined,
    });
  }
  return sets;
}

function variantsOf(set: GoldenSet): Variant[] {
  const turn = set.base;
  const spoken = { speakIn: turn.language, turn };
  const variants: Variant[] = [{ kind: 'correct', text: turn.expected, ...spoken }];
  for (const unit of turn.units) {
    const without = turn.expected.replace(unit.text, ' ').replace(/\s+/gu, ' ').trim();
    if (without) variants.push({ kind: 'unit omitted', text: without, unit, ...spoken });
  }
  if (set.number) {
    const number = /\d+/u.exec(set.number.expected)!;
    const text = set.number.expected.replace(number[0], String(Number(number[0]) + 3));
    variants.push({ kind: 'number changed', text, speakIn: turn.language, turn: set.number });
  }
  if (set.negation)
    variants.push({
      kind: 'negation flipped',
      text: set.negation.expected.replace(NEGATIONS[turn.language]!, ''),
      speakIn: turn.language,
      turn: set.negation,
    });
  variants.push({ kind: 'wrong language', text: turn.source, speakIn: turn.sourceLanguage, turn });
  variants.push({ kind: 'silence', text: null, ...spoken });
  variants.push({
    kind: 'late start',
    text: turn.expected,
    ...spoken,
    facts: (f) => ({ ...f, onsetMs: (f.onsetMs ?? 0) + 7_000, durationMs: f.durationMs + 7_000 }),
  });
  variants.push({
    kind: 'long pauses',
    text: turn.expected,
    ...spoken,
    facts: (f) => ({ ...f, longPausesMs: [...f.longPausesMs, 3_500] }),
  });
  return variants;
}

/** 5 s of silence, as a 16 kHz mono WAV: what a candidate who says nothing records. */
function silentWav(): Uint8Array {
  const samples = 16_000 * 5;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return new Uint8Array(Buffer.concat([header, Buffer.alloc(samples * 2)]));
}

/** The answer as the scorer sees it: Ogg Opus and its measured facts. */
async function recorded(text: string | null, language: string): Promise<{ audio: Buffer; facts: AudioFacts }> {
  const bytes = text ? new Uint8Array((await synthesize(text, language, { priority: 'background' })).audio) : silentWav();
  const { audio, facts } = await audioThread().run('normalise', { bytes }, 'background');
  return { audio: Buffer.from(audio), facts };
}

/** The scoring job's judgement of one answer (scorer.ts assess, without the database). */
async function judge(ai: Pick<AiProvider, 'transcribe' | 'findErrors'>, turn: GoldenTurn, audio: Buffer, facts: AudioFacts) {
  const transcript = isNoAnswer(facts)
    ? ({ ok: false, reason: 'unavailable' } as const)
    : await ai.transcribe(audio, 'audio/ogg', turn.language);
  const doubt = transcript.ok ? transcriptDoubt(transcript, facts, turn.language) : null;
  if (doubt) return { errors: deliveryErrors(facts), uncertain: true };
  const found = await ai.findErrors({
    expected: turn.expected,
    targetLanguage: turn.language,
    source: turn.source,
    sourceLanguage: turn.sourceLanguage,
    transcript,
    audio: facts,
    keyUnits: turn.units,
  });
  return { errors: found.errors, uncertain: false };
}

function verdict(variant: Variant, judged: { errors: FoundError[]; uncertain: boolean }): Verdict {
  const accuracy = judged.errors.filter((e) => ACCURACY.has(e.category));
  const has = (category: string) => judged.errors.some((e) => e.category === category);
  switch (variant.kind) {
    case 'correct':
      return { caught: true, falseDeductions: judged.errors.length };
    case 'unit omitted':
      // Caught only when the deduction names the unit: a vague "something is missing" teaches nothing.
      return { caught: accuracy.some((e) => e.words?.includes(variant.unit!.text)), falseDeductions: 0 };
    case 'number changed':
    case 'negation flipped':
      return { caught: accuracy.length > 0, falseDeductions: 0 };
    case 'wrong language':
      return { caught: judged.uncertain || accuracy.some((e) => e.severity === 'critical'), falseDeductions: 0 };
    case 'silence':
      return { caught: has('no_answer'), falseDeductions: 0 };
    case 'late start':
      return { caught: has('late_start'), falseDeductions: accuracy.length };
    case 'long pauses':
      return { caught: has('long_pause'), falseDeductions: accuracy.length };
  }
}

async function main(): Promise<void> {
  const fake = process.argv.includes('--fake') ? await FakeOpenAiServer.start() : null;
  const config = loadConfig(fake ? { ...process.env, AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_API_KEY: 'fake' } : process.env);
  const spokenTexts = new Map<string, string>();
  if (fake) fake.transcribe = ({ file }) => spokenTexts.get(file.bytes.toString('base64')) ?? '';
  const ai: Pick<AiProvider, 'transcribe' | 'findErrors'> =
    config.ai.provider === 'openai'
      ? new OpenAiProvider({ ...config.ai, apiKey: config.ai.apiKey! }, compressWithAudioThread)
      : offlineScoring;
  const label = fake ? 'openai (the local fake endpoint)' : config.ai.provider === 'openai' ? `openai (${config.ai.baseUrl})` : 'offline';

  const table = new Map<Kind, Map<string, { caught: number; total: number; falseDeductions: number }>>();
  const sets = await goldenSets();
  for (const set of sets) {
    const spokenCache = new Map<string, { audio: Buffer; facts: AudioFacts }>();
    for (const variant of variantsOf(set)) {
      const key = `${variant.speakIn}:${variant.text ?? ''}`;
      let answer = spokenCache.get(key);
      if (!answer) {
        answer = await recorded(variant.text, variant.speakIn);
        spokenCache.set(key, answer);
        if (variant.text) spokenTexts.set(answer.audio.toString('base64'), variant.text);
      }
      const facts = variant.facts ? variant.facts(answer.facts) : answer.facts;
      const result = verdict(variant, await judge(ai, variant.turn, answer.audio, facts));
      const row = table.get(variant.kind) ?? new Map();
      const cell = row.get(set.language) ?? { caught: 0, total: 0, falseDeductions: 0 };
      cell.total += 1;
      cell.caught += result.caught ? 1 : 0;
      cell.falseDeductions += result.falseDeductions;
      row.set(set.language, cell);
      table.set(variant.kind, row);
    }
  }

  const languages = sets.map((t) => t.language);
  const width = 12;
  const pad = (text: string) => text.padEnd(width);
  const padKind = (text: string) => text.padEnd(18);
  console.log(`Scoring evaluation — provider: ${label}; one bank turn per language, ${KINDS.length} kinds of answer`);
  console.log('caught/answers (false deductions in brackets when any)');
  console.log(padKind('kind') + languages.map((l) => pad(l.slice(0, width - 1))).join(''));
  for (const kind of KINDS) {
    const row = table.get(kind);
    const cells = languages.map((language) => {
      const cell = row?.get(language);
      if (!cell) return pad('–');
      const shown =
        kind === 'correct' ? `${cell.total - (cell.falseDeductions > 0 ? 1 : 0)}/${cell.total} clean` : `${cell.caught}/${cell.total}`;
      return pad(cell.falseDeductions ? `${shown} (${cell.falseDeductions})` : shown);
    });
    console.log(padKind(kind) + cells.join(''));
  }
  const falseTotal = [...table.values()].flatMap((row) => [...row.values()]).reduce((sum, c) => sum + c.falseDeductions, 0);
  const caughtTotal = [...table.entries()].filter(([kind]) => kind !== 'correct').flatMap(([, row]) => [...row.values()]);
  console.log(
    `\nCaught ${caughtTotal.reduce((s, c) => s + c.caught, 0)} of ${caughtTotal.reduce((s, c) => s + c.total, 0)} errors; ${falseTotal} false deduction${falseTotal === 1 ? '' : 's'}.`,
  );
  if (!fake && config.ai.provider === 'offline')
    console.log('Offline there is no speech recognition: only silence and timing can be caught; accuracy is left to self-marking.');
  await closeAudioThread();
  await fake?.close();
}

await main();
