import type { Plugin } from "vite";

// V8's explicit compile hint (Chromium 136 and later): a script that starts with this comment has all its
// functions compiled as it streams in, on a background thread, instead of each one on the main thread the
// first time it runs. Right for the app's own chunks, whose code mostly runs as their page opens; not for
// the libraries' chunk, most of whose code a page never calls (compiling all of it cost more than it saved
// on this 2-core machine). Measured in issue #4: docs/projects.md, "Opening the builder".
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * Whether a chunk of the build starts with the hint: all but the libraries' (the first load's `vendor`
 * group, and the chunks of libraries that load with the pages using them, which hold no module of ours).
 */
export const takesCompileHint = (chunk: { name: string; moduleIds: readonly string[] }): boolean =>
  chunk.name !== "vendor" && !chunk.moduleIds.every((id) => LIBRARY.test(id));

/**
 * Puts the hint first in the chunks that take it, once the bundle is otherwise final (after minification,
 * which drops comments, and after Vite puts its preload map at the top of a chunk).
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: "q2c:compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === "chunk" && takesCompileHint(file)) file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}
