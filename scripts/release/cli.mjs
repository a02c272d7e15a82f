#!/usr/bin/env node
/**
 * `npm run release -- <command>`: release and roll back one app (a remote or the shell) at a time.
 * See "Releasing a remote" in the root README.
 */
import { pathToFileURL } from 'node:url';
import { list, point, publish, rollback, verify } from './commands.mjs';
import { loadSettings, ReleaseError, UsageError } from './settings.mjs';

const USAGE = `Usage: npm run release -- <command>

  publish <app> [--source <dir>] [--force]   build the app, store it as a new immutable release, make it live
  rollback <app> [version] [--force]         make the release live before the current one (or <version>) live again;
                                             version "workspace": back to the app's workspace build (<app>/dist)
  point <remote> <manifest-url> [--force]    make a remote live from another origin (its mf-manifest.json URL)
  list [app]                                 live and past releases, and the history, per app
  verify                                     every live manifest loads and has what the shell's routes and the
                                             remotes need (over HTTP when SITE_URL is set, else from disk)

Apps: shell, mf-content, mf-practice, mf-dashboard, mf-community, mf-billing (or content, practice, …).
Environment: RELEASES_DIR (default WEB_ROOT/releases), RELEASE_ENV (default local), SITE_URL, RELEASE_BY.
--force lets a change through the compatibility checks (for a coordinated upgrade); it is recorded in the history.`;

/** argv → { command, positional, flags }; unknown options are an error, not silently ignored. */
export function parseArguments(argv) {
  const [command, ...rest] = argv;
  const positional = [];
  const flags = { force: false, source: undefined };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (arg === '--force') flags.force = true;
    else if (arg === '--source' || arg.startsWith('--source=')) {
      flags.source = arg.includes('=') ? arg.slice('--source='.length) : rest[++i];
      if (!flags.source) throw new UsageError('--source needs a folder.');
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  return { command, positional, flags };
}

function expect(positional, min, max, what) {
  if (positional.length < min || positional.length > max) throw new UsageError(`${what}.`);
}

export async function main(argv, env = process.env) {
  const { command, positional, flags } = parseArguments(argv);
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (flags.source && command !== 'publish') throw new UsageError('--source is an option of publish.');
  if (flags.force && !['publish', 'rollback', 'point'].includes(command)) throw new UsageError(`--force is not an option of ${command}.`);
  const settings = loadSettings(env);
  switch (command) {
    case 'publish':
      expect(positional, 1, 1, 'publish takes one app: npm run release -- publish mf-practice');
      await publish(settings, positional[0], flags);
      return 0;
    case 'rollback':
      expect(positional, 1, 2, 'rollback takes an app and, optionally, a version: npm run release -- rollback mf-practice [version]');
      await rollback(settings, positional[0], positional[1], flags);
      return 0;
    case 'point':
      expect(
        positional,
        2,
        2,
        'point takes a remote and the URL of its mf-manifest.json: npm run release -- point mf-community https://…/mf-manifest.json',
      );
      await point(settings, positional[0], positional[1], flags);
      return 0;
    case 'list':
      expect(positional, 0, 1, 'list takes at most one app');
      await list(settings, positional[0]);
      return 0;
    case 'verify':
      expect(positional, 0, 0, 'verify takes no arguments (set SITE_URL to check a running site)');
      return (await verify(settings)) ? 1 : 0;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${USAGE}`);
        process.exit(2);
      }
      if (error instanceof ReleaseError) {
        console.error(error.message);
        process.exit(1);
      }
      console.error(error);
      process.exit(1);
    },
  );
}
