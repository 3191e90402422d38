/**
 * The docs' own check (scripts/docs-check.ts, `npm run docs:check`): README.md at most 150 lines, every
 * relative link in README.md and docs/ resolving to a file and, into Markdown, to a heading, and every
 * `npm run X` the docs name a script of package.json. The project's docs pass it; fixtures with a fault
 * planted show that each fault is caught, and fixtures of what GitHub accepts that nothing is invented.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs, githubSlug } from '../../scripts/docs-check.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository of `files` (path -> text) with a package.json naming `scripts`. */
function fixture(files: Record<string, string>, scripts: string[] = ['start', 'test', 'bench']): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
  made.push(dir);
  const all = {
    'package.json': JSON.stringify({ scripts: Object.fromEntries(scripts.map((s) => [s, 'true'])) }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const messages = (dir: string) => checkDocs(dir).map((p) => `${p.file}:${p.line}: ${p.message}`);

const GUIDE = `# Guide

## Sessions: a switch id is not a key

## RJSF's validator: the core's

### Card (card, sign-up section, consent variant, question)

## API hardening (server tests, \`npx vitest run test/server\`)

## The **bold** _emphasis_ and [a link](#repeated) in a heading

## Repeated

## Repeated

<a id="custom-anchor"></a>

Setext heading
--------------
`;

describe('the docs check', () => {
  it('passes on the project: README.md within 150 lines, every link and npm script resolving', () => {
    expect(messages(root)).toEqual([]);
  });

  it('fails on a planted broken link, naming the file, the line and the missing file', () => {
    const dir = fixture({
      'README.md': '# App\n\nSee [the guide](docs/guide.md) and [setup](docs/setup.md).\n',
      'docs/guide.md': GUIDE,
    });
    expect(messages(dir)).toEqual(['README.md:3: link "docs/setup.md": no file or folder docs/setup.md']);
  });

  it('fails on a link to a heading that does not exist, and on a broken link in docs/', () => {
    const dir = fixture({
      'README.md': '# App\n\n[ok](docs/guide.md#repeated) [gone](docs/guide.md#sessions)\n',
      'docs/guide.md': GUIDE,
      'docs/sub/page.md':
        '# Page\n\n[up](../guide.md#rjsfs-validator-the-cores)\n\n[self](#page) [nope](#missing)\n[ref]: ../nowhere.md\n',
    });
    expect(messages(dir)).toEqual([
      'README.md:3: link "docs/guide.md#sessions": docs/guide.md has no heading with the anchor #sessions',
      'docs/sub/page.md:5: link "#missing": docs/sub/page.md has no heading with the anchor #missing',
      'docs/sub/page.md:6: link "../nowhere.md": no file or folder docs/nowhere.md',
    ]);
  });

  it('fails on an npm script package.json lacks, in prose or in a code block', () => {
    const dir = fixture({
      'README.md':
        '# App\n\n`npm start`, `npm test` and `npm run bench -- api`.\n\n```sh\nnpm run -s benchmark\n```\n',
      'docs/guide.md': '# Guide\n\nRun `npm run journey:accept economy7` to accept.\n',
    });
    expect(messages(dir)).toEqual([
      'README.md:6: names "npm run benchmark": package.json has no such script',
      'docs/guide.md:3: names "npm run journey:accept": package.json has no such script',
    ]);
  });

  it('fails on a README over 150 lines', () => {
    const long = `# App\n\n${'A line.\n'.repeat(149)}`;
    expect(messages(fixture({ 'README.md': long }))).toEqual([
      'README.md:151: README.md has 151 lines, more than 150: move the detail to docs/',
    ]);
    expect(messages(fixture({ 'README.md': `# App\n\n${'A line.\n'.repeat(148)}` }))).toEqual([]);
  });

  it("accepts what GitHub resolves: its heading slugs, repeats, HTML anchors, folders, other files' and web links", () => {
    const links = [
      '#sessions-a-switch-id-is-not-a-key',
      '#rjsfs-validator-the-cores',
      '#card-card-sign-up-section-consent-variant-question',
      '#api-hardening-server-tests-npx-vitest-run-testserver',
      '#the-bold-emphasis-and-a-link-in-a-heading',
      '#repeated',
      '#repeated-1',
      '#custom-anchor',
      '#setext-heading',
      'sub/',
      'data.csv',
      'https://example.com/missing.md',
      'mailto:someone@example.com',
    ];
    const dir = fixture({
      'README.md': '# App\n\n[docs](docs/guide.md)\n',
      'docs/guide.md': `${GUIDE}\n${links.map((l, i) => `[link ${i}](${l})`).join('\n')}\n`,
      'docs/sub/page.md': '# Page\n',
      'docs/data.csv': 'a,b\n',
      // Links in code are examples, not links.
      'docs/code.md': '# Code\n\n```md\n[x](missing.md)\n```\n\n`[y](missing.md)` and `npm run` alone.\n',
    });
    expect(messages(dir)).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug("The page's token")).toBe('the-pages-token');
    expect(githubSlug('The runtime: Node 24, pinned by the project')).toBe(
      'the-runtime-node-24-pinned-by-the-project',
    );
    expect(githubSlug('`npm run bench` — the table')).toBe('npm-run-bench--the-table');
    expect(githubSlug('snake_case and CO₂')).toBe('snake_case-and-co₂');
  });
});
