/**
 * A folder of node:test files as one layer of `npm test` (scripts/test.mjs): node's built-in test runner,
 * shown as it runs and counted from a TAP copy of the report.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib.mjs';

export async function nodeTestLayer(name, folder, resultsDir) {
  const tap = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.tap`);
  const code = await run(process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    folder,
  ]);
  if (!existsSync(tap)) return { name, passed: 0, failed: 1, note: 'no report (the run crashed)' };
  const report = readFileSync(tap, 'utf8');
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  // A crash outside any test still fails the layer.
  return { name, passed, failed: failed || (code !== 0 || passed === 0 ? 1 : 0) };
}
