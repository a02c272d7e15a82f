/** `npm run build`: @ccl/shared's Node entry, the API, then the shell and the five remotes. */
import { APPS, ensureInstalled, log, runOrExit } from './lib.mjs';

await ensureInstalled();
log('Building @ccl/shared and the API…');
await runOrExit('npm', ['run', 'build', '-w', 'shared']);
await runOrExit('npm', ['run', 'build', '-w', 'api']);
for (const app of APPS) {
  log(`Building ${app}…`);
  await runOrExit('npm', ['run', 'build', '-w', app, '--silent']);
}
log('Build complete.');
