import { createContext } from 'react';
import { createOpusRecordingEngine } from './opusRecordingEngine';

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

/**
 * Where useRecorder gets its engines: opus-recorder in the browser. Tests provide a fake here
 * (jsdom has no microphone, Web Audio or WebAssembly workers).
 */
export const RecordingEngineContext = createContext<CreateRecordingEngine>(createOpusRecordingEngine);
