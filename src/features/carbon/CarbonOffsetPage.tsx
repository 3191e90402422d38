import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading';
import { formatGBP } from '../../format';
import { t } from '../../i18n/t';
import { getSettings } from '../../settings';
import { LoadFailed } from '../../components/LoadFailed';
import { formatTonnes } from '../../format/carbon';
import { OffsetForm } from './OffsetForm';
import { useCarbonOffset } from './useCarbonOffset';

/**
 * Carbon offset (spec section 2): the greeting by name, the footprint and full offset cost, then
 * either the completed state with the payment reference, the projects and shares to choose from, or
 * the fetch-issue message pointing at the offsetting partner's website when there are no projects.
 */
export default function CarbonOffsetPage() {
  const state = useCarbonOffset();
  return (
    <>
      <PageHeading>{t('page.carbonOffset.title')}</PageHeading>
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={state.reload} />}
      {state.status === 'ready' && <CarbonOffsetBody {...state} />}
    </>
  );
}

function CarbonOffsetBody({
  uuid,
  equivalent,
  projects,
  reload,
}: Extract<ReturnType<typeof useCarbonOffset>, { status: 'ready' }>) {
  const settings = getSettings();
  const done = equivalent.paymentReference;
  const project = projects?.find((p) => p.id === equivalent.projectSelected);
  return (
    <>
      <Typography sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 1 }} data-testid="carbon-greeting">
        {/* The names come only to the session that completed the switch (not to one that found it
            by its Switch Id on the existing-switch form). */}
        {equivalent.firstName
          ? t('carbon.greeting', { firstName: equivalent.firstName })
          : t('carbon.greetingUnnamed')}
      </Typography>
      <Typography>{t('carbon.footprint', { tonnes: formatTonnes(equivalent.carbonFootprint) })}</Typography>
      <Typography sx={{ mb: 3 }}>
        {t('carbon.fullCost', { amount: formatGBP(equivalent.fullCarbonCost) })}
      </Typography>
      {done ? (
        <Alert severity="success" data-testid="carbon-complete">
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 0.5 }}>
            {t('carbon.complete')}
          </Typography>
          {project && equivalent.projectPercentage !== null && (
            <Typography>
              {t('carbon.completeDetail', { percent: equivalent.projectPercentage, project: project.name })}
            </Typography>
          )}
          <Typography>{t('carbon.completeReference', { reference: done })}</Typography>
        </Alert>
      ) : !projects || projects.length === 0 ? (
        <Alert severity="warning" role="alert">
          <Typography sx={{ mb: 1 }}>{t('carbon.fetchIssue')}</Typography>
          <Link href={settings.carbonOffsetPartnerUrl} rel="noopener">
            {t('carbon.fetchIssueLink')}
          </Link>
        </Alert>
      ) : (
        uuid && <OffsetForm uuid={uuid} equivalent={equivalent} projects={projects} onAlreadyPaid={reload} />
      )}
    </>
  );
}
