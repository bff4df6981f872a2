import { rolldown } from "rolldown";
import type { Plugin } from "vite";

// Inlines src/early/early-reads-boot.ts, bundled on its own as a classic script, right after index.html's
// charset (which must stay in the first 1,024 bytes) and before the stylesheets (a script after them
// would wait for them): it runs while the browser is still fetching the app's modules, so the reads of
// the page being opened are on their way before any of the app's code has run (src/early/early-reads.ts).

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export function earlyReadsPlugin(entry: string): Plugin {
  return {
    name: "q2c-early-reads",
    async transformIndexHtml(html) {
      const bundle = await rolldown({ input: entry, logLevel: "warn" });
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
