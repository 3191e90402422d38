/**
 * `npm run journey:format [FILE...]` (default: every journey file under `journey/`): lays out rules
 * compactly. A rule (visibleWhen, requiredWhen, enabledWhen, when, includeWhen, unlockWhen, selector,
 * stepListSelector, a derived value, a compute value, a named condition) is written on one line when it
 * fits, and otherwise broken only as far as needed; everything else keeps the layout it was written in. The result
 * is Prettier's own output for that input, so `npm run format:check` keeps it: Prettier keeps an object
 * on one line when it fits and was written on one line, and expanded when it was written expanded.
 * `--check` lists the files that are not laid out so and exits non-zero.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { readJourneyDir } from './journey-check.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Members whose value is one rule. */
const RULE_KEYS = new Set([
  'visibleWhen',
  'requiredWhen',
  'enabledWhen',
  'when',
  'includeWhen',
  'unlockWhen',
  'selector',
  'stepListSelector',
]);
/** Members whose value is a map of name -> rule. */
const RULE_MAPS = new Set(['derived', 'compute', 'conditions']);

/** A parsed JSON node that keeps its members' order (JSON.parse puts integer-like keys first). */
type Node =
  | { kind: 'value'; text: string }
  | { kind: 'array'; items: Node[] }
  | { kind: 'object'; members: Array<[string, Node]>; expanded: boolean };

/**
 * Parse JSON keeping member order and, for each object, whether it was written expanded (a line break
 * between `{` and its first member): Prettier keeps that choice, so the layout keeps it for everything
 * that is not a rule. The text has already passed JSON.parse, so this parser assumes valid JSON.
 */
function parse(text: string): Node {
  let i = 0;
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const string = (): string => {
    const start = i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return text.slice(start, i);
  };
  const node = (): Node => {
    space();
    if (text[i] === '{') {
      const expanded = /^[ \t]*\r?\n/.test(text.slice(i + 1, i + 200));
      i++;
      const members: Array<[string, Node]> = [];
      space();
      while (text[i] !== '}') {
        space();
        const key = JSON.parse(string()) as string;
        space();
        i++; // the colon
        members.push([key, node()]);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
      return { kind: 'object', members, expanded };
    }
    if (text[i] === '[') {
      i++;
      const items: Node[] = [];
      space();
      while (text[i] !== ']') {
        items.push(node());
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
      return { kind: 'array', items };
    }
    if (text[i] === '"') return { kind: 'value', text: string() };
    const start = i;
    while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    return { kind: 'value', text: text.slice(start, i) };
  };
  return node();
}

/** A node on one line (Prettier breaks it only where it does not fit). */
function compact(node: Node): string {
  if (node.kind === 'value') return node.text;
  if (node.kind === 'array') return `[${node.items.map(compact).join(', ')}]`;
  if (node.members.length === 0) return '{}';
  return `{ ${node.members.map(([key, member]) => `${JSON.stringify(key)}: ${compact(member)}`).join(', ')} }`;
}

/** Lays out one file's JSON: rules on one line, other objects as their author wrote them. */
function layoutOf(text: string): string {
  const layout = (node: Node, indent: string, ruleMap: boolean): string => {
    if (node.kind === 'value') return node.text;
    const inner = `${indent}  `;
    // Arrays are collapsed by Prettier whenever they fit, whatever the input: no choice to keep.
    if (node.kind === 'array') return `[${node.items.map((item) => layout(item, inner, false)).join(', ')}]`;
    if (node.members.length === 0) return '{}';
    const members = node.members.map(([key, member]) => {
      const value =
        ruleMap || RULE_KEYS.has(key) ? compact(member) : layout(member, inner, RULE_MAPS.has(key));
      return `${JSON.stringify(key)}: ${value}`;
    });
    return node.expanded
      ? `{\n${members.map((m) => inner + m).join(',\n')}\n${indent}}`
      : `{ ${members.join(', ')} }`;
  };
  return layout(parse(text), '', false);
}

/** A journey file's text laid out as above (Prettier-formatted). */
export async function formatJourneyText(path: string, text: string): Promise<string> {
  JSON.parse(text); // a fault in the JSON is reported as such, not as a layout problem
  const config = (await resolveConfig(path)) ?? {};
  return format(layoutOf(text), { ...config, filepath: path });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  let paths = args.filter((a) => a !== '--check').map((p) => resolvePath(p));
  if (paths.length === 0) {
    const dir = resolvePath(repoRoot, 'journey');
    paths = Object.keys(readJourneyDir(dir).files).map((p) => resolvePath(dir, p));
  }
  const stale: string[] = [];
  for (const path of paths) {
    const text = readFileSync(path, 'utf8');
    const formatted = await formatJourneyText(path, text);
    if (formatted === text) continue;
    stale.push(path);
    if (!check) writeFileSync(path, formatted);
  }
  for (const path of stale) console.log(`${check ? 'not laid out' : 'laid out'}: ${path}`);
  if (check && stale.length > 0) process.exit(1);
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
