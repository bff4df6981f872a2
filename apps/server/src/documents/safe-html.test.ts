import { describe, expect, it } from "vitest";
import { safeHtml } from "./safe-html.ts";

const PNG = "data:image/png;base64,iVBORw0KGgo=";

describe("safeHtml", () => {
  it("keeps the allowed structure", () => {
    const html =
      '<h2>Scope</h2><p style="text-align: center; color: #333">A <b>b</b> <a href="https://x.test">x</a></p>' +
      `<table><tbody><tr><td colspan="2">1</td></tr></tbody></table><img src="${PNG}" alt="logo">`;
    const out = safeHtml(html);
    expect(out).toContain("<h2>Scope</h2>");
    expect(out).toContain('style="text-align:center;color:#333"');
    expect(out).toContain('href="https://x.test"');
    expect(out).toContain('<td colspan="2">1</td>');
    expect(out).toContain(`src="${PNG}"`);
  });

  it("drops scripts, handlers, bad schemes, remote images and unsafe styles", () => {
    const out = safeHtml(
      '<script>alert(1)</script><p onclick="x()">t</p><a href="javascript:alert(1)">j</a>' +
        '<img src="https://evil.test/x.png"><img src="data:image/svg+xml;base64,PHN2Zz4=">' +
        '<p style="background-color: url(https://evil.test/); color: red">s</p><svg><script>1</script></svg>' +
        '<iframe src="https://x"></iframe><style>@import "x";</style><form><input></form>',
    );
    expect(out).not.toMatch(/script|onclick|javascript|evil|svg|iframe|@import|<form|<input|<style/i);
    expect(out).toContain('style="color:red"');
  });
});
