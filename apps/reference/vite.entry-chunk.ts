import { build, type Plugin, type Rolldown } from 'vite';

// The landing page's first download in as few files as the cache policy allows (docs/adr/0029-the-first-download.md).
//
// Rolldown places each module by the set of entries and lazy routes that reach it. A module the landing page
// shares with three lazy screens gets a chunk of its own, even though the entry always runs before any lazy
// screen can load, and brotli compresses each of those files alone: with the procurement screens the landing
// page's code came in 17 files, 6.4 KB more on the wire than the same code in one. No `codeSplitting` option
// fixes this alone: a group cannot know what the tree-shaking kept (`$initial` and a walk of `importers`
// both follow the feature barrels into code only lazy screens run).
//
// This plugin learns the modules the entry loads at once from a first build of the same config without
// writing it (what rolldown kept, after tree-shaking), and `group` puts exactly those modules into the entry's
// chunk. Lazy screens then import them from there. The build takes a few seconds more.

const FIRST_PASS = 'ROBOMARKET_ENTRY_CHUNK_FIRST_PASS';

/** What `entryClosure` reads of an output chunk. */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
}

/** The chunks the entry chunk needs before it runs: itself and its static imports, recursively. */
export function entryClosure<C extends ChunkLike>(output: readonly (C | { type: 'asset' })[]): C[] {
  const chunks = new Map<string, C>();
  for (const file of output) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const [entry, ...others] = entries;
  if (!entry || others.length > 0)
    throw new Error(`entry chunk: expected one entry, found ${entries.length}`);
  const seen = new Map<string, C>();
  const visit = (chunk: C) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen.values()];
}

export interface EntryChunkOptions {
  /**
   * The names of the chunks the entry may still import statically (other `codeSplitting` groups, rolldown's
   * runtime). A build whose entry imports any other chunk fails, so a split cannot come back unnoticed.
   */
  allowedImports: string[];
}

/** The plugin (add it to `plugins`) and the group (add it to `codeSplitting.groups`, below other groups). */
export function entryChunk(options: EntryChunkOptions): {
  plugin: Plugin;
  group: Rolldown.CodeSplittingGroup;
} {
  const modules = new Set<string>();
  let inline: { configFile: string | undefined; root: string; mode: string } | undefined;

  const plugin: Plugin = {
    name: 'robomarket:entry-chunk',
    // Client builds only, and not inside its own first pass.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env[FIRST_PASS] !== '1',
    configResolved(config) {
      inline = { configFile: config.configFile, root: config.root, mode: config.mode };
    },
    async buildStart() {
      if (!inline) return;
      modules.clear();
      process.env[FIRST_PASS] = '1';
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({
          ...inline,
          logLevel: 'silent',
          build: {
            write: false,
            emptyOutDir: false,
            copyPublicDir: false,
            manifest: false,
            sourcemap: false,
          },
        });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const outputs = Array.isArray(result) ? result : [result];
      const first = outputs[0];
      if (!first || !('output' in first)) this.error('entry chunk: the first pass returned no bundle');
      for (const chunk of entryClosure<Rolldown.OutputChunk>(first.output))
        for (const id of chunk.moduleIds) modules.add(id);
    },
    // Rolldown reports the first pass as a slow callback of this plugin on every build; it is expected.
    onLog(_level, log) {
      if (log.code === 'PLUGIN_TIMINGS' && log.message.includes('robomarket:entry-chunk')) return false;
    },
    generateBundle(_options, bundle) {
      const closure = entryClosure<Rolldown.OutputChunk>(Object.values(bundle));
      const stray = closure.filter((chunk) => !chunk.isEntry && !options.allowedImports.includes(chunk.name));
      if (stray.length > 0) {
        this.error(
          `entry chunk: the entry imports ${stray.map((chunk) => chunk.fileName).join(', ')}; its modules ` +
            'belong in the entry chunk (vite.entry-chunk.ts).',
        );
      }
    },
  };

  const group: Rolldown.CodeSplittingGroup = {
    name: 'index',
    test: (id) => modules.has(id),
    // Exactly the modules the first pass kept: their dependencies are in the set already, and following the
    // import graph would bring back what tree-shaking removed.
    includeDependenciesRecursively: false,
  };

  return { plugin, group };
}
