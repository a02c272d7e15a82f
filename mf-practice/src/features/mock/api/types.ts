/** Wire types of the mock exam routes, from the API's contract. */
import type { BodyOf, ResponseOf, Schema } from '@ccl/contract';

export type MockExam = Schema<'MockExam'>;
export type MockDialogue = MockExam['dialogues'][number];
export type MockTurn = Schema<'MockTurn'>;
export type MockVerdict = Schema<'MockVerdict'>;
export type StartMock = BodyOf<'/mock-exams', 'post'>;
export type MockCompletion = ResponseOf<'/mock-exams/{mockExamId}/complete', 'post'>;
