import { RECORDING } from '@ccl/shared';
import Recorder from 'opus-recorder';
// Emitted as a static file of this remote (see rspack.config.mjs): its URL resolves against the
// remote's own origin, wherever the shell that loaded the remote is served from.
import encoderPath from 'opus-recorder/dist/encoderWorker.min.js';
import type { RecordingEngine } from './recordingEngine';

/** What the browser says when recording can't work at all here. */
export class RecordingUnsupportedError extends Error {
  constructor() {
    super('Recording is not supported in this browser');
    this.name = 'RecordingUnsupportedError';
  }
}

function close(recorder: Recorder): void {
  Promise.resolve()
    .then(() => recorder.close())
    .catch((error: unknown) => console.warn('Closing the recorder failed', error));
}

/**
 * Ogg Opus, 16 kHz, mono, 64 kbps (spec §3). Chromium's MediaRecorder can't write Ogg, so the
 * encoding runs in opus-recorder's WebAssembly encoder (an AudioWorklet in Chromium and Firefox).
 * An engine records once: opus-recorder's stop() tears its encoder down, so each take gets a new one.
 */
export function createOpusRecordingEngine(): RecordingEngine {
  let recorder: Recorder | null = null;
  let data: Promise<Uint8Array> | null = null;
  let starting = false;
  let cancelled = false;

  return {
    async start() {
      if (!Recorder.isRecordingSupported()) throw new RecordingUnsupportedError();
      const created = new Recorder({
        encoderPath,
        encoderSampleRate: RECORDING.sampleRate,
        numberOfChannels: RECORDING.channels,
        encoderBitRate: RECORDING.bitsPerSecond,
        // Opus always codes at 48 kHz internally; the header records the 16 kHz the take is made at.
        originalSampleRateOverride: RECORDING.sampleRate,
        encoderApplication: 2048, // voice
        streamPages: false,
        mediaTrackConstraints: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
      recorder = created;
      data = new Promise<Uint8Array>((resolve) => {
        created.ondataavailable = (bytes) => resolve(bytes);
      });
      starting = true;
      try {
        await created.start();
      } catch (error) {
        recorder = null;
        close(created);
        throw error;
      } finally {
        starting = false;
      }
      // Cancelled while the microphone was opening: let go of it now that it's open.
      if (cancelled) this.cancel();
    },
    async stop() {
      const current = recorder;
      if (!current || !data) throw new Error('Not recording');
      recorder = null;
      await current.stop();
      const bytes = await data;
      close(current);
      return new Blob([bytes as BlobPart], { type: RECORDING.mimeType });
    },
    cancel() {
      cancelled = true;
      const current = recorder;
      if (!current || starting) return;
      recorder = null;
      // stop() ends the microphone stream; the encoded bytes are not wanted.
      current.stop().finally(() => close(current));
    },
  };
}
