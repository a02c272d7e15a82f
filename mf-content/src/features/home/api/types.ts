/** Wire types of GET /stats (spec §3 "Stats"), moved verbatim from the core's legacy types.ts. */

export interface Stats {
  total_dialogues: number;
  total_ai_scoring: number;
}
