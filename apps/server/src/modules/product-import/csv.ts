/**
 * RFC 4180 CSV, small enough to own (no CSV library is a dependency): quoted values with doubled quotes,
 * commas and line breaks inside quotes, CRLF / LF / CR line ends and a leading UTF-8 byte-order mark, as
 * spreadsheets write them. The reader is lenient where spreadsheets are (a stray quote inside an unquoted
 * value is kept as text) and strict only where data would be lost (a quoted value never closed).
 */

export class CsvError extends Error {
  constructor(
    message: string,
    /** The 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = "CsvError";
  }
}

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Every record of the text as its cells; a final line break does not make an empty record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  if (i >= n) return records;
  for (;;) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      const startLine = line;
      let parts = "";
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) throw new CsvError(`Unclosed quote on line ${startLine}`, startLine);
        parts += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          parts += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      line += countLineBreaks(parts);
      // Text after the closing quote (not RFC 4180, but spreadsheets accept it) stays part of the value.
      const end = valueEnd(text, i);
      value = parts + text.slice(i, end);
      i = end;
    } else {
      const end = valueEnd(text, i);
      value = text.slice(i, end);
      i = end;
    }
    record.push(value);
    if (i >= n) {
      records.push(record);
      return records;
    }
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i += 1;
      continue;
    }
    // A line break ends the record.
    records.push(record);
    record = [];
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    line += 1;
    if (i >= n) return records;
  }
}

/** Where an unquoted value ends: the next comma or line break, or the end of the text. */
function valueEnd(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === COMMA || c === LF || c === CR) return j;
  }
  return text.length;
}

function countLineBreaks(s: string): number {
  let count = 0;
  for (let j = 0; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === LF || (c === CR && s.charCodeAt(j + 1) !== LF)) count += 1;
  }
  return count;
}

/** One value, quoted only when it must be (comma, quote, line break, or edge spaces a reader might trim). */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record ending in CRLF, as RFC 4180 writes it. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
