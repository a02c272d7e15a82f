// Jest loads global setup outside its module system (no moduleNameMapper, no ESM transform of
// our .js → .ts imports), so this plain ESM file hands the TypeScript to tsx.
import { tsImport } from 'tsx/esm/api';

export default async function setup() {
  const { createPgliteSnapshot } = await tsImport('./pglite-snapshot.ts', import.meta.url);
  await createPgliteSnapshot();
}
