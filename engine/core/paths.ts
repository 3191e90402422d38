/** Paths of journey files: relative to the journey folder, `/` separated, no leading slash. */

/** Resolve `relative` against the folder of `from`. */
export function joinPath(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}
