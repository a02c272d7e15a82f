import { randomUUID } from 'node:crypto';
import type { CategoryName } from '@ccl/shared/domain';
import { dialogueSchema, type BankDialogue } from '../../content/schema.js';
import { checkDialogue, DIALOGUE_RULES, formatProblem } from '../../content/validate.js';
import type { JsonTask } from './structured.js';

/**
 * Asking a chat model for a new practice dialogue. The answer is held to the same validator as the
 * content bank (content/validate.ts): length, turn count, alternation, each text in its language's
 * own script, faithful interpretations. The key and category are ours, not the model's.
 */

/** How each language must be written: the mistakes models make (Hindi in Latin letters, Urdu as Arabic …). */
const WRITING: Record<string, string> = {
  Arabic: 'Modern Standard Arabic in Arabic script, spelled the Arabic way (ك ي), never with Urdu letters',
  Bangla: 'Bengali script',
  Filipino: 'Filipino (Tagalog) as spoken in the Philippines, in Latin letters; loanwords such as Medicare are fine',
  Gujarati: 'Gujarati script',
  Hindi: 'Devanagari script',
  Mandarin: 'simplified Chinese characters (never traditional ones)',
  Nepali: 'Devanagari script',
  Punjabi: 'Gurmukhi script',
  Tamil: 'Tamil script',
  Telugu: 'Telugu script',
  Urdu: 'Urdu in Arabic script, with the Urdu letters (ک ی ے ں ہ ٹ ڈ ڑ)',
  Vietnamese: 'Vietnamese with all its diacritics',
};

/** Titles the model is told to avoid; more would only crowd the prompt. */
const AVOID_TITLES_SHOWN = 60;

function dialogueJsonSchema(language: string): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'description', 'turns'],
    properties: {
      title: { type: 'string', description: 'A short English title, at most 90 characters.' },
      description: { type: 'string', description: 'One or two English sentences setting the scene, at most 320 characters.' },
      turns: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['role', 'language', 'text', 'interpretation'],
          properties: {
            role: { type: 'string', description: "Who speaks: 'Doctor', 'Tenancy officer' … or 'Patient', 'Client' …" },
            language: { type: 'string', enum: ['English', language] },
            text: { type: 'string', description: 'What the speaker says.' },
            interpretation: { type: 'string', description: 'The faithful interpretation of text into the other language.' },
          },
        },
      },
    },
  };
}

function systemPrompt(language: string, category: CategoryName): string {
  const r = DIALOGUE_RULES;
  return [
    'You write practice dialogues for the CCL (Credentialed Community Language) test of NAATI, Australia.',
    `A dialogue is a conversation, through an interpreter, between an English-speaking professional in Australia and a client who speaks ${language}, in the domain "${category}".`,
    'Rules:',
    `- ${r.minTurns} to ${r.maxTurns} speaker turns in "turns", alternating: English first, then ${language}, then English, and so on.`,
    `- ${r.minWords} to ${r.maxWords} spoken words in total (the "text" of every turn), about half of them English; at most ${r.maxWordsPerTurn} words in one turn.`,
    `- "role": the professional's title on English turns (Doctor, Tenancy officer, Bank officer …), the client's on ${language} turns (Patient, Client, Tenant …).`,
    `- "language": exactly "English" or "${language}".`,
    '- "text": natural spoken language with the concrete details the real test uses: dates, amounts, times, names of services.',
    `- "interpretation": a faithful and complete interpretation of "text" into the other language (English turns into ${language}, ${language} turns into English), in the same register, nothing added or left out.`,
    `- Write ${language} in ${WRITING[language] ?? 'its own script'}.`,
    '- "title": a short English title, at most 90 characters. "description": one or two English sentences setting the scene, at most 320 characters.',
  ].join('\n');
}

function userPrompt(category: CategoryName, avoidTitles: string[]): string {
  const avoid = avoidTitles.slice(0, AVOID_TITLES_SHOWN);
  return `Write a new dialogue in the domain "${category}", on a realistic situation from Australian community services.${
    avoid.length ? `\nIts title must differ from these existing ones:\n${avoid.map((t) => `- ${t}`).join('\n')}` : ''
  }`;
}

export function generatedDialogueKey(language: string): string {
  return `${language.toLowerCase()}-generated-${randomUUID().slice(0, 8)}`;
}

/** Everything wrong with a model's dialogue, as sentences the model can act on; [] when usable. */
export function dialogueProblems(
  answer: unknown,
  language: string,
  category: CategoryName,
  avoidTitles: string[],
): { problems: string[]; dialogue?: BankDialogue } {
  const candidate = { ...(typeof answer === 'object' && answer !== null ? answer : {}), key: generatedDialogueKey(language), category };
  const parsed = dialogueSchema.safeParse(candidate);
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`) };
  const problems = checkDialogue(parsed.data, language, 'dialogue').map(formatProblem);
  const taken = new Set(avoidTitles.map((t) => t.trim().toLowerCase()));
  if (taken.has(parsed.data.title.trim().toLowerCase()))
    problems.push(`dialogue › title: "${parsed.data.title}" is already used; choose another`);
  return problems.length ? { problems } : { problems, dialogue: parsed.data };
}

export function dialogueTask(language: string, category: CategoryName, avoidTitles: string[], attempts: number): JsonTask<BankDialogue> {
  return {
    name: 'dialogue',
    schema: dialogueJsonSchema(language),
    messages: [
      { role: 'system', content: systemPrompt(language, category) },
      { role: 'user', content: userPrompt(category, avoidTitles) },
    ],
    check: (answer) => {
      const { problems, dialogue } = dialogueProblems(answer, language, category, avoidTitles);
      return dialogue ? { ok: true, value: dialogue } : { ok: false, problems };
    },
    attempts,
    what: 'Dialogue generation',
    temperature: 0.9,
  };
}
