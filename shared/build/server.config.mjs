// The core's one Node build (`@ccl/shared/server`): the copy the server's first screens run with (src/first-screen.ts),
// which the shell's and the remotes' server bundles require instead of bundling their own.
import path from 'node:path';
import { serverBundleConfig } from './rspack.mjs';

const root = path.resolve(import.meta.dirname, '..');

export default serverBundleConfig({ context: root, entry: { index: './src/index.ts' }, outDir: path.join(root, 'dist', 'server') });
