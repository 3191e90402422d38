/** Splits a stored sort code into its three pairs. */
export function splitSortCode(value: unknown): [string, string, string] {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)];
}
