/** Wire types of the drill routes (learning module), from the API's contract. */
import type { BodyOf, Schema } from '@ccl/contract';

export type DrillStart = Schema<'DrillStart'>;
export type DrillOutcome = Schema<'DrillOutcome'>;
export type StartDrillBody = BodyOf<'/learning/drills', 'post'>;
