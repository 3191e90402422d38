/**
 * Accessibility helpers of the app's widgets: the engine's own (`describedBy`, `hasError`) plus a
 * string `ui:options` reader, so app widgets and built-in widgets describe inputs the same way.
 */
import { getUiOptions, type WidgetProps } from '@rjsf/utils';

export { describedBy, hasError } from '../../../../engine/react/widgets/aria';

/** A string `ui:options` value. */
export function stringOption(props: Pick<WidgetProps, 'uiSchema'>, name: string): string {
  const value = getUiOptions(props.uiSchema)[name];
  return typeof value === 'string' ? value : '';
}
