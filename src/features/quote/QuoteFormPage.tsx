/**
 * The quote form (currentTariff): its heading, the line saying what the service does, the notice of
 * a quote started again, the "How we are paid" statements and the form itself (QuoteFormArea.tsx).
 * The form is a deferred area (src/router/deferredAreas.tsx): on a page the server rendered, its
 * code loads at the householder's first interaction, so the first page's script is the page's
 * frame only; the server's markup of the cards shows meanwhile, and what is typed or pressed in it
 * is kept and done again once the form is the app's.
 */
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { QuotePageGrid } from '../../layout/QuotePageGrid';
import { BootFallback } from '../../router/bootFallback';
import { deferredArea } from '../../router/deferredAreas';
import { ValueStatement } from './ValueStatement';
import { StartingAgainNotice } from './StartingAgainNotice';

// The fallback is seen only where the app renders the page itself before the form's code is here (the
// route waits for it, so hardly ever): the app's loader, after its delay.
const QuoteFormArea = deferredArea(() => import('./QuoteFormArea'), <BootFallback />);

/** The quote form page. */
export default function QuoteFormPage() {
  return (
    <>
      <PageHeading>{t('page.currentTariff.title')}</PageHeading>
      <ValueStatement />
      <StartingAgainNotice />
      <QuotePageGrid form={<QuoteFormArea />} />
    </>
  );
}
