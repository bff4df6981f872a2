import { type OutputBundle, type OutputChunk, rolldown } from "rolldown";
import type { Plugin } from "vite";

// Inlines src/early/early-reads-boot.ts, bundled on its own as a classic script, right after index.html's
// charset (which must stay in the first 1,024 bytes) and before the stylesheets (a script after them
// would wait for them): it runs while the browser is still fetching the app's modules, so the reads of
// the page being opened are on their way before any of the app's code has run (src/early/early-reads.ts).
// In a build it also knows the quote builder's own script files (its page chunk, the main layout's, and the
// chunks only they need), so that the browser fetches and compiles them beside the app's instead of after the shell has
// drawn; `vite dev` has no such files and preloads nothing.

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export interface EarlyReadsOptions {
  /** src/early/early-reads-boot.ts */
  boot: string;
  /**
   * The modules whose chunks are preloaded on the builder's paths: the quote builder's page, the main
   * layout around it (a lazy route too, router/build-routes.tsx) and the live socket the builder joins.
   */
  builderModules: string[];
}

/** The chunks a chunk needs before it runs (its static imports, theirs, and so on), itself included. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const queue = [start.fileName];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== "chunk") continue;
    seen.add(name);
    queue.push(...chunk.imports);
  }
  return seen;
}

/** The script files of `modules` that index.html does not load already, as URLs under `base`. */
function builderFiles(bundle: OutputBundle, entry: OutputChunk, modules: string[], base: string): string[] {
  const loaded = staticClosure(bundle, entry);
  const files = new Set<string>();
  for (const module of modules) {
    const chunk = Object.values(bundle).find(
      (file): file is OutputChunk => file.type === "chunk" && file.facadeModuleId === module,
    );
    if (chunk === undefined) throw new Error(`The build has no chunk for ${module}`);
    for (const name of staticClosure(bundle, chunk)) if (!loaded.has(name)) files.add(base + name);
  }
  return [...files];
}

export function earlyReadsPlugin(options: EarlyReadsOptions): Plugin {
  let base = "/";
  return {
    name: "q2c-early-reads",
    configResolved(config) {
      base = config.base;
    },
    async transformIndexHtml(html, ctx) {
      const files =
        ctx.bundle && ctx.chunk ? builderFiles(ctx.bundle, ctx.chunk, options.builderModules, base) : [];
      const bundle = await rolldown({
        input: options.boot,
        logLevel: "warn",
        transform: { define: { __Q2C_BUILDER_FILES__: JSON.stringify(files) } },
      });
      try {
        const { output } = await bundle.generate({ format: "iife", minify: true });
        const code = output[0].code.trim();
        if (!CHARSET.test(html))
          throw new Error("index.html lacks its <meta charset> (the early reads go after it)");
        return html.replace(CHARSET, (meta) => `${meta}\n    <script>${code}</script>`);
      } finally {
        await bundle.close();
      }
    },
  };
}
