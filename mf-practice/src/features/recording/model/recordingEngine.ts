/**
 * One recording from the microphone. start() resolves once audio is being captured; stop() resolves
 * with the finished file; cancel() releases the microphone and drops what was captured.
 */
export interface RecordingEngine {
  start(): Promise<void>;
  stop(): Promise<Blob>;
  cancel(): void;
}

export type CreateRecordingEngine = () => RecordingEngine;
