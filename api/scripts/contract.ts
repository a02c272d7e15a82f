/**
 * `npm run contract` (root): writes contract/openapi.json and contract/openapi.d.ts from what the API
 * describes (built without listening or a database). `--check` only compares, exiting 1 when stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedInContract, CONTRACT_FILES, describeApi, renderContract, STALE_CONTRACT } from '../src/test/contract.js';

const rendered = await renderContract(await describeApi());

if (process.argv.includes('--check')) {
  const current = await checkedInContract();
  const stale = current.json !== rendered.json || current.types !== rendered.types;
  console.log(stale ? STALE_CONTRACT : 'the contract is up to date');
  process.exit(stale ? 1 : 0);
}

await writeFile(CONTRACT_FILES.json, rendered.json);
await writeFile(CONTRACT_FILES.types, rendered.types);
const paths = Object.keys((JSON.parse(rendered.json) as { paths: object }).paths).length;
console.log(`wrote ${path.relative(process.cwd(), CONTRACT_FILES.json)} and ${path.basename(CONTRACT_FILES.types)} (${paths} paths)`);
