import { z } from "zod";

// zod compiles object parsers with `new Function` when it may, and finds out whether it may by calling
// it once as the first object schema is built. Under the app's Content-Security-Policy (no
// 'unsafe-eval') that probe throws, which zod catches, but Chromium still reports the violation in the
// console and to any CSP report endpoint. Parsing without the compiled parsers is as correct. Imported
// first by main.tsx, before any module builds a schema.
z.config({ jitless: true });
