/**
 * The figures `npm run bench` measures, each with its target (issue 10's budgets) and a pass or miss
 * mark, printed as one table and written to a JSON file.
 */

/** A budget: the figure must be `op` the limit. */
interface Target {
  op: '<=' | '>=' | '<';
  limit: number;
}

/** One measured figure. */
export interface Figure {
  /** Section of the bench, e.g. `bundle`, `lighthouse`. */
  section: string;
  /** What was measured, e.g. `first page (currentTariff) JS, gzip`. */
  name: string;
  /** The figure, or null when it could not be measured (see `note`). */
  value: number | null;
  unit: string;
  target?: Target;
  /** How it was measured, or why it is missing. */
  note?: string;
}

/** What a section returns: lines to print as it goes, and its figures. */
export interface SectionResult {
  lines: string[];
  figures: Figure[];
}

/** `pass`, `MISS`, or `-` for a figure without a target (or without a value). */
export function mark(f: Figure): 'pass' | 'MISS' | '-' {
  if (!f.target || f.value === null) return '-';
  const { op, limit } = f.target;
  const ok = op === '<=' ? f.value <= limit : op === '>=' ? f.value >= limit : f.value < limit;
  return ok ? 'pass' : 'MISS';
}

function formatValue(f: Figure): string {
  if (f.value === null) return 'n/a';
  const digits =
    Math.abs(f.value) < 1 && f.value !== 0
      ? 3
      : f.unit === 's'
        ? 2
        : f.unit === 'KB' || (f.unit === 'ms' && f.value < 100)
          ? 1
          : 0;
  return `${f.value.toFixed(digits)} ${f.unit}`.trim();
}

function formatTarget(f: Figure): string {
  return f.target ? `${f.target.op} ${f.target.limit} ${f.unit}`.trim() : '';
}

/** The figures as a Markdown table (docs/performance.md shows it, between the bench markers). */
export function markdownTable(figures: readonly Figure[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.section} | ${f.name} | ${formatValue(f)} | ${formatTarget(f)} | ${mark(f)} | ${f.note ?? ''} |`,
  );
  return ['| section | figure | value | target | mark | how |', '|---|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

/** Kilobytes (1,000 bytes, as the budgets count them) of a byte count. */
export function kb(bytes: number): number {
  return bytes / 1000;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The markers in docs/performance.md between which a whole bench run writes its table. */
const BENCH_MARKERS = { start: '<!-- bench:start -->', end: '<!-- bench:end -->' } as const;

/**
 * `page` with what stands between its bench markers replaced by `block`; throws when the page has not
 * exactly one start marker followed by one end marker (a table written nowhere would be lost silently).
 */
export function replaceBenchBlock(page: string, block: string): string {
  const { start, end } = BENCH_MARKERS;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from || page.indexOf(start, from + 1) >= 0 || page.indexOf(end, to + 1) >= 0) {
    throw new Error(`expected one "${start}" followed by one "${end}"`);
  }
  return `${page.slice(0, from + start.length)}\n\n${block.trim()}\n\n${page.slice(to)}`;
}
