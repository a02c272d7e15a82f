import decodeAudio from 'audio-decode';
import { downmix, type Pcm } from './pcm.js';

/**
 * Decodes a whole file (Ogg Opus/Vorbis, WebM, MP4, WAV …) to mono PCM with `audio-decode`, which
 * handles Chromium's WebM (ogg-opus-decoder silently returns nothing for it, NOTES.md "Audio").
 * Throws when the bytes cannot be decoded; a file that decodes to nothing gives zero samples.
 */
export async function decodeToMono(bytes: Uint8Array): Promise<Pcm> {
  const { channelData, sampleRate } = await decodeAudio(bytes);
  return { samples: downmix(channelData), sampleRate };
}
