/**
 * `addressSearch`: a postcode box with Find address, the addresses found, and "I can't find my
 * address" (spec section 2: billing address search, selection or manual entry; previous addresses
 * found by postcode). Choosing an address fills the address lines next to the postcode
 * (`ui:options.prefix`, e.g. "businessAddress"); the can't-find button sets `ui:options.manualField`.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getUiOptions, type WidgetProps } from '@rjsf/utils';
import { compactPostcode, normalisePostcode, POSTCODE_PATTERN } from '../../../../contract/uk/postcode';
import { t } from '../../../i18n/t';
import { describedBy, hasError } from '../../quote/widgets/aria';
import { searchAddresses } from '../addressSearch';
import { useSignUpLookups } from '../lookups';
import { partsOfItem } from './addressText';
import { AddressResultSelect, searchNote } from './AddressResultSelect';
import { useSignUpController } from './SignUpControllerContext';

/** The dotted name of a field next to the postcode. */
const sibling = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** The `addressSearch` widget. */
export function AddressSearchWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const prefix = typeof options.prefix === 'string' ? options.prefix : '';
  const manualField = typeof options.manualField === 'string' ? options.manualField : null;
  const controller = useSignUpController();
  const search = useSignUpLookups((s) => s.searches[id]);
  const stored = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft((d) => (compactPostcode(d) === stored ? d : stored)), [stored]);

  const find = () => {
    const postcode = compactPostcode(draft);
    onChange(postcode === '' ? undefined : postcode);
    onBlur(id, postcode);
    if (controller && POSTCODE_PATTERN.test(normalisePostcode(postcode))) void searchAddresses(id, postcode);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      find();
    }
  };
  const choose = (item: Parameters<typeof partsOfItem>[0]) => {
    if (!controller) return;
    const parts = partsOfItem(item);
    const patch = Object.fromEntries(Object.entries(parts).map(([k, v]) => [sibling(prefix, k), v]));
    void controller.patch(patch);
    for (const name of Object.keys(parts)) controller.touch(sibling(prefix, name));
    setDraft(parts.postcode);
    useSignUpLookups.getState().setSearch(id, null);
  };
  const manual = () => {
    if (!controller || !manualField) return;
    void controller.setValue(manualField, true);
    useSignUpLookups.getState().setSearch(id, null);
  };

  return (
    <div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        <TextField
          id={id}
          name={id}
          label={label}
          required={required}
          disabled={disabled || readonly}
          value={draft}
          error={hasError(props)}
          autoComplete="postal-code"
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            const postcode = compactPostcode(draft);
            onChange(postcode === '' ? undefined : postcode);
            onBlur(id, postcode);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              maxLength: 50,
              autoCapitalize: 'characters',
              'aria-describedby': describedBy(props, searchNote(search) ? [`${id}-results-status`] : []),
              'aria-invalid': hasError(props),
            },
          }}
          sx={{ flex: 1, maxWidth: { sm: '18rem' } }}
        />
        <Button variant="contained" onClick={find} disabled={disabled || readonly} sx={{ minHeight: 56 }}>
          {t('signup.address.find')}
        </Button>
      </Stack>
      <AddressResultSelect
        id={`${id}-results`}
        label={t('signup.address.choose')}
        search={search}
        onChoose={choose}
      />
      {manualField ? (
        <Button variant="text" onClick={manual} disabled={disabled || readonly} sx={{ mt: 1, px: 0 }}>
          {t('signup.address.cantFind')}
        </Button>
      ) : null}
    </div>
  );
}
