/**
 * The one Rspack + Module Federation configuration every app builds with (shell and the five remotes),
 * so that they agree on the shared singletons and the build settings.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { constants as zlib } from 'node:zlib';
import rspack from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { MUI_ON_DEMAND, MUI_ON_DEMAND_FILE, SLIM } from './singletons/lists.mjs';

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

/** Package versions as the workspace installs them: every app requires exactly these. */
function versionOf(name) {
  if (name === '@ccl/shared') return sharedPackage.version;
  return require(
    `${name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/')}/package.json`,
  ).version;
}

/**
 * One React, one router, one theme, one session store (the toaster is the core's own, fetched with the first
 * toast). `react/jsx-runtime`, `react-dom/client` and friends are separate entry points, so each is shared by name too.
 * '@mui/material' and 'react-router-dom' are shared slim (singletons/lists.mjs).
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  // MUI: a slim barrel and the heavier components one by one (singletons/lists.mjs). MUI's own
  // contexts too, so that a component an app bundles by mistake still gets the theme's defaultProps.
  '@mui/material',
  ...MUI_ON_DEMAND.map((component) => `@mui/material/${component}`),
  '@mui/system/DefaultPropsProvider',
  '@mui/system/RtlProvider',
  '@emotion/react',
  '@emotion/styled',
  'axios',
  '@tanstack/react-query',
  '@ccl/shared',
];

export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = versionOf(name);
      const slim = SLIM[name] ? { import: SLIM[name] } : {};
      return [name, { singleton: true, requiredVersion: `^${version}`, version, ...slim }];
    }),
  );
}

/** Text files worth compressing: scripts, styles, HTML, manifests, SVG (images and audio are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** The first line of each script: V8 compiles all its functions as the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compiledOnLoad() {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

function precompressed() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** The library a chunk group provides to the share scope, from its origin: "provide shared module (default) react@19.3.1 = …". */
export function providedLibrary(group) {
  for (const origin of group.origins) {
    const name = /^provide shared module \(\w+\) (.+)@[^@\s]+ = /.exec(origin.module?.identifier?.() ?? '')?.[1];
    if (name) return name;
  }
  return undefined;
}

/** The federation's own modules that consume or provide a library: they stay where the federation put them. */
const isShareModule = (module) => /^(consume|provide) shared module /.test(module.identifier());

/** The libraries whose shell copy a module is part of (its chunks' "provide shared module" groups). */
function librariesOf(module, chunkGraph) {
  const names = new Set();
  for (const chunk of chunkGraph.getModuleChunks(module)) {
    for (const group of chunk.groupsIterable) {
      const name = providedLibrary(group);
      if (name) names.add(name);
    }
  }
  return names;
}

const ON_DEMAND = new Set(MUI_ON_DEMAND.map((component) => `@mui/material/${component}`));

/**
 * The shell's libraries that every page loads (React, MUI's slim barrel, emotion, the router, the core…) as
 * one file instead of ~30: on a phone's connection each file costs a round trip on one of six
 * connections, and this one compresses better (issue #14: LCP −0.6 s on `/`). An on-demand component's
 * chunk keeps only what the one file lacks. The federation's own share modules stay where they are: in
 * this file they would wait for the libraries it provides, that is for itself.
 */
function everyPageLibrariesChunk() {
  return {
    name: 'framework',
    chunks: 'async',
    test: (module, { chunkGraph }) =>
      !isShareModule(module) && [...librariesOf(module, chunkGraph)].some((library) => !ON_DEMAND.has(library)),
    enforce: true,
    priority: 40,
  };
}

/**
 * A JSON file the build writes beside the app for the server to read (routes.json, preload.json,
 * page-libraries.json): `contents(compilation)` is computed once the chunks are final.
 */
export class JsonFilePlugin {
  constructor(file, contents) {
    this.file = file;
    this.contents = contents;
  }

  apply(compiler) {
    const name = `JsonFilePlugin ${this.file}`;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, async () => {
        const value = await this.contents(compilation);
        compilation.emitAsset(this.file, new compiler.rspack.sources.RawSource(JSON.stringify(value)));
      });
    });
  }
}

/**
 * dist/page-libraries.json (a remote's): each exposed page → the shared libraries its own code imports,
 * e.g. { "./LanguagePage": ["@mui/material/TextField", …] }. The server preloads the shell's files for the
 * on-demand ones with the page (api/src/web/shell-page.ts): otherwise they are asked for only once the page's
 * code has run, a round trip after everything else. What a page loads later (a lazy part) is not listed.
 */
function pageLibraries(compilation) {
  const pages = {};
  for (const group of compilation.chunkGroups) {
    const expose = group.chunks.map((chunk) => /^__federation_expose_(\w+)$/.exec(chunk.name ?? '')?.[1]).find(Boolean);
    if (!expose) continue;
    const libraries = new Set();
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const name = /^consume shared module \(\w+\) (.+?)@[^@\s]+ /.exec(module.identifier())?.[1];
        if (name) libraries.add(name);
      }
    }
    pages[`./${expose}`] = [...libraries].sort();
  }
  return pages;
}

