import { describe, expect, it } from "vitest";
import { inertHtmlProblems } from "./inert-html.ts";
import { safeHtml } from "./safe-html.ts";
import { XSS_CORPUS, xssVectors } from "./xss-corpus.ts";

// The corpus and its post-condition (issue #17 §5): the checker must see every vector as dangerous before
// sanitising, or a clean result after sanitising would prove nothing; and the allowlist leaves none.

describe("the XSS corpus", () => {
  it("holds at least 100 distinct vectors, each named once", () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_CORPUS.map((v) => v.name)).size).toBe(XSS_CORPUS.length);
    expect(new Set(XSS_CORPUS.map((v) => v.html)).size).toBe(XSS_CORPUS.length);
  });

  it("is seen as dangerous by the post-condition, unsanitised, except the escaped text", {
    timeout: 60_000,
  }, () => {
    for (const v of XSS_CORPUS) {
      expect(inertHtmlProblems(v.html).length > 0, v.name).toBe(!v.inert);
    }
  });

  it("points its remote and local references where a test asks", () => {
    const vectors = xssVectors("http://127.0.0.1:4555/c", "file:///tmp/secret");
    expect(vectors.filter((v) => v.html.includes("http://127.0.0.1:4555/c")).length).toBeGreaterThan(20);
    expect(vectors.filter((v) => v.html.includes("file:///tmp/secret")).length).toBeGreaterThanOrEqual(4);
  });
});

describe("safeHtml against the corpus", () => {
  it("leaves nothing executable, loading or unstable in any vector", { timeout: 60_000 }, () => {
    for (const v of XSS_CORPUS) {
      const clean = safeHtml(v.html);
      expect(inertHtmlProblems(clean), `${v.name}: ${clean}`).toEqual([]);
      // Sanitising what was sanitised changes nothing: save and render agree.
      expect(safeHtml(clean), v.name).toBe(clean);
    }
  });
});
