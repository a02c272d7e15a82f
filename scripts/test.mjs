/**
 * `npm test`: every layer — jest for the front-end workspaces, the API's tests on PGlite and PostgreSQL,
 * then Playwright end to end in Chromium — and one closing line `N passed, N failed` over all of them.
 * `npm test -- --skip-e2e` leaves out Playwright.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureInstalled, log, ROOT, run, runOrExit, runPrefixed } from './lib.mjs';
import { nodeTestLayer } from './node-test-layer.mjs';
import { releaseToolLayer } from './release/layer.mjs';

const args = new Set(process.argv.slice(2));
const results = path.join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

await ensureInstalled();
await runOrExit('node', ['scripts/build.mjs']);

const layers = [];

function readJest(file, name) {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, note: 'no report (the run crashed)' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to load has no tests; count it as a failure.
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  return { name, passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
}

/**
 * The end-to-end layer: Playwright drives the built site in Chromium. Most of its time is spent waiting on
 * the browser's clock (speaker audio, chimes, recordings), not on the CPU, so it runs beside the other
 * layers rather than after them; its lines are prefixed "[e2e]".
 */
async function endToEndLayer() {
  if (!(await ensureChromium())) return { name: 'e2e (playwright)', passed: 0, failed: 1, note: 'Chromium unavailable' };
  await runPrefixed('npx', ['playwright', 'test'], {
    prefix: '[e2e] ',
    cwd: path.join(ROOT, 'playwright'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
  });
  const file = path.join(results, 'playwright.json');
  if (!existsSync(file)) return { name: 'e2e (playwright)', passed: 0, failed: 1, note: 'no report (the run crashed)' };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    name: 'e2e (playwright)',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.expected + stats.unexpected + stats.flaky === 0 ? 1 : 0),
  };
}

let endToEnd;
if (!args.has('--skip-e2e')) {
  log('End-to-end tests (Playwright in Chromium) start now and run beside the other layers…');
  endToEnd = endToEndLayer();
}

// The front-end bundlers strip types without checking them: check every workspace's strict types here
// (and the contract's helpers against its generated types).
log("Type check (tsc --noEmit) of shared, the shell, the remotes, the e2e suite and the API's scripts…");
const typecheck = { name: 'typecheck (tsc)', passed: 0, failed: 0, failing: [] };
for (const workspace of [
  // shared, the shell and the remotes in one program (tsconfig.frontend.json): the core's sources and MUI's
  // types are read once, not seven times (13 s instead of 59 s); each keeps its own tsconfig.json for
  // `npm run typecheck -w <workspace>`.
  'tsconfig.frontend.json',
  'contract',
  'playwright',
  // The API's own code is checked by its build; its benchmarks and tools (api/scripts) only here.
  'api/tsconfig.scripts.json',
]) {
  const code = await run('npx', ['tsc', '--noEmit', '-p', workspace]);
  if (code === 0) typecheck.passed += 1;
  else {
    typecheck.failed += 1;
    typecheck.failing.push(workspace);
  }
}
layers.push({
  name: typecheck.name,
  passed: typecheck.passed,
  failed: typecheck.failed,
  ...(typecheck.failing.length ? { note: `type errors in ${typecheck.failing.join(', ')}` } : {}),
});

log("Lint (ESLint, with the architecture's import boundaries) and format (Prettier)…");
const lint = { name: 'lint and format', passed: 0, failed: 0, failing: [] };
for (const [label, command, args] of [
  ['eslint', 'npx', ['eslint', '.']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
]) {
  if ((await run(command, args)) === 0) lint.passed += 1;
  else {
    lint.failed += 1;
    lint.failing.push(label);
  }
}
const boundaries = await nodeTestLayer('lint rules (node)', path.join(ROOT, 'scripts', 'lint'), results);
layers.push({
  name: lint.name,
  passed: lint.passed + boundaries.passed,
  failed: lint.failed + boundaries.failed,
  ...(lint.failing.length ? { note: `${lint.failing.join(' and ')} found problems` } : {}),
});

log('Content bank (npm run content:check: every dialogue and vocabulary rule)…');
const contentCheck = await run('npm', ['run', 'content:check', '--silent']);
layers.push({
  name: 'content bank',
  passed: contentCheck === 0 ? 1 : 0,
  failed: contentCheck === 0 ? 0 : 1,
  ...(contentCheck === 0 ? {} : { note: 'npm run content:check found problems' }),
});

log('Front-end unit and component tests (jest)…');
await run('npx', ['jest', '--json', `--outputFile=${path.join(results, 'jest-frontend.json')}`]);
layers.push(readJest(path.join(results, 'jest-frontend.json'), 'front-end (jest)'));

log('Release tool tests (node --test)…');
layers.push(await releaseToolLayer(results));

log('API tests on PGlite and PostgreSQL (jest)…');
await run('npm', ['test', '-w', 'api', '--', '--json', `--outputFile=${path.join(results, 'jest-api.json')}`]);
layers.push(readJest(path.join(results, 'jest-api.json'), 'api (jest)'));

if (endToEnd) {
  log('Waiting for the end-to-end tests…');
  layers.push(await endToEnd);
}

const total = layers.reduce((sum, layer) => ({ passed: sum.passed + layer.passed, failed: sum.failed + layer.failed }), {
  passed: 0,
  failed: 0,
});
writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ layers, ...total }, null, 2));
console.log('');
for (const layer of layers)
  console.log(`  ${layer.name.padEnd(20)} ${layer.passed} passed, ${layer.failed} failed${layer.note ? ` (${layer.note})` : ''}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
