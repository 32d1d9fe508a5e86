import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv';

describe('csvField', () => {
  const cases: [string, Parameters<typeof csvField>[0], string][] = [
    ['plain text stays as it is', 'Priya Sharma', 'Priya Sharma'],
    ['a comma is quoted', 'Gurugram, Haryana', '"Gurugram, Haryana"'],
    ['a quote is doubled inside quotes', 'He said "hi"', '"He said ""hi"""'],
    ['a line feed is quoted', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CRLF inside text is quoted', 'a\r\nb', '"a\r\nb"'],
    ['the rupee sign passes through', '₹50Cr+', '₹50Cr+'],
    ['an empty string is empty', '', ''],
    ['null is empty', null, ''],
    ['undefined is empty', undefined, ''],
    ['a number is written as a number (not neutralized)', -1250.5, '-1250.5'],
    ['a non-finite number is empty', Number.NaN, ''],
    ['a boolean is written as text', true, 'true'],
    ['= starts a formula: neutralized', '=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['+ starts a formula: neutralized', '+91 98765 43210', "'+91 98765 43210"],
    ['- starts a formula: neutralized', '-2+3', "'-2+3"],
    ['@ starts a formula: neutralized', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab is neutralized', '\t=1', "'\t=1"],
    ['a leading carriage return is neutralized and quoted', '\r=1', '"\'\r=1"'],
    ['an = later in the text is left alone', 'a=b', 'a=b'],
  ];
  it.each(cases)('when %s, then the field is right', (_name, input, expected) => {
    expect(csvField(input)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('when a file is written, then it starts with the BOM and every row ends with CRLF', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['A', 'x,y'],
        ['B', null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Name,Note\r\nA,"x,y"\r\nB,\r\n`);
  });

  it('when the BOM is turned off, then the file starts with the header', () => {
    expect(toCsv(['a'], [], { bom: false })).toBe('a\r\n');
  });

  it('when a file is encoded as UTF-8, then its first bytes are EF BB BF', () => {
    const bytes = Buffer.from(toCsv(['₹'], []), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