/**
 * dist/early-requests.json: the app's `src/early-requests.json` (the API reads its pages make first; see
 * src/early-requests.ts), which the server fills in for each page it sends. A key that is not a page the remote
 * exposes (the shell's: '*') is left out with a build warning: a page's own test fails when nothing is declared
 * for it under its name, and a page taken out of the build must still reach the release tool's guard rails.
 */
function earlyRequestsFile(dir, exposedModules, host) {
  const file = path.join(dir, 'src', 'early-requests.json');
  if (!existsSync(file)) return [];
  const declared = JSON.parse(readFileSync(file, 'utf8'));
  const allowed = host ? ['*'] : Object.keys(exposedModules);
  return [
    new JsonFilePlugin('early-requests.json', (compilation) => {
      const unknown = Object.keys(declared).filter((key) => !allowed.includes(key));
      for (const key of unknown) {
        const what = host ? "the shell's key is '*'" : 'not a page this remote exposes';
        compilation.warnings.push(new rspack.WebpackError(`${file}: ${key} is left out (${what})`));
      }
      return Object.fromEntries(Object.entries(declared).filter(([key]) => allowed.includes(key)));
    }),
  ];
}

/**
 * On-demand MUI components drawn together, one file per family in the shell's build: a page that draws a
 * dialog needs its title, content and actions too, and each file is a round trip on a phone (a signed-in
 * dashboard preloaded ~20 files of ~2 KB). Each component stays a singleton of its own.
 */
const ON_DEMAND_FAMILIES = {
  'mui-dialog': ['Dialog', 'DialogActions', 'DialogContent', 'DialogContentText', 'DialogTitle'],
  'mui-table': ['Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TableRow'],
  'mui-stepper': ['Step', 'StepLabel', 'Stepper'],
  'mui-tabs': ['Tab', 'Tabs'],
  'mui-choice': ['Checkbox', 'FormControlLabel', 'FormGroup', 'Radio', 'RadioGroup', 'Switch'],
  'mui-menu': ['Menu', 'MenuItem'],
};

/** A module of the shell's copies of one family's components only (their own code and the helpers only they use). */
function onDemandFamilyChunks() {
  return Object.fromEntries(
    Object.entries(ON_DEMAND_FAMILIES).map(([name, components]) => {
      const family = new Set(components.map((component) => `@mui/material/${component}`));
      const test = (module, { chunkGraph }) => {
        if (isShareModule(module)) return false;
        const libraries = librariesOf(module, chunkGraph);
        return libraries.size > 0 && [...libraries].every((library) => family.has(library));
      };
      return [name, { name, chunks: 'async', test, enforce: true, priority: 30 }];
    }),
  );
}

/** The apps' TypeScript and JSX, compiled by SWC for `targets` (browsers, or Node for a server bundle). */
function sourceRule({ development, targets }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } } },
      env: { targets },
    },
  };
}

/**
 * Packages the server bundles take from the server's own node_modules (api/src/web/first-screen.ts) rather than
 * bundle: the shared singletons (one React, one MUI, one data cache for the shell's bundle and a remote's) and
 * React's server renderer. The core is the server's one Node build of it (`@ccl/shared/server`), for the same reason.
 */
const SERVER_EXTERNAL =
  /^(react|react-dom|react-router|react-router-dom|zustand|axios|notistack|@tanstack\/react-query|@emotion\/[^/]+|@mui\/[^/]+)(\/.*)?$/;

/**
 * The Node build of an app's pages for the server's first screens (shared/src/first-screen.ts): CommonJS files
 * in `outDir`, one per entry, with the app's own code and what it alone uses; the rest is required from the server.
 */
