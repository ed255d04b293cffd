/**
 * Contract enums are literal types: a misspelt code or value must fail to
 * compile. Each `@ts-expect-error` below turns into a compile error (in
 * `tsc -p .`, part of `npm test`) the day the type widens back to string.
 */
import { describe, expect, it } from 'vitest';
import { warning } from '../../src/contract/warnings.js';
import type { AnalysisWarning, Legality, ManaBase } from '../../src/contract/schemas.js';

describe('typed contract enums', () => {
  it('reject misspelt warning codes, missing values, statuses and severities', () => {
    // @ts-expect-error: no such code
    const typo = () => warning('BANED_CARD', { card: 'Balance', format: 'Legacy' });
    // @ts-expect-error: BANNED_CARD needs the format
    const missing = () => warning('BANNED_CARD', { card: 'Balance' });
    // @ts-expect-error: no such status
    const status: Legality['status'] = 'legall';
    // @ts-expect-error: no such severity
    const severity: AnalysisWarning['severity'] = 'severe';
    // @ts-expect-error: no such land-count status
    const lands: ManaBase['land_count_status'] = 'fine';
    expect([typeof typo, typeof missing, status, severity, lands]).toHaveLength(5);
    expect(warning('BANNED_CARD', { card: 'Balance', format: 'Legacy' })).toEqual({
      severity: 'critical',
      code: 'BANNED_CARD',
      message: 'Balance is banned in Legacy.',
    });
  });
});
