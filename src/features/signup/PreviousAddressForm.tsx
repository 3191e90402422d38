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
const FORM_FIELDS = [
  'previousPostcode',
  'previousManual',
  'previousAddress',
  'previousLine1',
  'previousLine2',
  'previousCity',
  'previousCounty',
  'previousYears',
  'previousMonths',
];

/** A previous address (the address update's item) from the add form's answers. */
export function previousAddressOf(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    line1: text(values.previousLine1),
    line2: text(values.previousLine2),
    city: text(values.previousCity),
    county: text(values.previousCounty),
    postcode: text(values.previousPostcode).replace(/\s+/g, '').toUpperCase(),
    manual: values.previousManual === true,
    lengthOfResidencyInMonths: totalMonths(values.previousYears, values.previousMonths),
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
  const add = async () => {
    const state = controller.getState();
    const current = state.previousAddresses;
    const next = [...(Array.isArray(current) ? current : []), previousAddressOf(state)];
    await controller.setValue('previousAddresses', next);
    controller.touch('previousAddresses');
    await controller.patch(Object.fromEntries(FORM_FIELDS.map((f) => [f, undefined])));
    // The form's search resets with it.
    useSignUpLookups.getState().setAddresses('signup.previousAddresses', { status: 'idle', items: [] });
    setOpen(false);
  };
  return (
    <JourneyCard
      controller={controller}
      cardId={PREVIOUS_ADDRESS_CARD}
      headingLevel={3}
      renderHidden
      onSubmit={() => void add()}
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
