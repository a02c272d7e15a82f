/**
 * What an app loads from the remotes at runtime — the pairs a live remote must expose:
 *  - the shell: every (remote, module) of its route table, REMOTE_ROUTES in shell/src/routes.ts;
 *  - any app: each `useRemoteComponent('billing', './CreditPurchaseDialog')` or `loadRemoteComponent(…)` call
 *    in its sources (how a remote opens another remote's exposed module, see @ccl/shared's remotes.ts).
 * Read from the TypeScript syntax tree (not evaluated, not copied by hand), so the release tool always checks
 * what the code being released actually loads. A publish stores the result in the release's release.json.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './settings.mjs';

/** TypeScript is large: loaded on first use, so commands that never read sources start fast. */
let ts;
async function typescript() {
  ts ??= (await import('typescript')).default;
  return ts;
}

const REMOTE_COMPONENT_CALLS = new Set(['useRemoteComponent', 'loadRemoteComponent']);

function parse(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function literal(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** The route table's remote routes: [{ remote, module, from: 'route /path' }]. */
export async function routeTableNeeds(text, file = 'routes.ts') {
  await typescript();
  const source = parse(file, text);
  let table;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'REMOTE_ROUTES') table = node.initializer;
    node.forEachChild(visit);
  });
  while (table && (ts.isAsExpression(table) || ts.isSatisfiesExpression(table) || ts.isParenthesizedExpression(table)))
    table = table.expression;
  if (!table || !ts.isArrayLiteralExpression(table))
    throw new ReleaseError(`${file}: REMOTE_ROUTES is not an array literal, so the release tool cannot read the route table.`);
  return table.elements.map((element, index) => {
    const fields = {};
    if (ts.isObjectLiteralExpression(element)) {
      for (const property of element.properties) {
        if (ts.isPropertyAssignment(property)) fields[property.name.getText(source)] = literal(property.initializer);
      }
    }
    if (!fields.path || !fields.remote || !fields.module) {
      throw new ReleaseError(
        `${file}: route ${index + 1} of REMOTE_ROUTES needs literal "path", "remote" and "module" strings for the release tool to read it.`,
      );
    }
    return { remote: fields.remote, module: fields.module, from: `route ${fields.path}` };
  });
}

/** Literal remote-component calls in one source file: [{ remote, module, from: 'src/…' }]. */
export async function remoteComponentNeeds(text, file) {
  await typescript();
  const source = parse(file, text);
  const found = [];
  source.forEachChild(function visit(node) {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && REMOTE_COMPONENT_CALLS.has(node.expression.text)) {
      const [remote, module] = node.arguments.map(literal);
      if (remote && module) found.push({ remote, module, from: file });
    }
    node.forEachChild(visit);
  });
  return found;
}

const isTest = (name) => /\.(test|spec)\.[jt]sx?$/.test(name) || name === 'test' || name === '__tests__' || name === '__mocks__';

async function sourceFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (isTest(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (/\.[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Everything the app in `sourceDir` loads from remotes, each pair once (the first place it is seen). */
export async function needsOf(app, sourceDir) {
  const needs = [];
  if (app === 'shell') {
    const routes = path.join(sourceDir, 'src', 'routes.ts');
    let text;
    try {
      text = await readFile(routes, 'utf8');
    } catch {
      throw new ReleaseError(`The shell's route table ${routes} was not found.`);
    }
    needs.push(...(await routeTableNeeds(text, 'shell/src/routes.ts')));
  }
  for (const file of await sourceFiles(path.join(sourceDir, 'src'))) {
    const relative = path.relative(sourceDir, file).split(path.sep).join('/');
    needs.push(...(await remoteComponentNeeds(await readFile(file, 'utf8'), `${app}/${relative}`)));
  }
  const seen = new Set();
  return needs.filter((need) => {
    const key = `${need.remote} ${need.module}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
