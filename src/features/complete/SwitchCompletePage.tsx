import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../api/client';
import { getCarbonEquivalent, type CarbonEquivalentReply } from '../../api/endpoints/carbon';
import { PageHeading } from '../../components/PageHeading';
import { t, type MessageKey } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { getSettings } from '../../settings';
import { useCarbonStore } from '../../stores/carbon';
import { usePageAnswersStore } from '../../stores/pageAnswers';
import { useQuoteStore } from '../../stores/quote';
import { useSwitchKeyStore } from '../../stores/switchKey';
import { useSwitchOutcomeStore } from '../../stores/switchOutcome';
import { trackAction } from '../../tracking';
import { shownFootprintTonnes } from '../../stores/shownFootprint';
import { CarbonPanel, type PaidOffset } from './CarbonPanel';
import { NextSteps } from './NextSteps';
import { markPixelSent, pixelAlreadySent, pixelUrl } from './pixel';
import { loadPlanSummary, type PlanSummary } from './switchPlan';

/** The offset paid for a switch, from its carbon equivalent, or null. */
function paidOffsetOf(eq: CarbonEquivalentReply | null): PaidOffset | null {
  return eq?.paymentReference && eq.projectPercentage
    ? { reference: eq.paymentReference, percentage: eq.projectPercentage }
    : null;
}

/**
 * Switch Complete (spec section 2): 'Thank you' with the supplier and reference numbers, or
 * 'Processing Switch' when the server said the quote was already switched; the What happens next
 * cards; the carbon panel (setting on, not electricity only; on a page load, from the footprint the
 * server rendered the page with); and the hidden 1x1 affiliate pixel
 * (event 1105 single fuel, 1106 dual) once the plan's cost and type are known. The route guard has
 * already sent a visit without switched data to the quote form.
 */
export default function SwitchCompletePage() {
  const switched = useSwitchOutcomeStore((s) => s.switched);
  const quoteSwitchId = useQuoteStore((s) => s.switchId);
  const quoteType = useQuoteStore((s) => s.saved?.switchType);
  const switchKey = useSwitchKeyStore((s) => s.chosen?.switchKey ?? null);
  const navigate = useNavigate();
  const settings = getSettings();
  const switchId = switched?.switchId ?? quoteSwitchId;
  // The carbon calls take the uuid, or the quote's switch id for a switch completed elsewhere.
  const carbonId = switched?.uuid ?? quoteSwitchId;
  // What the server rendered the page with (a page load): the switch's type and its carbon offset.
  const servedType = usePageAnswersStore((s) => (s.switchType?.switchId === switchId ? s.switchType : null));
  const servedCarbon = usePageAnswersStore((s) =>
    s.switchedCarbon?.uuid === carbonId ? s.switchedCarbon.equivalent : null,
  );
  const [plan, setPlan] = useState<PlanSummary | null>(null);
  const [tonnes, setTonnes] = useState<number | null>(servedCarbon?.carbonFootprint ?? null);
  const [paidOffset, setPaidOffset] = useState<PaidOffset | null>(() => paidOffsetOf(servedCarbon));
  // The switch whose footprint the page started from (the server's): its first load asks nothing.
  // Not cleared by the effect: Strict Mode runs it twice in development.
  const servedFor = useRef(servedCarbon ? carbonId : null);
  // Read once: the pixel loading in this visit must not hide itself.
  const [pixelSentBefore] = useState(() => pixelAlreadySent(switchId));

  const switchType = plan?.switchType ?? quoteType ?? servedType?.switchType;
  const offersCarbon = settings.carbonOffset && !!switchType && switchType !== 'electricityToElectricity';

  useEffect(() => {
    if (!switchKey) return;
    let live = true;
    loadPlanSummary(apiClient(), switchKey)
      .then((p) => live && setPlan(p))
      .catch(() => undefined);
    return () => void (live = false);
  }, [switchKey]);

  useEffect(() => {
    if (!offersCarbon || !carbonId) return;
    if (servedFor.current === carbonId) {
      // Used once, as the offset page uses its own: a later visit in this tab asks the server.
      usePageAnswersStore.getState().setSwitchedCarbon(null);
      return;
    }
    let live = true;
    // Optional: when the footprint cannot be had, the panel stays away and the page is unharmed.
    getCarbonEquivalent(apiClient(), carbonId, shownFootprintTonnes(), true)
      .then((eq) => {
        if (!live) return;
        setTonnes(eq.carbonFootprint);
        setPaidOffset(paidOffsetOf(eq));
      })
      .catch(() => undefined);
    return () => void (live = false);
  }, [offersCarbon, carbonId]);

  const pixel = pixelUrl({
    template: settings.affiliatePixelUrl,
    ownerReference: settings.switchOwnerReference,
    switchId,
    cost: plan?.totalCost,
    switchType: plan?.switchType,
  });

  const offset = () => {
    useCarbonStore.getState().setUuid(carbonId);
    trackAction(t('page.switchComplete.title'), 'Offset my carbon now!');
    navigate(PATHS.carbonOffset);
  };

  // The Switch Id first: the existing-switch carbon form asks for it when the customer comes back.
  const references = [['switchId', switchId], ...Object.entries(switched?.referenceNumbers ?? {})].filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
  );
  const supplier = switched?.supplier ?? settings.supplierName;

  return (
    <>
      {switched ? (
        <>
          <PageHeading>{t('page.switchComplete.title')}</PageHeading>
          <Typography sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t('complete.thankYou', { firstName: switched.firstName, supplier })}
          </Typography>
          {references.length > 0 && (
            <Box component="section" aria-labelledby="references-title">
              <Typography id="references-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                {t('complete.references')}
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', m: 0 }}
              >
                {references.map(([fuel, ref]) => (
                  <Box key={fuel} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 700 }}>
                      {t(`complete.reference.${fuel}` as MessageKey)}
                    </Typography>
                    <Typography
                      component="dd"
                      sx={{ m: 0, overflowWrap: 'anywhere' }}
                      data-testid={`reference-${fuel}`}
                    >
                      {ref}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </>
      ) : (
        <>
          <PageHeading>{t('complete.processingTitle')}</PageHeading>
          <Typography sx={{ fontSize: '1.125rem' }}>{t('complete.processing')}</Typography>
        </>
      )}
      <NextSteps supplier={supplier} />
      {offersCarbon && tonnes !== null && <CarbonPanel tonnes={tonnes} paid={paidOffset} onOffset={offset} />}
      {pixel && !pixelSentBefore && (
        <img
          src={pixel}
          onLoad={() => switchId && markPixelSent(switchId)}
          alt=""
          width={1}
          height={1}
          data-testid="tracking-pixel"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        />
      )}
    </>
  );
}
