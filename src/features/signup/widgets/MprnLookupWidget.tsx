/**
 * `mprnLookup`: the MPRN box and "Find my MPRN" (spec section 2: optional MPRN entry, or lookup by
 * address). The lookup loads the addresses of the present postcode and shows a picker; choosing one
 * fetches its meters and takes the first domestic gas meter's MPRN (spec section 4). None found shows
 * the 'no MPRN found' notices and the box stays for typing it in.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import type { AddressItem } from '../../../api/endpoints/address';
import { t } from '../../../i18n/t';
import { getSettings } from '../../../settings';
import { describedBy, hasError } from '../../quote/widgets/aria';
import { lookUpMprn, searchAddresses, type MprnOutcome } from '../addressSearch';
import { useSignUpLookups } from '../lookups';
import { AddressResultSelect, searchNote } from './AddressResultSelect';
import { useSignUpController } from './SignUpControllerContext';

/** The `mprnLookup` widget. */
export function MprnLookupWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur } = props;
  const controller = useSignUpController();
  const searchKey = `${id}-lookup`;
  const search = useSignUpLookups((s) => s.searches[searchKey]);
  const postcode = useSignUpLookups((s) => s.customerAddress?.postcode ?? '');
  const [outcome, setOutcome] = useState<MprnOutcome | 'busy' | null>(null);
  const text = typeof value === 'string' ? value : '';

  const find = () => {
    setOutcome(null);
    if (postcode) void searchAddresses(searchKey, postcode.replace(/\s+/g, ''));
  };
  const choose = async (item: AddressItem) => {
    setOutcome('busy');
    const found = await lookUpMprn(item, controller?.getState().payMethod);
    setOutcome(found);
    if (found.kind === 'found') {
      onChange(found.mprn);
      onBlur(id, found.mprn);
      useSignUpLookups.getState().setSearch(searchKey, null);
    }
  };
  const noticeId = `${id}-notice`;
  const notice =
    outcome && outcome !== 'busy' && outcome.kind !== 'found'
      ? outcome.kind === 'noMprn'
        ? t('signup.mprn.notFound', { phone: getSettings().mprnHelpline })
        : t('signup.mprn.notLocated')
      : null;
  return (
    <div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        <TextField
          id={id}
          name={id}
          label={label}
          required={required}
          disabled={disabled || readonly}
          value={text}
          error={hasError(props)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value.trim())}
          onBlur={() => onBlur(id, text)}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 10,
              'aria-describedby': describedBy(props, [
                ...(notice ? [noticeId] : []),
                ...(searchNote(search) ? [`${searchKey}-status`] : []),
              ]),
              'aria-invalid': hasError(props),
            },
          }}
          sx={{ flex: 1, maxWidth: { sm: '18rem' } }}
        />
        {controller && postcode ? (
          <Button variant="outlined" onClick={find} disabled={disabled || readonly} sx={{ minHeight: 56 }}>
            {t('signup.mprn.find')}
          </Button>
        ) : null}
      </Stack>
      <AddressResultSelect
        id={searchKey}
        label={t('signup.mprn.choose')}
        search={search}
        onChoose={(item) => void choose(item)}
      />
      <div aria-live="polite">
        {outcome === 'busy' ? <p>{t('signup.mprn.looking')}</p> : null}
        {notice ? (
          <Alert id={noticeId} severity="info" sx={{ mt: 1 }}>
            {notice}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
