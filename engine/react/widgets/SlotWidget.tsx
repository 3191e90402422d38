/**
 * Placeholder for a widget the app provides (address picker, supplier logo picker ...). Until the app
 * registers one, the field still works as a plain text input and says which widget is missing, so a
 * journey file can be previewed before the app side exists.
 */
import { type ComponentType } from 'react';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './basic.js';
import { useMessages } from '../messages.js';

/** Creates the placeholder for slot `name`. */
export function createSlotWidget(name: string): ComponentType<WidgetProps> {
  function SlotWidget(props: WidgetProps) {
    const t = useMessages();
    return (
      <>
        <TextWidget {...props} />
        <Typography variant="caption" color="text.secondary" data-slot-widget={name}>
          {t('widget.slot.missing', { name })}
        </Typography>
      </>
    );
  }
  SlotWidget.displayName = `SlotWidget(${name})`;
  return SlotWidget;
}
