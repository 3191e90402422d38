import QuoteFormPage from '../quote/QuoteFormPage';

/** The quote form (currentTariff): built from journey data in `features/quote`. */
export default function CurrentTariffPage() {
  return <QuoteFormPage />;
}
