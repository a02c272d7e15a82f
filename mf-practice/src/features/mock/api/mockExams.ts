import { apiClient, RECORDING } from '@ccl/shared';
import { queryOptions } from '@tanstack/react-query';
import type { MockCompletion, MockExam, MockTurn, StartMock } from './types';

/** POST /mock-exams: two dialogues of the language, the server's pick or the candidate's. */
export async function startMock(body: StartMock): Promise<MockExam> {
  return (await apiClient.post<{ data: MockExam }>('/mock-exams', body)).data.data;
}

export async function getMock(mockExamId: number): Promise<MockExam> {
  return (await apiClient.get<{ data: MockExam }>(`/mock-exams/${mockExamId}`)).data.data;
}

/** POST /mock-exams/{id}/hear: the speaker turn, served once. */
export async function hearTurn(mockExamId: number, part: number, segmentOrder: number): Promise<MockTurn> {
  return (await apiClient.post<MockTurn>(`/mock-exams/${mockExamId}/hear`, { part, segmentOrder })).data;
}

/** POST /mock-exams/{id}/repeat: the dialogue's one repeat. */
export async function repeatTurn(mockExamId: number, part: number, segmentOrder: number): Promise<MockTurn> {
  return (await apiClient.post<MockTurn>(`/mock-exams/${mockExamId}/repeat`, { part, segmentOrder })).data;
}

/** POST /practice/submit: a mock's answers go to its dialogue's session like any test answer. */
export async function submitMockAnswer(payload: { recording: Blob; segmentId: number; sessionId: number }): Promise<void> {
  const form = new FormData();
  form.append('user_audio', payload.recording, RECORDING.fileName);
  form.append('segmentId', String(payload.segmentId));
  form.append('sessionId', String(payload.sessionId));
  form.append('user_transcription', '');
  await apiClient.post('/practice/submit', form);
}

export async function completeMock(mockExamId: number): Promise<MockCompletion> {
  return (await apiClient.post<MockCompletion>(`/mock-exams/${mockExamId}/complete`)).data;
}

/** The mock and where it stands; while its dialogues are being scored it is asked again every 3 s. */
export function mockExamQuery(mockExamId: number) {
  return queryOptions({
    queryKey: ['mock-exams', mockExamId],
    queryFn: () => getMock(mockExamId),
    refetchInterval: (query) => (query.state.data?.status === 'scoring' ? 3000 : false),
  });
}
