/**
 * How the CLI writes to a terminal: whether to colour (NO_COLOR and
 * FORCE_COLOR, see https://no-color.org and https://force-color.org), how wide
 * to wrap, and hanging indents so a wrapped warning stays under its bullet.
 */
import pc from 'picocolors';
import wrapAnsi from 'wrap-ansi';

export type Colors = ReturnType<typeof pc.createColors>;

/**
 * FORCE_COLOR (any value but "0") turns colour on, NO_COLOR (any non-empty
 * value) turns it off, otherwise colour only on a terminal. Piped output stays
 * plain whatever a CI variable says, so scripts and tests read the same text.
 */
export function colorEnabled(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  if (env.NO_COLOR) return false;
  return isTTY;
}

/** The terminal's width; COLUMNS overrides it; piped output is not wrapped. */
export function outputWidth(env: NodeJS.ProcessEnv, columns: number | undefined): number {
  const fromEnv = Number(env.COLUMNS);
  if (Number.isInteger(fromEnv) && fromEnv >= 20) return fromEnv;
  return columns ?? Number.POSITIVE_INFINITY;
}

export interface Terminal {
  c: Colors;
  width: number;
}

export function terminalFor(env: NodeJS.ProcessEnv, stream: { isTTY?: boolean; columns?: number }): Terminal {
  return { c: pc.createColors(colorEnabled(env, Boolean(stream.isTTY))), width: outputWidth(env, stream.isTTY ? stream.columns : undefined) };
}

/** `prefix` then `text`, wrapped to the width with continuation lines under the text, not under the prefix. */
export function hanging(t: Terminal, prefix: string, text: string): string {
  const indent = visibleLength(prefix);
  if (!Number.isFinite(t.width) || t.width - indent < 20) return `${prefix}${text}`;
  const wrapped = wrapAnsi(text, t.width - indent, { hard: true, trim: true }).split('\n');
  return wrapped.map((line, i) => (i === 0 ? `${prefix}${line}` : `${' '.repeat(indent)}${line}`)).join('\n');
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function visibleLength(text: string): number {
  return text.replace(ANSI, '').length;
}
