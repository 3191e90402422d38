const tonnes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** Tonnes of CO2 as the carbon pages show them, e.g. `2.58`. */
export function formatTonnes(t: number): string {
  return tonnes.format(t);
}
