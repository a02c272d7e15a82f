import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The base arguments of playwright.config.ts: a spec's launchOptions replace them, so keep them. */
export const BASE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
];

/**
 * A spoken interpretation as a WAV file, made once per machine with the offline TTS (eSpeak NG) —
 * runs synchronously at spec load, because the browser's launch arguments need the path.
 */
export function speechWav(
  voice = 'hi',
  text = 'मेरे पेट में तीन दिन से दर्द है और मुझे रात को बुखार भी आता है। डॉक्टर ने कहा कि खून की जांच करवानी होगी।',
): string {
  const dir = path.join(os.tmpdir(), 'ccl-e2e-audio');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `speech-${voice}-${Buffer.from(text).toString('base64url').slice(0, 24)}.wav`);
  if (!existsSync(file)) {
    const made = spawnSync(process.execPath, [path.join(__dirname, 'make-speech-wav.mjs'), file, voice, text], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`Could not make the microphone WAV: ${made.stderr || made.stdout}`);
  }
  return file;
}

/** Chromium with a fake microphone that "speaks" the WAV, and no permission prompt. */
export function fakeMicrophoneArgs(wav: string): string[] {
  return [
    ...BASE_CHROMIUM_ARGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
    '--autoplay-policy=user-gesture-required',
  ];
}

/** Records every media element the page plays (its URL), so a test can see that the chime sounded. */
export async function trackPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
}

export async function playedMedia(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __played: string[] }).__played]);
}
