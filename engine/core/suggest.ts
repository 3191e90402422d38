/**
 * "Did you mean" for unknown names in journey files: a misspelt variable, operation, action, message
 * key, card id or field is the commonest fault staff make, and the nearest known name is usually the fix.
 */

/** Edit distance (insert, delete, substitute, swap two neighbours), case-insensitive. */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= t.length; j++) rows[0][j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i][j] = best;
    }
  }
  return rows[s.length][t.length];
}

/**
 * The known name nearest to `name`, when it is near enough to be a slip (one edit in five letters, at
 * least one); null otherwise, so an unrelated name gets no misleading hint.
 */
function nearestName(name: string, known: Iterable<string>): string | null {
  // Very short names are too close to everything to suggest anything useful.
  if (name.length < 3) return null;
  const limit = Math.max(1, Math.floor(name.length / 5));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name) continue;
    const d = distance(name, candidate);
    if (d <= limit && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean "x"?)` when a known name is near `name`, else the empty string. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const near = nearestName(name, known);
  return near === null ? '' : ` (did you mean "${near}"?)`;
}
