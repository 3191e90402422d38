/**
 * Stands in for @rjsf/core's default field set (its `components/fields/index.js`) in the app bundle:
 * vite.config.ts resolves it here. It is RJSF's set without the fields a journey cannot reach, about
 * 4.5 KB gzip off the first page: the anyOf/oneOf chooser (a card's `oneOf`/`anyOf` may only list
 * labelled constants, journey.schema.json's `LabelledChoice`, which RJSF renders as a choice, never
 * with the chooser) and the layout-grid fields (named only by `ui:field`, which the meta-schema does
 * not allow). Reached anyway (a schema that breaks the meta-schema, say in the staff preview), the
 * chooser's place throws, naming the rule, rather than render nothing. Unit tests keep the package's
 * set.
 */
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

/** Where RJSF would render its anyOf/oneOf chooser: a journey never gets here (see above). */
function UnsupportedChoiceField({ fieldPathId }: FieldProps): never {
  throw new Error(
    `${fieldPathId.$id}: oneOf/anyOf must list labelled constants only ({ "const", "title" }: journey.schema.json LabelledChoice)`,
  );
}

/** RJSF's default fields, less those no journey can reach. */
export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: UnsupportedChoiceField,
    ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NumberField,
    ObjectField,
    OneOfField: UnsupportedChoiceField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  } as RegistryFieldsType;
}
