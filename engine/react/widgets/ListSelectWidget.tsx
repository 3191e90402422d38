/**
 * `lookupSelect`: the one generic widget that picks from a named list (`ui:options.list`, see lists.ts),
 * as a native select (the phone's own picker, fully keyboard-usable). The value is the item's value. While
 * the list loads, or when it is empty or failed, a status note says so (the list names the message).
 */
import Typography from '@mui/material/Typography';
import { getUiOptions, type WidgetProps } from '@rjsf/utils';
import { useList, type ListState } from '../lists.js';
import { useMessages } from '../messages.js';
import { NativeSelect } from './basic.js';

/** The catalogue key of the note for a list's state, if any. */
function listNoteKey(list: ListState): string | undefined {
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
  const t = useMessages();
  const list = useList(listName(props));
  const noteKey = listNoteKey(list);
  const statusId = `${props.id}__status`;
  return (
    <>
      <NativeSelect props={props} choices={list.items} describedByExtra={noteKey ? [statusId] : []} />
      {noteKey ? (
        <Typography id={statusId} role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(noteKey)}
        </Typography>
      ) : null}
    </>
  );
}
