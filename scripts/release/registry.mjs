/**
 * releases/<env>/registry.json: which release of each app is live, and every change before it.
 *
 *   { "format": 1, "environment": "local",
 *     "live":    { "mf-practice": { "version": "0.1.0+20261122T101500Z.a1b2c3d", "since": "<ISO time>", "by": "alice@host" },
 *                  "mf-community": { "url": "https://cdn.example/mf-community/mf-manifest.json", "since": …, "by": … } },
 *     "history": [ { "at": "<ISO time>", "by": "alice@host", "action": "publish" | "rollback" | "point",
 *                    "app": "mf-practice", "to": { "version": … } | { "url": … } | null, "from": { … } | null, "forced"?: true } ] }
 *
 * An app missing from `live` is served from its workspace build (<app>/dist), as before any release; null in
 * the history means that workspace build (what was live before the first release, or a rollback to it).
 * The API reads `live` on every /remotes.json request (api/src/web/releases.ts), so a change is served at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_NAMES, APPS, ReleaseError, shown } from './settings.mjs';

/** Release folder names: the version, safe in a URL path and a file name. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,127}$/;

export function emptyRegistry(environment) {
  return { format: 1, environment, live: {}, history: [] };
}

function isLocation(value) {
  if (!value || typeof value !== 'object') return false;
  if (typeof value.version === 'string') return VERSION_PATTERN.test(value.version) && value.url === undefined;
  return typeof value.url === 'string' && /^https?:\/\//.test(value.url);
}

/** Problems with a registry read from disk (a hand edit gone wrong); empty when it is usable. */
export function registryProblems(registry) {
  const problems = [];
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) return ['it is not a JSON object'];
  if (registry.format !== 1) problems.push(`"format" is ${JSON.stringify(registry.format)}, expected 1`);
  if (!registry.live || typeof registry.live !== 'object') problems.push('"live" is missing');
  else {
    for (const [app, entry] of Object.entries(registry.live)) {
      if (!APP_NAMES.includes(app)) problems.push(`"live" names an unknown app "${app}"`);
      else if (!isLocation(entry)) problems.push(`"live.${app}" needs a "version" (a release folder name) or an http(s) "url"`);
      else if (entry.url && !APPS[app].remote) problems.push(`"live.${app}" is a URL, but the shell is always served by the site itself`);
    }
  }
  if (!Array.isArray(registry.history)) problems.push('"history" is not a list');
  else
    registry.history.forEach((event, index) => {
      const to = event?.action === 'rollback' && event.to === null ? true : isLocation(event?.to);
      if (!event || !APP_NAMES.includes(event.app) || !['publish', 'rollback', 'point'].includes(event.action) || !to) {
        problems.push(`"history[${index}]" is not a release event`);
      }
    });
  return problems;
}

/** The registry of `settings.environment`; an empty one before the first release. */
export async function readRegistry(settings) {
  let text;
  try {
    text = await readFile(settings.registryFile, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return emptyRegistry(settings.environment);
    throw error;
  }
  let registry;
  try {
    registry = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(
      `${shown(settings.registryFile)} is not valid JSON (${error.message}). Fix it by hand or restore it from a backup; nothing was changed.`,
    );
  }
  const problems = registryProblems(registry);
  if (problems.length)
    throw new ReleaseError(
      `${shown(settings.registryFile)} is not a valid release registry:\n${problems.map((p) => `  - ${p}`).join('\n')}\nNothing was changed.`,
    );
  return registry;
}

/**
 * Atomic: the new registry is written to a temporary file beside it, flushed, then renamed over the
 * old one, so the server (which reads it on every request) sees the old or the new file, never half of one.
 */
export async function writeRegistry(settings, registry) {
  await mkdir(path.dirname(settings.registryFile), { recursive: true });
  const temporary = `${settings.registryFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(`${JSON.stringify(registry, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, settings.registryFile);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `work` holding releases/<env>/.lock, so two release commands never interleave their
 * read-check-write of the registry. A lock left by a process that no longer runs is taken over.
 */
export async function withRegistryLock(settings, work, { waitMs = 15_000 } = {}) {
  await mkdir(settings.envDir, { recursive: true });
  const lock = path.join(settings.envDir, '.lock');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
      if (!holder || !processAlive(holder)) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new ReleaseError(
          `Another release command (process ${holder}) is changing ${settings.environment}; try again when it has finished. If no such process runs, delete ${shown(lock)}.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/** Equal locations; null and undefined both mean the workspace build. */
export function sameLocation(a, b) {
  if (!a || !b) return !a && !b;
  return a.version !== undefined ? a.version === b.version : a.url === b.url;
}

export function describeLocation(location) {
  if (!location) return 'its workspace build';
  return location.version ?? location.url;
}

/**
 * Records a change of what is live (pure: returns a new registry). `to` and `from` (what was live before)
 * are null for the workspace build.
 */
export function recordChange(registry, { app, action, to, by, at, forced = false }) {
  const from = registry.live[app]
    ? registry.live[app].version !== undefined
      ? { version: registry.live[app].version }
      : { url: registry.live[app].url }
    : null;
  const event = { at, by, action, app, to, from, ...(forced ? { forced: true } : {}) };
  const live = { ...registry.live };
  if (to) live[app] = { ...to, since: at, by };
  else delete live[app];
  return { ...registry, live, history: [...registry.history, event] };
}

/**
 * The stack of an app's live releases, derived from its history: at the bottom the workspace build (null,
 * live before the first release); a publish or point pushes, a rollback pops down to its target (or pushes
 * it when it was not on the stack, e.g. a release rolled back from earlier). The top is what is live; a
 * plain `rollback` goes to the entry below it — so rolling back twice goes two releases back, and never
 * returns to the release just rolled back from.
 */
export function liveStack(registry, app) {
  const stack = [null];
  for (const event of registry.history) {
    if (event.app !== app) continue;
    if (event.action === 'rollback') {
      const index = stack.findLastIndex((entry) => sameLocation(entry, event.to));
      if (index >= 0) {
        stack.length = index + 1;
        continue;
      }
    }
    stack.push(event.to);
  }
  return stack;
}

/** What a plain `rollback <app>` returns to: the release live before the current one (null: the workspace build). */
export function previousLive(registry, app) {
  const current = registry.live[app];
  const stack = liveStack(registry, app).filter((entry) => !sameLocation(entry, current));
  if (!stack.length) {
    if (!registry.history.some((event) => event.app === app)) {
      throw new ReleaseError(
        `${app} has never been released in "${registry.environment}": its workspace build is live, and there is nothing to roll back.`,
      );
    }
    throw new ReleaseError(
      `${app} is back to its workspace build in "${registry.environment}", the first thing it had live: there is nothing earlier to roll back to. Name a release with \`npm run release -- rollback ${app} <version>\` (see \`npm run release -- list\`).`,
    );
  }
  const target = stack.at(-1);
  if (!target) return null;
  return target.version !== undefined ? { version: target.version } : { url: target.url };
}
