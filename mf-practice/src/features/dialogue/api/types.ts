/** Wire types of the dialogue calls (spec §3, §7), from the API's contract. */
import type { BodyOf, ResponseOf, Schema } from '@ccl/contract';

/** A dialogue of the list; /fetch-dialogue and /generate-dialogue answer one with its segments too. */
export type Dialogue = Schema<'Dialogue'>;

export type FetchDialogueRequest = BodyOf<'/fetch-dialogue', 'post'>;
export type FetchedDialogue = ResponseOf<'/fetch-dialogue', 'post'>;

export type GenerateDialogueRequest = BodyOf<'/generate-dialogue', 'post'>;
export type GeneratedDialogue = ResponseOf<'/generate-dialogue', 'post'>;

export type StartPracticeRequest = BodyOf<'/start-practice', 'post'>;
export type PracticeStart = ResponseOf<'/start-practice', 'post'>;

/** The practice screens' only settings change. */
export type LastUsedLanguageUpdate = Required<Pick<BodyOf<'/settings', 'put'>, 'last_used_language'>>;
