/**
 * The list of a postcode's addresses as a native select (the phone's own picker), with the search's
 * status note (searching, none found, failed) read out politely.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import type { AddressItem } from '../../../api/endpoints/address';
import { t } from '../../../i18n/t';
import type { AddressSearch } from '../lookups';

/** Props of {@link AddressResultSelect}. */
export interface AddressResultSelectProps {
  id: string;
  label: string;
  search: AddressSearch | undefined;
  onChoose(item: AddressItem): void;
}

/** The status note of a search, if it has one. */
export function searchNote(search: AddressSearch | undefined): string | null {
  if (!search) return null;
  if (search.status === 'loading') return t('signup.address.searching');
  if (search.status === 'failed') return t('signup.address.failed');
  if (search.status === 'done' && search.items.length === 0) return t('signup.address.none');
  return null;
}

/** The address list of one search. */
export function AddressResultSelect({ id, label, search, onChoose }: AddressResultSelectProps) {
  const status = searchNote(search);
  const items = search?.items ?? [];
  return (
    <div aria-live="polite">
      {status ? (
        <p id={`${id}-status`} style={{ margin: '8px 0' }}>
          {status}
        </p>
      ) : null}
      {items.length > 0 ? (
        <FormControl fullWidth sx={{ mt: 2 }}>
          <InputLabel variant="standard" htmlFor={id} shrink>
            {label}
          </InputLabel>
          <NativeSelect
            inputProps={{ id, name: id }}
            value=""
            onChange={(e) => {
              const item = items[Number(e.target.value)];
              if (item) onChoose(item);
            }}
          >
            <option value="">{t('widget.select.placeholder')}</option>
            {items.map((item, index) => (
              <option key={`${index}-${item.text}`} value={index}>
                {item.text}
              </option>
            ))}
          </NativeSelect>
          <FormHelperText>{t('signup.address.chooseHint', { count: items.length })}</FormHelperText>
        </FormControl>
      ) : null}
    </div>
  );
}
