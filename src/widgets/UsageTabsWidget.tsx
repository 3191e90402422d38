/**
 * `usageTabs` (the app's version of the engine's tabs): the three usage tabs of spec section 2. The
 * fields of each tab follow through the card's rules; this widget adds what rules cannot: the
 * help-me-estimate modal (opened on entering the tab, and again from a button), and, when the card
 * disables the tabs (single-fuel view while the usage type is spend), only the other tabs are
 * disabled so the current one stays readable.
 */
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../i18n/t';
import { describedBy } from './aria';
import type { EstimateQuestion } from './EstimateDialog';
import { useQuoteController } from './QuoteControllerContext';
import { useLookupAgain } from './LookupAgainContext';
import { estimateFailed, switchUsageTab } from '../stores/usageTabMemory';

/** The five help-me-estimate answer fields in question order (spec section 9). */
const QUESTION_FIELDS = [
  'estimateHouseType',
  'estimateBedrooms',
  'estimateOccupancy',
  'estimateModernisation',
  'estimateHeatingAndCooking',
];

/** The questions, worded and listed as the card declares them. */
function questionsOf(props: WidgetProps): EstimateQuestion[] {
  const properties = (props.registry.rootSchema.properties ?? {}) as Record<string, { title?: string }>;
  return QUESTION_FIELDS.filter((f) => f in properties).map((field) => ({
    field,
    title: properties[field].title ?? field,
    list: `estimate.${LISTS[field]}`,
  }));
}

// Its own chunk (with MUI's dialog): fetched when the householder first opens it.
const EstimateDialog = lazy(() => import('./EstimateDialog').then((m) => ({ default: m.EstimateDialog })));

const LISTS: Record<string, string> = {
  estimateHouseType: 'houseTypes',
  estimateBedrooms: 'bedRooms',
  estimateOccupancy: 'occupancyFrequencies',
  estimateModernisation: 'energyEfficiencies',
  estimateHeatingAndCooking: 'fuelUseTypes',
};

/**
 * A tab name in sentence case ("Help Me Estimate" -> "Help me estimate"), as the rest of the form
 * reads; the journey keeps the spec's wording.
 * @internal Exported for its unit test.
 */
export function sentenceCase(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1).toLowerCase();
}

/** The `usageTabs` widget. */
export function UsageTabsWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const controller = useQuoteController();
  const again = useLookupAgain();
  const [modalOpen, setModalOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates and returns focus.
  const [opened, setOpened] = useState(false);
  const openModal = () => {
    setOpened(true);
    setModalOpen(true);
  };
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => o.value === value);
  const labelId = `${id}__label`;
  const noteId = `${id}__note`;
  const locked = Boolean(disabled || readonly);

  const choose = (next: unknown) => {
    // In the quote form each tab keeps what was typed on it; elsewhere (previews) a plain change.
    if (controller && typeof next === 'string') void switchUsageTab(controller, next);
    else onChange(next);
    const answered = controller && controller.getState().estimateHeatingAndCooking !== undefined;
    if (next === 'estimate' && controller && !answered) openModal();
  };
  const answered = (answers: Record<string, number>) => {
    setModalOpen(false);
    if (!controller) return;
    // The last answer is set last: its onChange asks for the estimate with all five present.
    for (const field of QUESTION_FIELDS)
      if (field in answers) void controller.setValue(field, answers[field]);
  };
  const estimateTab = value === 'estimate';
  const subscribe = useCallback(
    (onChange: () => void) => controller?.subscribeFlow(onChange) ?? (() => undefined),
    [controller],
  );
  const failed = useSyncExternalStore(subscribe, () =>
    controller ? estimateFailed(controller.getState()) : false,
  );
  return (
    <Box>
      <Typography id={labelId} component="p" variant="body1" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Tabs
        id={id}
        value={index < 0 ? false : index}
        onChange={(_e, i: number) => choose(enumOptions[i]?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-labelledby={labelId}
        aria-describedby={describedBy(props, locked ? [noteId] : [])}
        // Three tabs share the width, names wrapping on a phone, so none hides off screen.
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {enumOptions.map((o, i) => (
          <Tab
            key={String(o.value)}
            id={`${id}-tab-${i}`}
            label={sentenceCase(o.label)}
            disabled={locked && i !== index}
            sx={{ textTransform: 'none', minWidth: 0, px: 1, lineHeight: 1.3, fontSize: '0.95rem' }}
          />
        ))}
      </Tabs>
      {locked ? (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('quote.tabs.spendNote')}
        </Typography>
      ) : null}
      {estimateTab && controller ? (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={openModal}>
          {controller.getState().estimateHeatingAndCooking === undefined
            ? t('quote.estimate.open')
            : t('quote.estimate.reopen')}
        </Button>
      ) : null}
      {failed && controller ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('quote.estimate.failed')}
          {again ? (
            <Box sx={{ mt: 1 }}>
              <Button variant="outlined" size="small" onClick={() => void again.estimate(controller)}>
                {t('quote.estimate.retry')}
              </Button>
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <EstimateDialog
            open={modalOpen}
            questions={questionsOf(props)}
            onAnswered={answered}
            onCancel={() => setModalOpen(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
