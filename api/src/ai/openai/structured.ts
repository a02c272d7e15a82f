import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiOutputError, describeAiFailure } from '../errors.js';

/**
 * One question to a chat model whose answer must be a JSON object of a given schema (structured
 * outputs, `strict`), then pass our own checks. An answer that is not JSON, breaks the schema or
 * fails the checks is not used: the model is told exactly what was wrong and asked again, up to
 * `attempts` times in all; then the task fails with every problem named. Nothing half-valid leaves.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export interface JsonTask<T> {
  /** The json_schema name (letters, digits, _ and -). */
  name: string;
  schema: Record<string, unknown>;
  messages: ChatCompletionMessageParam[];
  check(answer: unknown): Checked<T>;
  /** Questions asked in all, at least 1. */
  attempts: number;
  /** What is being done, for error messages: 'Dialogue generation'. */
  what: string;
  temperature?: number;
}

/** Shown back to the model; more than this many problems would only bury the important ones. */
const PROBLEMS_SHOWN = 15;

export async function askForJson<T>(client: OpenAI, model: string, task: JsonTask<T>): Promise<T> {
  const messages = [...task.messages];
  let problems: string[] = [];
  for (let attempt = 1; attempt <= task.attempts; attempt += 1) {
    let content: string | null | undefined;
    let checked: Checked<T>;
    try {
      const completion = await client.chat.completions.create({
        model,
        messages,
        response_format: { type: 'json_schema', json_schema: { name: task.name, strict: true, schema: task.schema } },
        ...(task.temperature === undefined ? {} : { temperature: task.temperature }),
      });
      const choice = completion.choices?.[0];
      content = choice?.message?.content;
      if (choice?.message?.refusal) checked = { ok: false, problems: [`the model refused: ${choice.message.refusal}`] };
      else if (choice?.finish_reason === 'length')
        checked = { ok: false, problems: ['the answer was cut off before the JSON object ended; keep it shorter'] };
      else checked = checkContent(content, task);
    } catch (error) {
      throw describeAiFailure(error, task.what);
    }
    if (checked.ok) return checked.value;
    problems = checked.problems.length ? checked.problems : ['the answer does not follow the schema'];
    if (attempt < task.attempts) {
      messages.push({ role: 'assistant', content: content ?? '' });
      messages.push({
        role: 'user',
        content: `That answer cannot be used:\n${problems
          .slice(0, PROBLEMS_SHOWN)
          .map((p) => `- ${p}`)
          .join('\n')}\nAnswer again with the whole JSON object, fixing every problem.`,
      });
    }
  }
  throw new AiOutputError(
    `${task.what}: the model's answer broke the rules ${task.attempts} time${task.attempts > 1 ? 's' : ''} (${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''}).`,
    problems,
  );
}

function checkContent<T>(content: string | null | undefined, task: JsonTask<T>): Checked<T> {
  if (!content?.trim()) return { ok: false, problems: ['the answer was empty; answer with the JSON object'] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    return { ok: false, problems: [`the answer is not valid JSON (${(error as Error).message})`] };
  }
  return task.check(parsed);
}
