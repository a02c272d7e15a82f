import { createAppConfig } from '@ccl/shared/build/rspack';

// Exposes exactly src/pages/*.tsx, each as './<Name>'.
const base = createAppConfig({ dir: import.meta.dirname, port: 3011 });

/**
 * opus-recorder's encoder (worker/AudioWorklet script with its WebAssembly inlined) is loaded by URL,
 * never bundled: importing it yields the URL of a copy emitted with this remote's assets, which
 * publicPath 'auto' resolves against the remote's own origin.
 */
export default (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({
    test: /opus-recorder[\\/]dist[\\/]encoderWorker\.min\.js$/,
    type: 'asset/resource',
    generator: { filename: 'assets/opus-encoder.[contenthash:8].js' },
  });
  return config;
};
