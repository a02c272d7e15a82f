/** Playwright runs in Debian's Chromium (browser downloads fail on our machines): install it when missing. */
import { existsSync } from 'node:fs';
import { log, run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    return false;
  }
  log('Installing Chromium from Debian (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) !== 0) {
    await run('apt-get', ['update'], { env });
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  }
  return existsSync(CHROMIUM);
}
