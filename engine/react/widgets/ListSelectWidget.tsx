/**
 * `lookupSelect`: the one generic widget that picks from a named list (`ui:options.list`, see lists.ts),
 * as a native select (the phone's own picker, fully keyboard-usable). The value is the item's value. While
 * the list loads, or when it is empty or failed, a status note says so (the list names the message).
 */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getUiOptions, type WidgetProps } from '@rjsf/utils';
import { useList, type ListState } from '../lists.js';
import { useMessages } from '../messages.js';
import { choose, describedBy, hasError } from './aria.js';

/** The catalogue key of the note for a list's state, if any. */
export function listNoteKey(list: ListState): string | undefined {
  const key = list.status === 'done' && list.items.length === 0 ? 'empty' : list.status;
  return list.messages?.[key];
}

/** The `ui:options.list` of a widget. */
export function listName(props: Pick<WidgetProps, 'uiSchema'>): string {
  const value = getUiOptions(props.uiSchema).list;
  return typeof value === 'string' ? value : '';
}

/** The `lookupSelect` widget. */
export function ListSelectWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onBlur, onFocus } = props;
  const t = useMessages();
  const list = useList(listName(props));
  const noteKey = listNoteKey(list);
  const statusId = `${id}__status`;
  const index = list.items.findIndex((item) => item.value === value);
  return (
    <>
      <TextField
        id={id}
        name={id}
        select
        label={label}
        required={required}
        disabled={disabled || readonly}
        value={index < 0 ? '' : String(index)}
        error={hasError(props)}
        onChange={(e) =>
          choose(props, e.target.value === '' ? undefined : list.items[Number(e.target.value)]?.value)
        }
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: {
            'aria-describedby': describedBy(props, noteKey ? [statusId] : []),
            'aria-invalid': hasError(props),
          },
        }}
        fullWidth
      >
        <option value="">{t('widget.select.placeholder')}</option>
        {list.items.map((item, i) => (
          <option key={String(item.value)} value={String(i)}>
            {item.label}
          </option>
        ))}
      </TextField>
      {noteKey ? (
        <Typography id={statusId} role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(noteKey)}
        </Typography>
      ) : null}
    </>
  );
}
