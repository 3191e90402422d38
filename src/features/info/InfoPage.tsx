/**
 * The service's own information pages (terms of use, privacy notice, accessibility statement): the
 * footer's links by default, so they go somewhere real until an operator sets its own URLs. The
 * texts are in the message catalogue, filled in with the white-label settings (contract/pageText.ts).
 */
import { useMatches } from 'react-router-dom';
import { isInfoTopic, type InfoTopic } from '../../../contract/pageText';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import type { RouteHandle } from '../../layout/AppLayout';
import { ROUTES } from '../../routes/routeTable';
import { InfoText } from './InfoText';

/** The topic of the route shown. */
function useTopic(): InfoTopic {
  const name = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.meta.name)
    .find(isInfoTopic);
  return name ?? 'terms';
}

/** An information page: its heading, its paragraphs and a way back to the quote. */
export default function InfoPage() {
  const topic = useTopic();
  return <InfoText topic={topic} heading={<PageHeading>{t(ROUTES[topic].titleKey)}</PageHeading>} />;
}
