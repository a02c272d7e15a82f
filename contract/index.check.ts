/**
 * Type-level checks of the helpers against the generated types (`npm run typecheck -w contract`):
 * a helper that stops resolving to the right shape fails to compile here.
 */
import type { BodyOf, ErrorOf, MethodOf, ParamsOf, QueryOf, ResponseOf, Schema } from './index.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type Checks = [
  Expect<Equal<ResponseOf<'/dialogues/{language}', 'get'>, Schema<'DialoguePage'>>>,
  Expect<Equal<ResponseOf<'/signup', 'post'>, Schema<'SignedIn'>>>,
  Expect<Equal<ResponseOf<'/start-practice', 'post'>, Schema<'PracticeStart'>>>,
  Expect<Equal<ResponseOf<'/start-practice', 'post', 402>, Schema<'InsufficientCredit'>>>,
  Expect<Equal<ResponseOf<'/vocabulary', 'get'>, Schema<'VocabularyCategory'>[]>>,
  Expect<Equal<ResponseOf<'/vocabulary-terms/{termId}/speech', 'get'>, undefined>>,
  Expect<Equal<ErrorOf<'/user', 'get'>, Schema<'Error'>>>,
  Expect<Equal<MethodOf<'/discussions'>, 'get' | 'post'>>,
  Expect<Equal<QueryOf<'/dialogues/{language}', 'get'>['sort_order'], 'asc' | 'desc' | undefined>>,
  Expect<Equal<ParamsOf<'/dialogues/{language}', 'get'>, { language: string }>>,
  Expect<Equal<BodyOf<'/start-practice', 'post'>['mode'], 0 | 1>>,
  Expect<Equal<BodyOf<'/fetch-dialogue', 'post'>, { id: number }>>,
  Expect<Equal<Schema<'TestResult'>['final_score'], number | null>>,
  Expect<Equal<Schema<'CreditTransaction'>['type'], 'purchase' | 'bonus' | 'usage' | 'refund'>>,
  Expect<
    Equal<
      Schema<'Dialogue'>['practiced_session_for_current_user'],
      { final_score: number; score_label: 'assessed' | 'delivery_only' | 'self_marked' } | null
    >
  >,
];
