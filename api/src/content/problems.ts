/**
 * A problem the checker found: where (file › key › field), what, which rule, and the languages it
 * concerns — so `content:check -- hindi` shows a Hindi writer the bank-wide problems that involve
 * Hindi (a figure also used in a Tamil dialogue) and nothing of languages still being written.
 */

export const PROBLEM_KINDS = [
  'layout',
  'schema',
  'shape',
  'script',
  'units',
  'variety',
  'openings',
  'plot',
  'figure',
  'title',
  'vocabulary',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export interface ContentProblem {
  /** Where: 'dialogues/hindi/hindi-health-gp-visit.json › hindi-health-gp-visit › turns[3].interpretation'. */
  where: string;
  message: string;
  kind: ProblemKind;
  /** The languages the problem concerns (the dialogue's, or every language of a bank-wide clash). */
  languages?: string[];
}

export function formatProblem(p: Pick<ContentProblem, 'where' | 'message'>): string {
  return `${p.where}: ${p.message}`;
}

/** 'turns.3.units.1.text' → 'turns[3].units[1].text'. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );
}
