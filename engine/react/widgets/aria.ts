/**
 * Accessibility helpers shared by the widgets: which ids describe an input. Only ids of elements that are
 * rendered are listed (axe rejects `aria-describedby` pointing only at missing ids).
 */
import { descriptionId, errorId, helpId, getUiOptions, type WidgetProps } from '@rjsf/utils';

/**
 * Widgets that show the field's description as their own label (the consent checkbox's statement): the
 * field template does not repeat it underneath, and the input is not described by it a second time.
 */
const WIDGETS_SHOWING_DESCRIPTION: ReadonlySet<string> = new Set(['consentCheckbox']);

/** True when the field's widget shows the description itself (see `WIDGETS_SHOWING_DESCRIPTION`). */
export function widgetShowsDescription(uiSchema: WidgetProps['uiSchema']): boolean {
  const widget = uiSchema?.['ui:widget'];
  return typeof widget === 'string' && WIDGETS_SHOWING_DESCRIPTION.has(widget);
}

/**
 * The `aria-describedby` value for a widget: `extra` ids the widget renders itself (a status note),
 * then its error (when shown), description and help.
 */
export function describedBy(
  props: Pick<WidgetProps, 'id' | 'rawErrors' | 'uiSchema' | 'schema'>,
  extra: string[] = [],
): string | undefined {
  const { id, rawErrors, uiSchema, schema } = props;
  const options = getUiOptions(uiSchema);
  const ids: string[] = [...extra];
  if (rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  if ((options.description ?? schema.description) && !widgetShowsDescription(uiSchema))
    ids.push(descriptionId(id));
  if (options.help) ids.push(helpId(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** True when the field shows an error now. */
export function hasError(props: Pick<WidgetProps, 'rawErrors'>): boolean {
  return Boolean(props.rawErrors && props.rawErrors.length > 0);
}

/**
 * A choice (radio, select, list) is a whole answer the moment it is made: set it and count the field as
 * touched, so an error it causes (or a cross-field check it sets off) shows at once, not after leaving.
 */
export function choose(props: Pick<WidgetProps, 'id' | 'onChange' | 'onBlur'>, value: unknown): void {
  props.onChange(value);
  props.onBlur(props.id, value);
}
