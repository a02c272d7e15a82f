import { tsImport } from 'tsx/esm/api';

export default async function teardown() {
  const { removePgliteSnapshot } = await tsImport('./pglite-snapshot.ts', import.meta.url);
  await removePgliteSnapshot();
}
