/**
 * The add-a-previous-address form under the address section (spec section 2): opened with "Add a
 * previous address", added only when its form is valid (appended to the list, the form closes and its
 * lookup resets), at most three.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { JourneyController } from '../../../engine/core/index.js';
import { JourneyCard, useCardView } from '../../../engine/react/index.js';
import { t } from '../../i18n/t';
import { PREVIOUS_ADDRESS_CARD } from './journey';
import { useSignUpLookups } from './lookups';
import { totalMonths } from './requests';

/** The most previous addresses the sign-up takes. */
export const MAX_PREVIOUS_ADDRESSES = 3;

/** The add form's fields (cleared after adding). */
const FORM_FIELDS = ['postcode', 'line1', 'line2', 'city', 'county', 'manual', 'years', 'months'];

/** A previous address from the add form's payload. */
export function previousAddressOf(payload: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    line1: text(payload.line1),
    line2: text(payload.line2),
    city: text(payload.city),
    county: text(payload.county),
    postcode: text(payload.postcode).replace(/\s+/g, '').toUpperCase(),
    manual: payload.manual === true,
    lengthOfResidencyInMonths: totalMonths(payload.years, payload.months),
  };
}

/** The form, or the button opening it. */
export function PreviousAddressForm({ controller }: { controller: JourneyController }) {
  const [open, setOpen] = useState(false);
  const card = useCardView(controller, PREVIOUS_ADDRESS_CARD);
  const list = controller.getState().previousAddresses;
  const count = Array.isArray(list) ? list.length : 0;
  if (!card) return null;
  if (count >= MAX_PREVIOUS_ADDRESSES)
    return <Typography sx={{ mb: 2 }}>{t('signup.previous.full')}</Typography>;
  if (!open)
    return (
      <Button variant="outlined" sx={{ mb: 3 }} onClick={() => setOpen(true)} data-open-previous>
        {t('signup.previous.title')}
      </Button>
    );
  const add = async (payload: Readonly<Record<string, unknown>>) => {
    const current = controller.getState().previousAddresses;
    const next = [...(Array.isArray(current) ? current : []), previousAddressOf(payload)];
    await controller.setValue('previousAddresses', next);
    await controller.patch(Object.fromEntries(FORM_FIELDS.map((f) => [f, undefined])));
    // The lookup of the add form resets with it.
    const { searches, setSearch } = useSignUpLookups.getState();
    for (const key of Object.keys(searches))
      if (key.startsWith('signup-previous-address')) setSearch(key, null);
    setOpen(false);
  };
  return (
    <JourneyCard
      controller={controller}
      cardId={PREVIOUS_ADDRESS_CARD}
      headingLevel={3}
      renderHidden
      onSubmit={(p) => void add(p)}
    >
      <Button type="submit" variant="contained" data-add-previous>
        {t('signup.previous.add')}
      </Button>
      <Button variant="text" sx={{ ml: 1 }} onClick={() => setOpen(false)}>
        {t('signup.previous.cancel')}
      </Button>
    </JourneyCard>
  );
}
