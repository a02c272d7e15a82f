import type { Config } from '../../config.js';
import type { QueueDefinition } from '../../jobs/queue.js';

/**
 * The scoring jobs (pg-boss). Completing an attempt sends one 'score-session' job; it fans out one
 * 'score-turn' job per interpreter turn. Fanning out rather than looping inside one job lets every
 * worker process take turns of the same attempt, and a turn that fails is retried alone instead of
 * redoing the eleven that succeeded. How many turns one process scores at once is
 * SCORING_CONCURRENCY (the endpoint's rate limit is the real bound).
 */
export interface ScoreSessionJob {
  sessionId: number;
}

export interface ScoreTurnJob {
  sessionId: number;
  attemptId: number;
}

export interface ScoringQueues {
  session: QueueDefinition;
  turn: QueueDefinition;
}

/** Requests one turn makes to the endpoint: a transcription and the error ledger. */
const REQUESTS_PER_TURN = 2;
/** The SDK's longest wait between two tries of a request. */
const SDK_MAX_BACKOFF_SECONDS = 8;
/** Work of a turn besides the endpoint: reading the recording, a transaction. */
const MARGIN_SECONDS = 30;

/**
 * How long a turn job may run before pg-boss takes its worker for dead and runs it again: both
 * requests timing out on every try, with the backoff between, plus a margin (default settings:
 * about 7 minutes). pg-boss notices an expired job at its next maintenance (every 2 minutes), so a
 * killed server's turns are taken up again within this + 2 minutes. A slower run than this (a model
 * asked again after broken JSON, on a slow endpoint) may be started twice: harmless, a turn's
 * scoring replaces its ledger and the session is finished once (scorer.ts).
 */
export function turnJobTimeoutSeconds(config: Pick<Config, 'ai' | 'scoring'>): number {
  if (config.scoring.jobTimeoutSeconds) return config.scoring.jobTimeoutSeconds;
  if (config.ai.provider === 'offline') return 60;
  const tries = config.ai.maxRetries + 1;
  const endpoint = REQUESTS_PER_TURN * tries * (config.ai.timeoutMs / 1000 + SDK_MAX_BACKOFF_SECONDS);
  return Math.ceil(endpoint + MARGIN_SECONDS);
}

export function scoringQueues(config: Pick<Config, 'ai' | 'scoring'>): ScoringQueues {
  return {
    // Only reads rows and sends jobs: quick, retried quickly.
    session: { name: 'score-session', retryLimit: 5, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 60 },
    // Retried 4 times with backoff (about 5, 10, 20, 40 s): long enough to ride out an endpoint's
    // short outage; the last try scores what can be scored rather than fail (scorer.ts).
    turn: { name: 'score-turn', retryLimit: 4, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: turnJobTimeoutSeconds(config) },
  };
}