export function serverBundleConfig({ context, entry, outDir }) {
  return {
    context,
    mode: 'production',
    target: 'node20',
    entry,
    output: {
      path: outDir,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [
      ({ request }, callback) => {
        if (request === '@ccl/shared') return callback(null, 'commonjs @ccl/shared/server');
        if (SERVER_EXTERNAL.test(request ?? '')) return callback(null, `commonjs ${request}`);
        return callback();
      },
    ],
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [
        sourceRule({ development: false, targets: 'node 20' }),
        // Files a page links to keep the names the browser build gives them (the same content hash).
        { test: /\.(png|jpe?g|svg|webp|ogg|mp3|wav|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

/**
 * Builds the app's server bundle into `<output>/server/` once its browser build is written, so a release folder
 * (scripts/release/build.mjs sets the output) carries both: the shell's `shell.cjs` (src/server.tsx), a remote's
 * `<Page>.cjs` for each page it exposes.
 */
class ServerBundlePlugin {
  constructor(entry) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerBundlePlugin', async () => {
      const outDir = path.join(compiler.options.output.path, 'server');
      const server = rspack(serverBundleConfig({ context: compiler.options.context, entry: this.entry, outDir }));
      const stats = await new Promise((resolve, reject) => server.run((error, result) => (error ? reject(error) : resolve(result))));
      await new Promise((resolve) => server.close(resolve));
      if (stats.hasErrors()) throw new Error(`The server bundle did not build:\n${stats.toString({ all: false, errors: true })}`);
    });
  }
}

/** Federation names must be JS identifiers: mf-practice → mf_practice. */
export function federationName(folder) {
  return folder.replace(/-/g, '_');
}

/**
 * A remote exposes exactly its pages: every `src/pages/<Name>.tsx` (a default export) is './<Name>'.
 * `src/pages/contract.ts` checks them at build time against the core's ExposedModules contract.
 */
export function exposedPages(dir) {
  const pages = path.join(dir, 'src', 'pages');
  return Object.fromEntries(
    readdirSync(pages)
      .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
      .sort()
      .map((file) => [`./${file.replace(/\.tsx$/, '')}`, `./src/pages/${file}`]),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]  remote modules; default: its pages (exposedPages)
 * @param {boolean} [options.host]    the shell: emits index.html, serves at '/'
 */
export function createAppConfig({ dir, port, exposes, host = false }) {
  const folder = path.basename(dir);
  const name = federationName(folder);
  const exposedModules = exposes ?? (host ? {} : exposedPages(dir));
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // The shell provides every on-demand MUI component, even one it never draws (singletons/lists.mjs).
      entry: { main: host ? ['./src/index.ts', MUI_ON_DEMAND_FILE] : './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // A remote's chunks load from wherever its manifest was found, not from the host's origin.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js'],
        // The core's Node-safe modules import each other as './domain.js' (NodeNext, for the API): the source is .ts.
        extensionAlias: { '.js': ['.ts', '.js'] },
        // @ccl/shared is consumed from source (the `source` export condition).
        conditionNames: ['source', '...'],
        alias: {
          '@mui/material/SvgIcon$': path.join(import.meta.dirname, 'mui-svg-icon.mjs'),
          // react-router's package exports name only its development build (its dev warnings on, their messages built on
          // every render of <Routes>); a production build takes the production one, which the package ships beside it.
          ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
        },
      },
      module: {
        rules: [
          sourceRule({ development: !production, targets: 'chrome >= 100, firefox >= 100, safari >= 15' }),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|ogg|mp3|wav|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposedModules,
          // No remote is compiled in: the shell registers them at runtime from remotes.json.
          remotes: {},
          shared: sharedSingletons(),
          // Some singletons load on demand (singletons/lists.mjs). 'version-first' would then fetch every
          // registered remote's entry to compare versions — all five remotes on a page that needs one.
          // Loaded-first takes the copy already registered: the shell's, registered first.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One copy of the federation runtime (~18 KB gzip per remote saved): the shell provides
          // it and production remotes use it. In development a remote keeps its own, so it can also
          // run standalone on its dev server. The runtime is built for browsers only: without its Node code
          // paths, 2.1 KB of main.js and 2.5 KB of each remoteEntry.js (brotli) less on a first visit.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: production }),
            optimization: { target: 'web' },
          },
        }),
        ...(host ? [] : [new JsonFilePlugin('page-libraries.json', pageLibraries)]),
        ...earlyRequestsFile(dir, exposedModules, host),
        // The shell's page; a remote gets a bare page for running it standalone (src/bootstrap.tsx).
        new rspack.HtmlRspackPlugin({
          template: host ? path.join(dir, 'index.html') : path.join(import.meta.dirname, 'standalone.html'),
          inject: 'body',
          scriptLoading: 'defer',
          // Its comments stay: the server finds the loading line it replaces with a first screen between two of them.
          minify: false,
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        // V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): every script here runs as soon as it
        // arrives, so V8 compiles its functions while it streams the file in, on a background thread, instead of on
        // the main thread at each function's first call. After minification (which would drop the comment) and
        // before the source maps are made (their lines stay right).
        ...(production ? [compiledOnLoad()] : []),
        // Compressed once here, not per request: the server sends file.br or file.gz next to each file
        // (api/src/web/site.ts, @fastify/static preCompressed). Maximum levels: the cost is paid at build time.
        ...(production ? precompressed() : []),
        ...(production
          ? [
              new ServerBundlePlugin(
                host
                  ? { shell: './src/server.tsx' }
                  : Object.fromEntries(Object.entries(exposedModules).map(([module, file]) => [module.replace(/^\.\//, ''), file])),
              ),
            ]
          : []),
      ].filter(Boolean),
      performance: { hints: false },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // The shell's every-page libraries as one file; a remote's copies are fallbacks it never loads in the shell.
      optimization: production
        ? {
            minimize: true,
            ...(host ? { splitChunks: { cacheGroups: { framework: everyPageLibrariesChunk(), ...onDemandFamilyChunks() } } } : {}),
          }
        : {},
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        proxy: [
          {
            context: ['/api', '/remotes.json', '/config.json', '/media'],
            target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
          },
        ],
      },
    };
  };
}
