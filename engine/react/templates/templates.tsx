/**
 * RJSF templates on MUI for journey cards. The card heading is rendered by `JourneyCard` (an h2 under the
 * page's h1), so the root object renders no title (RJSF's default is an h5, which breaks heading order);
 * nested objects are fieldsets with a legend. Errors are the core's, shown by its single display mode, each
 * with the id the widget's `aria-describedby` points at.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  descriptionId,
  errorId,
  helpId,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type TemplatesType,
  type TitleFieldProps,
} from '@rjsf/utils';
import { widgetShowsDescription } from '../widgets/aria.js';
import { fieldStateOf } from './field-state.js';

/** One field: the widget (which renders its own label), then description, error and help. */
function FieldTemplate(props: FieldTemplateProps) {
  const { children, errors, help, description, rawDescription, hidden, classNames, style, uiSchema } = props;
  if (hidden) return <div hidden>{children}</div>;
  return (
    <Box className={classNames} style={style}>
      {children}
      {rawDescription && !widgetShowsDescription(uiSchema) ? description : null}
      {errors}
      {help}
    </Box>
  );
}

/** The properties of an object; the root object (the card) has no heading of its own. */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, description, fieldPathId, uiSchema } = props;
  const visible = properties.filter((p) => !p.hidden && fieldStateOf(uiSchema?.[p.name])?.visible !== false);
  const content = (
    <Stack spacing={2.5}>
      {visible.map((p) => (
        <Box key={p.name}>{p.content}</Box>
      ))}
    </Stack>
  );
  if (fieldPathId.path.length === 0) return content;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {title ? (
        <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      {description ? (
        <Typography id={descriptionId(fieldPathId.$id)} variant="body2" sx={{ mb: 1 }}>
          {description}
        </Typography>
      ) : null}
      {content}
    </Box>
  );
}

/** Titles of nested arrays and objects: a plain h3 (the card title is the h2). */
function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return title ? (
    <Typography id={id} component="h3" variant="h6">
      {title}
    </Typography>
  ) : null;
}

/** A field's description, referenced by its widget's `aria-describedby`. */
function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  return description ? (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {description}
    </Typography>
  ) : null;
}

/** The field's errors as visible text with the id the widget points at. */
function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const shown = (errors ?? []).filter((e) => e !== '' && e !== null && e !== undefined);
  if (shown.length === 0) return null;
  return (
    <FormHelperText id={errorId(fieldPathId.$id)} error component="div" sx={{ mx: 0 }}>
      {shown.map((e, i) => (
        <span key={i} style={{ display: 'block' }}>
          {e}
        </span>
      ))}
    </FormHelperText>
  );
}

/** Help text under a field (`ui:help`). */
function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <FormHelperText id={helpId(fieldPathId.$id)} component="div" sx={{ mx: 0 }}>
      {help}
    </FormHelperText>
  );
}

/** Errors are shown at each field and summarised by the app's banner, never as RJSF's list. */
function NoErrorList() {
  return null;
}

/** The engine's RJSF templates. */
export const journeyTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ErrorListTemplate: NoErrorList,
};
