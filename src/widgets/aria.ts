/**
 * Accessibility helpers of the app's widgets: which ids describe an input, and whether its error
 * shows. Only ids of rendered elements are listed (axe rejects `aria-describedby` to missing ids).
 */
import { descriptionId, errorId, getUiOptions, helpId, type WidgetProps } from '@rjsf/utils';

/** The `aria-describedby` value for a widget: its error (when shown), help and description. */
export function describedBy(props: Pick<WidgetProps, 'id' | 'rawErrors' | 'uiSchema' | 'schema'>, extra: string[] = []): string | undefined {
  const { id, rawErrors, uiSchema, schema } = props;
  const options = getUiOptions(uiSchema);
  const ids: string[] = [...extra];
  if (rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  if (options.description ?? schema.description) ids.push(descriptionId(id));
  if (options.help) ids.push(helpId(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** True when the field shows an error now. */
export function hasError(props: Pick<WidgetProps, 'rawErrors'>): boolean {
  return Boolean(props.rawErrors && props.rawErrors.length > 0);
}

/** A string `ui:options` value. */
export function stringOption(props: Pick<WidgetProps, 'uiSchema'>, name: string): string {
  const value = getUiOptions(props.uiSchema)[name];
  return typeof value === 'string' ? value : '';
}
