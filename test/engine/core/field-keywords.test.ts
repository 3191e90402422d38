import { describe, expect, it } from 'vitest';
import { FIELD_SCHEMA_KEYWORDS } from '../../../engine/core/index.js';
import { fieldSchemaMembers } from '../../../engine/core/meta-schema-members.js';

describe('field schema keywords', () => {
  // engine/react's RJSF validator refuses a keyword outside FIELD_SCHEMA_KEYWORDS; the meta-schema
  // admits a journey's field keywords. Were they to drift, a journey could pass the linter and then
  // break its card (or the other way, a keyword would be allowed that the core ignores).
  it('are exactly the keywords the journey meta-schema admits in a field', () => {
    expect([...FIELD_SCHEMA_KEYWORDS].sort()).toEqual(Object.keys(fieldSchemaMembers()).sort());
  });
});
