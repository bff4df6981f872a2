import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvError, csvCell, csvLine, parseCsv } from "./csv.ts";

describe("parseCsv", () => {
  it("reads plain records with LF, CRLF or CR line ends and ignores a final line break", () => {
    expect(parseCsv("a,b\nc,d\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a,b\r\nc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a\rb\r")).toEqual([["a"], ["b"]]);
  });

  it("drops a leading byte-order mark", () => {
    expect(parseCsv("\uFEFFkind,name\r\n")).toEqual([["kind", "name"]]);
  });

  it("keeps commas, doubled quotes and line breaks inside quoted values", () => {
    expect(parseCsv('"a, b","say ""hi""","line1\r\nline2"\r\nx,"",y')).toEqual([
      ["a, b", 'say "hi"', "line1\r\nline2"],
      ["x", "", "y"],
    ]);
  });

  it("keeps empty values and empty lines as empty records", () => {
    expect(parseCsv("a,,\n\nb")).toEqual([["a", "", ""], [""], ["b"]]);
  });

  it("keeps a stray quote inside an unquoted value as text", () => {
    expect(parseCsv('12" screen,x')).toEqual([['12" screen', "x"]]);
  });

  it("refuses a quoted value that is never closed, naming the line where it starts", () => {
    let error: unknown;
    try {
      parseCsv('a,b\nc,"open\nstill open');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).line).toBe(2);
  });

  it("reads an empty text as no records", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\uFEFF")).toEqual([]);
  });
});

describe("csvLine", () => {
  it("quotes only values that need it", () => {
    expect(csvLine(["plain", "a,b", 'q"', "two\nlines", " edge", ""])).toBe(
      'plain,"a,b","q""","two\nlines"," edge",\r\n',
    );
    expect(csvCell("12.5000")).toBe("12.5000");
  });

  it("round-trips any records through write and read", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "b", ",", '"', "\n", "\r", " ", "é", "\r\n") });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1 }), (records) => {
        const text = records.map(csvLine).join("");
        expect(parseCsv(text)).toEqual(records);
      }),
    );
  });
});
