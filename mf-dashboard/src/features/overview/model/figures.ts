import { roundTo } from '@ccl/shared';
import type { TestResult } from '../../results/api/types';

// The Overview's figures (spec §2 cards, §9 charts): pure functions, so they are tested on their own.

export function scoredResults(results: TestResult[]): Array<TestResult & { final_score: number }> {
  return results.filter((r): r is TestResult & { final_score: number } => typeof r.final_score === 'number');
}

/** The best score and the dialogue it was for; undefined when no test has a score ('Test Not Taken'). */
export function highestScore(
  results: TestResult[],
): { score: number; dialogueId: number; title: string; scoreLabel: TestResult['score_label'] } | undefined {
  let best: (TestResult & { final_score: number }) | undefined;
  for (const result of scoredResults(results)) if (!best || result.final_score > best.final_score) best = result;
  return best && { score: best.final_score, dialogueId: best.dialogue_id, title: best.dialogue.title, scoreLabel: best.score_label };
}

export interface ProgressPoint {
  /** 'Test 1', 'Test 2'… in the order they were taken. */
  label: string;
  title: string;
  dialogueId: number;
  score: number;
  /** Average of this and every earlier score, to 1 decimal. */
  average: number;
  /** What the score rests on (issue #17): the tooltip says 'delivery only' or 'self-marked'. */
  scoreLabel: TestResult['score_label'];
}

/** Progress Over Time (spec §9): scored results only, sorted by id, scores and running averages to 1 decimal. */
export function progressData(results: TestResult[]): ProgressPoint[] {
  let sum = 0;
  return scoredResults(results)
    .sort((a, b) => a.id - b.id)
    .map((result, index) => {
      sum += result.final_score;
      return {
        label: `Test ${index + 1}`,
        title: result.dialogue.title,
        dialogueId: result.dialogue_id,
        score: roundTo(result.final_score, 1),
        average: roundTo(sum / (index + 1), 1),
        scoreLabel: result.score_label,
      };
    });
}

export const UNKNOWN_CATEGORY = 'Unknown';
export const NOT_AVAILABLE = 'N/A';

export interface CategoryAverage {
  category: string;
  /** Average score to 2 decimals; null when no test of the category has a score yet ('N/A'). */
  average: number | null;
  tests: number;
  /**
   * What the average rests on (issue #17): 'delivery_only' when any score in it does, else
   * 'self_marked' when any does, so the label follows the score into the average.
   */
  scoreLabel: TestResult['score_label'];
}

/** Average Score by Category (spec §9): every category tested, averages of scored results to 2 decimals. */
export function categoryAverages(results: TestResult[]): CategoryAverage[] {
  const groups = new Map<string, { sum: number; scored: number; tests: number; labels: Set<TestResult['score_label']> }>();
  for (const result of results) {
    const name = result.dialogue.category?.name || UNKNOWN_CATEGORY;
    const group = groups.get(name) ?? { sum: 0, scored: 0, tests: 0, labels: new Set() };
    group.tests += 1;
    if (typeof result.final_score === 'number') {
      group.sum += result.final_score;
      group.scored += 1;
      group.labels.add(result.score_label);
    }
    groups.set(name, group);
  }
  return [...groups.entries()]
    .map(([category, g]): CategoryAverage => ({
      category,
      average: g.scored ? roundTo(g.sum / g.scored, 2) : null,
      tests: g.tests,
      scoreLabel: g.labels.has('delivery_only') ? 'delivery_only' : g.labels.has('self_marked') ? 'self_marked' : 'assessed',
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

export function formatAverage(average: number | null, decimals: 1 | 2): string {
  return average === null ? NOT_AVAILABLE : average.toFixed(decimals);
}
