/**
 * If-None-Match, read as RFC 9110 (13.1.2) says: `*` alone matches any current
 * answer; otherwise the header is a list of entity tags compared weakly (a
 * `W/` prefix on either side is ignored). A `*` inside a list is not the
 * header's syntax and matches nothing, so such a request gets the answer.
 */
export function ifNoneMatchMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => opaque(t) === opaque(tag));
}
