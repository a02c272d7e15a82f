import { createAppConfig } from '@ccl/shared/build/rspack';

const base = createAppConfig({
  dir: import.meta.dirname,
  port: 3011,
  exposes: {
    './LanguagePage': './src/pages/LanguagePage.tsx',
    './DialogueIntroPage': './src/pages/DialogueIntroPage.tsx',
    './PracticeSegmentPage': './src/pages/PracticeSegmentPage.tsx',
    './PracticeCompletePage': './src/pages/PracticeCompletePage.tsx',
  },
});

/**
 * opus-recorder's encoder (worker/AudioWorklet script with its WebAssembly inlined) is loaded by URL,
 * never bundled: importing it yields the URL of a copy emitted with this remote's assets, which
 * publicPath 'auto' resolves against the remote's own origin.
 */
export default (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /opus-recorder[\\/]dist[\\/]encoderWorker\.min\.js$/, type: 'asset/resource', generator: { filename: 'assets/opus-encoder.[contenthash:8].js' } });
  return config;
};
