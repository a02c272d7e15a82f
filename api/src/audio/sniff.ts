/**
 * Recognises an upload by its first bytes, never by its name or declared type: browsers label
 * recordings loosely (Chromium's MediaRecorder makes WebM or MP4 whatever the file is called), and
 * a text file renamed recording.ogg must not reach the decoder.
 */
export type AudioContainer = 'ogg' | 'webm' | 'mp4' | 'wav';

function ascii(bytes: Uint8Array, start: number, text: string): boolean {
  if (bytes.length < start + text.length) return false;
  for (let i = 0; i < text.length; i += 1) if (bytes[start + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** The container of an audio file, or null for anything we do not accept. */
export function sniffAudio(bytes: Uint8Array): AudioContainer | null {
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  // EBML magic: WebM and Matroska.
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  // ISO BMFF: a 4-byte box size, then the 'ftyp' box type.
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  return null;
}
