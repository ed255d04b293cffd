/**
 * Every error and warning code is documented: the README's Errors and Warning
 * codes tables and /llms.txt must name each code of the catalogues, with the
 * same status or severity, and name no code the catalogues lack (as Fastify's
 * own test checks that every error code is in its docs).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS, ERROR_CODES } from '../../src/contract/errors.js';
import { WARNINGS, WARNING_CODE_LIST } from '../../src/contract/warnings.js';
import { renderLlmsTxt } from '../../src/http/llms.js';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The table rows under a README heading, as arrays of trimmed cells (header and rule rows dropped). */
function tableRows(heading: string): string[][] {
  const start = README.indexOf(`\n${heading}\n`);
  expect(start, `README has a "${heading}" section`).toBeGreaterThan(-1);
  const lines = README.slice(start + heading.length + 2).split('\n');
  const table = lines.slice(lines.findIndex((l) => l.startsWith('|')));
  const rows = table.slice(0, table.findIndex((l) => !l.startsWith('|')));
  return rows.slice(2).map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));
}

const unquote = (cell: string) => cell.replace(/^`|`$/g, '');

describe('README Errors table', () => {
  const rows = tableRows('### Errors').map(([status, code]) => ({ status: Number(status), code: unquote(code!) }));

  it('lists every error code with its catalogue status', () => {
    for (const code of ERROR_CODES) {
      const row = rows.find((r) => r.code === code);
      expect(row, `README lists ${code}`).toBeDefined();
      expect(row!.status, `README status of ${code}`).toBe(ERRORS[code].status);
    }
  });

  it('lists no code the catalogue lacks', () => {
    expect(rows.map((r) => r.code).filter((c) => !Object.hasOwn(ERRORS, c))).toEqual([]);
  });
});

describe('README Warning codes table', () => {
  const rows = tableRows('### Warning codes').map(([code, severity]) => ({ code: unquote(code!), severity }));

  it('lists every warning code with its catalogue severity', () => {
    for (const code of WARNING_CODE_LIST) {
      const row = rows.find((r) => r.code === code);
      expect(row, `README lists ${code}`).toBeDefined();
      expect(row!.severity, `README severity of ${code}`).toBe(WARNINGS[code].severity);
    }
  });

  it('lists no code the catalogue lacks', () => {
    expect(rows.map((r) => r.code).filter((c) => !Object.hasOwn(WARNINGS, c))).toEqual([]);
  });
});

describe('/llms.txt', () => {
  const text = renderLlmsTxt();

  it('lists every error code with its status', () => {
    for (const code of ERROR_CODES) expect(text).toContain(`- \`${code}\`: ${ERRORS[code].status}: `);
  });

  it('lists every warning code with its severity', () => {
    for (const code of WARNING_CODE_LIST) expect(text).toContain(`- \`${code}\` (${WARNINGS[code].severity}): `);
  });
});
