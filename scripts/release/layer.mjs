/** The release tool's tests as one layer of `npm test` (scripts/test.mjs). */
import path from 'node:path';
import { ROOT } from '../lib.mjs';
import { nodeTestLayer } from '../node-test-layer.mjs';

export function releaseToolLayer(resultsDir) {
  return nodeTestLayer('release tool (node)', path.join(ROOT, 'scripts', 'release'), resultsDir);
}
