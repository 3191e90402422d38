import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { flushTracking, trackAction } from '../../tracking';
import { ProjectCard } from './ProjectCard';
import { ProjectInfoDialog } from './ProjectInfoDialog';

const PAGE = () => t('page.carbonOffset.title');

/** Leaves for the payment provider's checkout (a full page load: another site in real life). */
function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * The offset choice: a project (cards with More Info and Select), the share to offset (25, 50, 75 or
 * 100%, each at the server's price) and 'Offset your carbon by <percent> <amount>', which starts the
 * payment and leaves for the checkout. Choices are tracked; nothing chosen is lost on an error.
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
  const [projectId, setProjectId] = useState<number | null>(equivalent.projectSelected ?? null);
  const [percentage, setPercentage] = useState(equivalent.projectPercentage ?? 100);
  const [info, setInfo] = useState<CarbonProject | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const projectsRef = useRef<HTMLElement>(null);
  // Back from the checkout can restore this page from the browser's cache, mid-redirect: let the
  // householder press the button again (a new order; an unpaid one is never charged).
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => e.persisted && setBusy(false);
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
    if (projectId === null) {
      setProblem(t('carbon.projectRequired'));
      projectsRef.current?.focus();
      return;
    }
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
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 3 }}>
        {busy
          ? t('carbon.redirecting')
          : t('carbon.submit', { percent: percentage, amount: formatGBP(amount) })}
      </Button>
      <ProjectInfoDialog project={info} onClose={() => setInfo(null)} onSelect={select} />
    </Box>
  );
}
