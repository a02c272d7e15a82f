// See global-setup-pglite.mjs for why this is a plain ESM file.
import { tsImport } from 'tsx/esm/api';

export default async function setup() {
  const { checkPostgresAvailability } = await tsImport('./postgres-availability.ts', import.meta.url);
  await checkPostgresAvailability();
}
