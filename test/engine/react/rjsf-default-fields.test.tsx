/**
 * The app build's stand-in for RJSF's default fields (engine/react/rjsfDefaultFields.ts): every name
 * RJSF's own set has is there, the same component where the stand-in keeps it, and the anyOf/oneOf
 * chooser's place says which journey rule was broken instead of rendering nothing.
 */
import { describe, expect, it } from 'vitest';
import type { FieldProps } from '@rjsf/utils';
import rjsfFields from '@rjsf/core/lib/components/fields/index.js';
import standIn from '../../../engine/react/rjsfDefaultFields';

describe("the app's RJSF default fields", () => {
  it("has every name RJSF's set has; the same field except the chooser and the layout grid", () => {
    const theirs = rjsfFields() as Record<string, unknown>;
    const ours = standIn() as Record<string, unknown>;
    const kept = Object.keys(theirs).filter((name) => ours[name] === theirs[name]);
    const dropped = Object.keys(theirs).filter((name) => !(name in ours));
    expect(dropped.sort()).toEqual(['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField']);
    expect(Object.keys(ours).filter((name) => !(name in theirs))).toEqual([]);
    expect(kept).toContain('SchemaField');
    expect(ours.AnyOfField).not.toBe(theirs.AnyOfField);
    expect(ours.OneOfField).not.toBe(theirs.OneOfField);
  });

  it('throws where RJSF would render its anyOf/oneOf chooser, naming the field and the rule', () => {
    const Chooser = standIn().OneOfField as (props: FieldProps) => unknown;
    expect(() => Chooser({ fieldPathId: { $id: 'root_supplier' } } as FieldProps)).toThrow(
      /root_supplier: oneOf\/anyOf must list labelled constants only/,
    );
  });
});
