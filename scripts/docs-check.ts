/**
 * `npm run docs:check`: the checks the docs must pass (run in `npm test` by test/docs/docs-check.test.ts).
 * - README.md is at most {@link README_MAX_LINES} lines: an entry page a newcomer reads in minutes, the
 *   rest in docs/.
 * - Every relative link in README.md and docs/ (inline, reference or an `href`) names a file or folder
 *   that exists, and a `#fragment` into a Markdown file names one of its headings, slugged as GitHub
 *   slugs them (or an HTML `id`/`name` in it). Links inside code blocks and code spans are not links.
 * - Every `npm run X` (and `npm start`, `npm test`) the docs name is a script of package.json, code
 *   blocks included: a command a reader copies must exist.
 * Each fault is printed as `file:line: message`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The most lines README.md may have. */
const README_MAX_LINES = 150;

/** One fault: where, and what is wrong. */
export interface DocProblem {
  /** Path relative to the checked root, with forward slashes. */
  file: string;
  line: number;
  message: string;
}

/** README.md and every Markdown file under docs/, relative to `root`. */
function docFiles(root: string): string[] {
  const out: string[] = [];
  if (existsSync(join(root, 'README.md'))) out.push('README.md');
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) out.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return out;
}

/** A line of a Markdown file with whether it is inside a fenced code block. */
interface Line {
  text: string;
  number: number;
  inCode: boolean;
}

function linesOf(markdown: string): Line[] {
  let fence: string | null = null;
  return markdown.split('\n').map((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return { text, number: i + 1, inCode: true };
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return { text, number: i + 1, inCode: true };
    }
    return { text, number: i + 1, inCode: false };
  });
}

/** The text a heading renders as: links and images by their text, code and emphasis marks gone. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/[*~]/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+([^_]+?)_+(?=[^\p{L}\p{N}]|$)/gu, '$1$2');
}

/**
 * GitHub's heading anchor (github-slugger): lower case, every character but letters, marks, digits,
 * connector punctuation, hyphens and spaces dropped, spaces to hyphens.
 * @internal exported for its unit test: the slug rules are what every heading link relies on.
 */
export function githubSlug(heading: string): string {
  return headingText(heading)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats get -1, -2 ...) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (slug: string) => {
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  };
  const lines = linesOf(markdown);
  lines.forEach((line, i) => {
    if (line.inCode) return;
    const atx = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line.text);
    if (atx) add(githubSlug(atx[1]));
    const next = lines[i + 1];
    if (!atx && line.text.trim() && next && !next.inCode && /^ {0,3}(=+|-+)\s*$/.test(next.text)) {
      // A setext heading: not a list item or a table row above a `---` rule.
      if (!/^\s*([-*+]|\d+\.)\s/.test(line.text) && !line.text.includes('|')) add(githubSlug(line.text));
    }
    for (const m of line.text.matchAll(/<[a-z]+\s[^>]*\b(?:id|name)="([^"]+)"/gi)) anchors.add(m[1]);
  });
  return anchors;
}

/** The link targets of one line (outside code spans): inline links, images, reference definitions, hrefs. */
function targetsOf(text: string): string[] {
  const bare = text.replace(/(`+)[\s\S]*?\1/g, '');
  const targets: string[] = [];
  for (const m of bare.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
  const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(bare);
  if (definition) targets.push(definition[1]);
  for (const m of bare.matchAll(/\bhref="([^"]+)"/g)) targets.push(m[1]);
  return targets;
}

/** What is wrong with one link target of `file`, or null when it resolves. */
function linkProblem(root: string, file: string, target: string, anchorCache: Map<string, Set<string>>) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const hash = target.indexOf('#');
  const pathPart = hash < 0 ? target : target.slice(0, hash);
  const fragment = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
  const path = decodeURIComponent(pathPart.split('?')[0]);
  const base = path.startsWith('/') ? root : join(root, dirname(file));
  const full = path === '' ? join(root, file) : resolvePath(base, path.replace(/^\/+/, ''));
  const rel = relative(root, full);
  if (rel.startsWith('..')) return `link "${target}" points outside the repository`;
  if (!existsSync(full)) return `link "${target}": no file or folder ${rel.split(sep).join('/')}`;
  if (fragment === null || !full.endsWith('.md')) return null;
  let anchors = anchorCache.get(full);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(full, 'utf8'));
    anchorCache.set(full, anchors);
  }
  return anchors.has(fragment)
    ? null
    : `link "${target}": ${rel.split(sep).join('/')} has no heading with the anchor #${fragment}`;
}

/** The npm scripts a line names: `npm run X` (with `-s`/`--silent`), `npm start`, `npm test`. */
function scriptsNamed(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/\bnpm\s+run(?:\s+(?:-s|--silent|--if-present))*\s+([A-Za-z0-9][\w:.-]*)/g))
    names.push(m[1].replace(/[.:]+$/, ''));
  for (const m of text.matchAll(/\bnpm\s+(start|test)\b/g)) names.push(m[1]);
  return names;
}

/** Every fault of the docs under `root` (a repository checkout: README.md, docs/, package.json). */
export function checkDocs(root: string): DocProblem[] {
  const problems: DocProblem[] = [];
  const scripts = new Set(
    Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: object }).scripts ?? {},
    ),
  );
  const anchorCache = new Map<string, Set<string>>();
  for (const file of docFiles(root)) {
    const markdown = readFileSync(join(root, file), 'utf8');
    const lines = linesOf(markdown);
    if (file === 'README.md') {
      const count = markdown.endsWith('\n') ? lines.length - 1 : lines.length;
      if (count > README_MAX_LINES)
        problems.push({
          file,
          line: README_MAX_LINES + 1,
          message: `README.md has ${count} lines, more than ${README_MAX_LINES}: move the detail to docs/`,
        });
    }
    for (const line of lines) {
      for (const name of scriptsNamed(line.text))
        if (!scripts.has(name))
          problems.push({
            file,
            line: line.number,
            message: `names "npm run ${name}": package.json has no such script`,
          });
      if (line.inCode) continue;
      for (const target of targetsOf(line.text)) {
        const message = linkProblem(root, file, target, anchorCache);
        if (message) problems.push({ file, line: line.number, message });
      }
    }
  }
  return problems;
}

function main(): void {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const problems = checkDocs(root);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) process.exit(1);
  console.log(`docs:check: README.md and docs/ clean (${docFiles(root).length} files)`);
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) main();
