/**
 * The add-a-previous-address form of the address section (spec section 2): opened with "Add a
 * previous address", added only when its form is valid (appended to the list, the form closes and its
 * lookup resets), at most three. The page renders it after the address card; it shows in the place the
 * previous-address list keeps right under the list (a portal), so the list, the button and the form sit
 * together after the time-at-address answer that asked for them.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { JourneyController } from '../../../engine/core/index.js';
import { cardIdPrefix, JourneyCard, useCardView } from '../../../engine/react/index.js';
import { t } from '../../i18n/t';
import { PREVIOUS_ADDRESS_CARD } from './journey';
import { newPreviousAddressForm } from './session';
import { useSignUpLookups } from '../../stores/signupLookups';
import { monthsOf } from '../../../contract/signup-journey';
import { usePreviousAddressSlot } from '../../widgets/previousAddressSlot';

/** The address card, whose previousAddresses field says whether previous addresses are asked for. */
const ADDRESS_CARD = 'signup.address';

/** The most previous addresses the sign-up takes. */
const MAX_PREVIOUS_ADDRESSES = 3;

/** A previous address (the address update's item) from the add form's answers. */
function previousAddressOf(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    line1: text(values.previousLine1),
    line2: text(values.previousLine2),
    city: text(values.previousCity),
    county: text(values.previousCounty),
    postcode: text(values.previousPostcode).replace(/\s+/g, '').toUpperCase(),
    manual: values.previousManual === true,
    lengthOfResidencyInMonths: monthsOf(values.previousYears, values.previousMonths) ?? 0,
  };
}

/** Where focus goes after the form opens or closes (the control pressed is gone from the page). */
type FocusAfter = 'form' | 'list' | 'open' | null;

/** The id of the element that takes focus for `after`. */
const FOCUS_TARGETS: Record<Exclude<FocusAfter, null>, string> = {
  // The form's first field: the postcode search.
  form: `${cardIdPrefix(PREVIOUS_ADDRESS_CARD)}_previousPostcode`,
  // The list of previous addresses (its label and the addresses are read out).
  list: `${cardIdPrefix(ADDRESS_CARD)}_previousAddresses`,
  open: 'signup-open-previous',
};

/** The form, or the button opening it, in the list's place (nothing while the list is not on screen). */
export function PreviousAddressForm(props: { controller: JourneyController; switchKey: string }) {
  const slot = usePreviousAddressSlot();
  // The list renders its place once its widget is in; until then (and when it is hidden) nothing shows.
  return slot ? createPortal(<AddPreviousAddress {...props} />, slot) : null;
}

/** The form, or the button opening it. */
function AddPreviousAddress({
  controller,
  switchKey,
}: {
  controller: JourneyController;
  switchKey: string;
}): ReactNode {
  const [form, setForm] = useState<JourneyController | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  // Opening, adding and cancelling each remove the button just pressed: focus would fall to the page.
  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(FOCUS_TARGETS[focusAfter])?.focus();
    setFocusAfter(null);
  }, [focusAfter, form]);
  const address = useCardView(controller, ADDRESS_CARD);
  const list = address?.values.previousAddresses;
  const count = Array.isArray(list) ? list.length : 0;
  // Asked for only while the address card asks for previous addresses (under 3 years at the present one).
  if (!address?.fields.previousAddresses?.visible) return null;
  if (count >= MAX_PREVIOUS_ADDRESSES)
    return <Typography sx={{ mt: 1, mb: 1 }}>{t('signup.previous.full')}</Typography>;
  const close = (then: FocusAfter) => {
    setForm(null);
    setFocusAfter(then);
    // The form's search resets with it.
    useSignUpLookups.getState().setAddresses('signup.previousAddresses', { status: 'idle', items: [] });
  };
  if (!form)
    return (
      <Button
        variant="outlined"
        // Under the list it adds to (not touching its last line), above the list's own message.
        sx={{ mt: 1.5, mb: 1 }}
        onClick={() => {
          setForm(newPreviousAddressForm(switchKey));
          setFocusAfter('form');
        }}
        id={FOCUS_TARGETS.open}
        data-open-previous
      >
        {t('signup.previous.title')}
      </Button>
    );
  const add = async () => {
    const current = controller.getState().previousAddresses;
    const next = [...(Array.isArray(current) ? current : []), previousAddressOf(form.getState())];
    await controller.setValue('previousAddresses', next);
    controller.touch('previousAddresses');
    close('list');
  };
  // "Add this address" (or Enter) with something wrong: focus goes to the first field in error, which
  // reads out its message; otherwise nothing would be said and focus would stay on the button.
  const focusFirstFault = () =>
    requestAnimationFrame(() => {
      if (form.getCard(PREVIOUS_ADDRESS_CARD)?.valid) return;
      document
        .querySelector<HTMLElement>(`[data-card="${PREVIOUS_ADDRESS_CARD}"] [aria-invalid="true"]`)
        ?.focus();
    });
  return (
    // The card's form submit bubbles here after the card has checked itself.
    <div onSubmit={focusFirstFault}>
      <JourneyCard
        controller={form}
        cardId={PREVIOUS_ADDRESS_CARD}
        // Inside the address card (whose heading is an h3).
        headingLevel={4}
        onSubmit={() => void add()}
      >
        <Button type="submit" variant="contained" data-add-previous>
          {t('signup.previous.add')}
        </Button>
        <Button variant="text" sx={{ ml: 1 }} onClick={() => close('open')}>
          {t('signup.previous.cancel')}
        </Button>
      </JourneyCard>
    </div>
  );
}
