import { describe, expect, it } from 'vitest';
import { commentRanges, findOldStyle, findUnknownIds, rewriteFile, tidyIdLists } from './citations.mjs';

const map = {
  specAlias: { 'web/theme.ts': '000' },
  forms: {
    '000 §2': {
      ids: ['SITE-ROUTES'],
      byPath: { 'web/home/': ['SITE-HOME'], 'web/home/Hero': ['SITE-HOME-1'] },
    },
    '000 §9': { ids: ['SITE-DATA-2'] },
    '001 §3': { ids: ['CALC-STATES-2'] },
    '001 §3 "Loan"': { ids: ['CALC-LOAN'] },
    '001 §5': { ids: ['CALC-STATES-3'] },
    'ARCHITECTURE §5': { ids: ['ROLE-SESSION'] },
    'issue 17': { ids: ['ADMIN-AUDIT'] },
  },
};

describe('rewriteFile', () => {
  it('when a comment cites a section, then it cites the id for that file (longest path prefix wins)', () => {
    const src = '// Home (000 §2)\nconst a = 1; /* 000 §2 */\n';
    expect(rewriteFile(map, 'web/home/Hero.tsx', src).text).toBe(
      '// Home (SITE-HOME-1)\nconst a = 1; /* SITE-HOME-1 */\n',
    );
    expect(rewriteFile(map, 'web/home/Notebook.tsx', src).text).toContain('(SITE-HOME)');
    expect(rewriteFile(map, 'web/other.ts', src).text).toContain('(SITE-ROUTES)');
  });

  it('when a citation continues with more sections, then each maps and the list is tidied', () => {
    const src = '/** Loan (001 §3 "Loan", §5; ARCHITECTURE §5, issue 17). */\n';
    expect(rewriteFile(map, 'a.ts', src).text).toBe(
      '/** Loan (CALC-LOAN, CALC-STATES-3; ROLE-SESSION, ADMIN-AUDIT). */\n',
    );
  });

  it('when the text is a string a user may see, then it is left alone', () => {
    const src = "const title = 'Figures (000 §9)';\nconst rows = [{ name: 'issue 17' }];\n";
    expect(rewriteFile(map, 'a.ts', src).text).toBe(src);
  });

  it('when a shared suite outside a test file names a test after a citation, then the title is rewritten', () => {
    const src = "const title = 'Figures (000 §9)';\nit('issue 17 works', () => {});\n";
    expect(rewriteFile(map, 'store.contract.ts', src).text).toBe(
      "const title = 'Figures (000 §9)';\nit('ADMIN-AUDIT works', () => {});\n",
    );
  });

  it('when a test file names a test after a citation, then the title is rewritten, other strings are not', () => {
    const src =
      "describe('x (000 §9)', () => {\n  it.each([{ name: 'issue 17: y' }])('z (001 §5)', () => {\n" +
      "    expect(page.text).toBe('000 §9');\n  });\n});\n";
    const out = rewriteFile(map, 'a.test.ts', src).text;
    expect(out).toContain("describe('x (SITE-DATA-2)'");
    expect(out).toContain("name: 'ADMIN-AUDIT: y'");
    expect(out).toContain("('z (CALC-STATES-3)'");
    expect(out).toContain("toBe('000 §9')");
  });

  it('when a comment sits inside JSX, then it is rewritten too', () => {
    const src = 'export const A = () => (\n  <div>\n    {/* 000 §9: cached */}\n  </div>\n);\n';
    expect(rewriteFile(map, 'a.tsx', src).text).toContain('{/* SITE-DATA-2: cached */}');
  });

  it('when "spec §N" names no document, then the file alias decides, else it is reported', () => {
    expect(rewriteFile(map, 'web/theme.ts', '// Spec §9: x\n').text).toBe('// SITE-DATA-2: x\n');
    expect(rewriteFile(map, 'other.ts', '// Spec §9: x\n').unmapped).toEqual(['Spec §9']);
  });

  it('when a form is not in the map, then it is kept and reported', () => {
    const r = rewriteFile(map, 'a.ts', '// 000 §4 and issue 99\n');
    expect(r.text).toBe('// 000 §4 and issue 99\n');
    expect(r.unmapped).toEqual(['000 §4', 'issue 99']);
  });

  it('when a document cites, then every line of it is rewritten', () => {
    expect(rewriteFile(map, 'docs/x.md', 'Status: accepted (issue 17).\n').text).toBe(
      'Status: accepted (ADMIN-AUDIT).\n',
    );
  });
});

describe('documents', () => {
  it('when a document shows an old form as code, then it is an example, neither rewritten nor reported', () => {
    const src = 'Cite ids, not `000 §9` or\n```\n// issue 17\n```\nbut (issue 17).\n';
    expect(rewriteFile(map, 'docs/x.md', src).text).toBe(src.replace('(issue 17)', '(ADMIN-AUDIT)'));
    expect(findOldStyle('docs/x.md', src).map((f) => f.line)).toEqual([5]);
  });
});

describe('tidyIdLists', () => {
  it('drops repeats and a group listed beside one of its members', () => {
    expect(tidyIdLists('(ADMIN-AUDIT-1, ADMIN-AUDIT, ADMIN-AUDIT-1, SITE-HOME)')).toBe(
      '(ADMIN-AUDIT-1, SITE-HOME)',
    );
  });
});

describe('findOldStyle', () => {
  it('names the line of every old form left in comments, bare sections included', () => {
    const src = "const s = '000 §2';\n// fine\n// table of §7\n/* ARCHITECTURE §5 */\n# not code\n";
    expect(findOldStyle('a.ts', src).map((f) => f.line)).toEqual([3, 4]);
  });

  it('reads hash comments in YAML and shell scripts', () => {
    expect(commentRanges('.github/workflows/ci.yml', 'a: 1 # issue 7\n')).toHaveLength(1);
    expect(findOldStyle('.ci/run', 'echo hi # issue 7\n')).toHaveLength(1);
  });
});

describe('findUnknownIds', () => {
  it('reports an id no requirement page defines', () => {
    const ids = new Set(['SITE-HOME', 'SITE-HOME-1']);
    expect(findUnknownIds('a.ts', '// SITE-HOME-1 and SITE-HOME-9\n', ids)).toEqual([
      { line: 1, id: 'SITE-HOME-9' },
    ]);
  });
});
