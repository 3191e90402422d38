/**
 * Stands in for markdown-to-jsx's `Markdown` in the app bundle: vite.config.ts resolves
 * `markdown-to-jsx/react` here. RJSF imports markdown-to-jsx (about 84 KB minified) for the
 * `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp` options and its own developer messages;
 * no journey file turns markdown on (test/build/markdown.test.ts checks), so texts render as the plain
 * text they are and the parser never ships (test/build/no-eval.test.ts checks the bundle).
 */
import type { ReactNode } from 'react';

/** Props RJSF passes; `options` and test ids are the parser's and are ignored. */
export interface PlainMarkdownProps {
  children?: ReactNode;
  options?: unknown;
}

/** Renders its text as it is, unparsed. */
export function Markdown({ children }: PlainMarkdownProps) {
  return <>{children}</>;
}
