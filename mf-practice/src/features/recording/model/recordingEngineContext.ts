import { createContext } from 'react';
import { createOpusRecordingEngine } from './opusRecordingEngine';
import type { CreateRecordingEngine } from './recordingEngine';

/**
 * Where useRecorder gets its engines: opus-recorder in the browser. Tests provide a fake here
 * (jsdom has no microphone, Web Audio or WebAssembly workers).
 */
export const RecordingEngineContext = createContext<CreateRecordingEngine>(createOpusRecordingEngine);
