import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { isAxiosError } from 'axios';
import { apiClient, isHandledByErrorPage, serverMessage } from '../../api/client';
import {
  startCarbonPayment,
  type CarbonEquivalentReply,
  type CarbonProject,
} from '../../api/endpoints/carbon';
import type { CarbonPaymentRequest } from '../../../contract/api/carbon';
import { formatGBP } from '../../format';
import { t } from '../../i18n/t';
import { keptCarbonChoice, useCarbonStore } from '../../stores/carbon';
import { flushTracking, trackAction } from '../../tracking';
import { ProjectCard } from './ProjectCard';
import { ProjectInfoDialog } from './ProjectInfoDialog';
import { BusyButton } from '../../components/BusyButton';

const PAGE = () => t('page.carbonOffset.title');

/** Leaves for the payment provider's checkout (a full page load: another site in real life). */
function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * The offset choice: a project (cards with More Info and Select), the share to offset (25, 50, 75 or
 * 100%, each at the server's price) and 'Offset your carbon by <percent> <amount>', which starts the
 * payment and leaves for the checkout. Choices are tracked and kept for the tab (a reload brings them
 * back); nothing chosen is lost on an error. While the payment call is pending the button says so
 * (busy, not disabled, so a keyboard user keeps their place) and further presses start nothing.
 */
export function OffsetForm({
  uuid,
  equivalent,
  projects,
  onAlreadyPaid,
}: {
  uuid: string;
  equivalent: CarbonEquivalentReply;
  projects: CarbonProject[];
  onAlreadyPaid(): void;
}) {
  const prices = equivalent.offsetPrices ?? [{ percentage: 100, amount: equivalent.fullCarbonCost }];
  // What the server says was paid for wins; else what was chosen before a reload in this tab.
  const [kept] = useState(() => keptCarbonChoice(uuid));
  const [projectId, setProjectId] = useState<number | null>(
    equivalent.projectSelected ?? kept?.projectId ?? null,
  );
  const [percentage, setPercentage] = useState(equivalent.projectPercentage ?? kept?.percentage ?? 100);
  const [info, setInfo] = useState<CarbonProject | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second press before the re-render (a double click, Enter twice) must not start a second order.
  const inFlight = useRef(false);
  const projectsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    useCarbonStore.getState().setChoice({ uuid, projectId, percentage });
  }, [uuid, projectId, percentage]);
  // Back from the checkout can restore this page from the browser's cache, mid-redirect: let the
  // householder press the button again (a new order; an unpaid one is never charged).
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const amount = prices.find((p) => p.percentage === percentage)?.amount ?? equivalent.fullCarbonCost;

  const select = (p: CarbonProject) => {
    setProjectId(p.id);
    setProblem(null);
    trackAction(PAGE(), 'Select project', [{ name: 'Project Id', value: String(p.id) }]);
  };

  const submit = async () => {
    if (inFlight.current) return;
    if (projectId === null) {
      setProblem(t('carbon.projectRequired'));
      projectsRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    trackAction(PAGE(), 'Offset carbon', [
      { name: 'Project Id', value: String(projectId) },
      { name: 'Percentage', value: String(percentage) },
    ]);
    try {
      const reply = await startCarbonPayment(apiClient(), {
        uuid,
        projectId,
        percentage: percentage as CarbonPaymentRequest['percentage'],
      });
      flushTracking();
      goToCheckout(reply.checkOutUrl);
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      if (isHandledByErrorPage(error)) return;
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (status === 409) return onAlreadyPaid();
      setProblem(
        (isAxiosError(error) && serverMessage(error.response?.data)) || t('carbon.paymentStartFailed'),
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Box
        component="section"
        aria-labelledby="projects-title"
        ref={projectsRef}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        <Typography id="projects-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
          {t('carbon.projectsTitle')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {projects.map((p) => (
            <ProjectCard
              key={p.id}
              project={p}
              selected={p.id === projectId}
              onSelect={() => select(p)}
              onMoreInfo={() => {
                setInfo(p);
                trackAction(PAGE(), 'More Info', [{ name: 'Project Id', value: String(p.id) }]);
              }}
            />
          ))}
        </Box>
      </Box>
      <FormControl component="fieldset" sx={{ mt: 4, display: 'block' }}>
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
          {t('carbon.percentTitle')}
        </FormLabel>
        <RadioGroup
          name="percentage"
          value={String(percentage)}
          onChange={(e) => {
            setPercentage(Number(e.target.value));
            trackAction(PAGE(), 'Choose percentage', [{ name: 'Percentage', value: e.target.value }]);
          }}
          sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 2 } }}
        >
          {prices.map((p) => (
            <FormControlLabel
              key={p.percentage}
              value={String(p.percentage)}
              control={<Radio />}
              label={t('carbon.percentOption', { percent: p.percentage, amount: formatGBP(p.amount) })}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <BusyButton
        type="submit"
        variant="contained"
        size="large"
        busy={busy}
        busyLabel={t('carbon.redirecting')}
        sx={{ mt: 3 }}
      >
        {t('carbon.submit', { percent: percentage, amount: formatGBP(amount) })}
      </BusyButton>
      <ProjectInfoDialog project={info} onClose={() => setInfo(null)} onSelect={select} />
    </Box>
  );
}
