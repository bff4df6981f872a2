import { describe, expect, it } from "vitest";
import { escapeHtml, fillMergeFields, unknownMergeFields, usedMergeFields } from "./merge-fields.ts";

describe("merge fields", () => {
  it("fills known fields with escaped values, once", () => {
    const out = fillMergeFields("<p>{{ customerCompany }} / {{dealName}}</p>", {
      customerCompany: "<b>Adatum</b> & Co",
      dealName: "{{customerCompany}}",
    });
    expect(out).toBe("<p>&lt;b&gt;Adatum&lt;/b&gt; &amp; Co / &#123;&#123;customerCompany&#125;&#125;</p>");
  });

  it("leaves prototype names and unknown names as written", () => {
    expect(fillMergeFields("{{__proto__}} {{constructor}} {{toString}}", {})).toBe(
      "{{__proto__}} {{constructor}} {{toString}}",
    );
  });

  it("prints the pricing table as given and a missing value as empty", () => {
    expect(fillMergeFields("{{pricingTable}}|{{spPhone}}", {}, { pricingTable: "<table></table>" })).toBe(
      "<table></table>|",
    );
  });

  it("names every unknown field once, prototype names included", () => {
    expect(unknownMergeFields("{{dealName}} {{ nope }} {{__proto__}} {{nope}} {{}}")).toEqual([
      "nope",
      "__proto__",
      "",
    ]);
    expect(usedMergeFields("{{dealName}} {{pricingTable}} {{dealName}}")).toEqual([
      "dealName",
      "pricingTable",
    ]);
  });

  it("escapes quotes and braces", () => {
    expect(escapeHtml(`"'{}`)).toBe("&quot;&#39;&#123;&#125;");
  });
});
