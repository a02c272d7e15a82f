/** Types for opus-recorder 8 (the package ships none); only what this remote uses. */
declare module 'opus-recorder' {
  export interface RecorderConfig {
    encoderPath?: string;
    encoderSampleRate?: 8000 | 12000 | 16000 | 24000 | 48000;
    encoderBitRate?: number;
    originalSampleRateOverride?: number;
    encoderApplication?: 2048 | 2049 | 2051;
    numberOfChannels?: 1 | 2;
    streamPages?: boolean;
    mediaTrackConstraints?: boolean | MediaTrackConstraints;
  }

  export default class Recorder {
    constructor(config?: RecorderConfig);
    static isRecordingSupported(): boolean;
    start(): Promise<void>;
    stop(): Promise<void>;
    close(): Promise<void>;
    ondataavailable: (data: Uint8Array) => void;
    onstart: () => void;
    onstop: () => void;
  }
}
