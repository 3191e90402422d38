/**
 * The staff preview (the spec's hidden components demo page, at /staff/preview, linked from nowhere):
 * pick any journey file and scenario, see it rendered live with the app's real widgets (lists from
 * journey/samples/lists.json), the file as written and the card it resolves to, its resolved view, and for
 * each hidden or locked item the JSON-Logic rule and the current values of the variables it reads.
 * `?file=<repository path>&scenario=<index>` selects directly (the keystroke benchmark uses it);
 * `&bare=1` shows the rendered card(s) alone, without the pickers and read-outs (the keystroke benchmark
 * measures the card, not the preview's own read-outs).
 */
import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  journeyWidgetNames,
  type Journey,
  type JourneyController,
  type Scenario,
} from '../../../engine/core/index.js';
import { JourneyCard, JourneyProvider } from '../../../engine/react/index.js';
import { QuoteControllerContext } from '../../widgets/QuoteControllerContext';
import { controllerForScenario } from '../../../engine/core/scenarios.js';
import { cardsOfFile } from '../../../engine/react/scenario-controller.js';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { explainView } from './explain.js';
import { CardFilePanel, TemplatePanel } from './FilePanels.js';
import { previewWidgets, sampleLists } from './previewSetup.js';
import { loadSet, previewFiles, journeySets, type PreviewFile } from './journeySets.js';
import { label } from './labels.js';
import { ExplanationList, ResolvedViewPanel } from './PreviewPanels.js';
import { OutlinedField } from '../../../engine/react/widgets/OutlinedField.js';

const offscreenSkip = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' } as const;

const emptyScenario: Scenario = { name: 'empty', state: {}, expect: {} };

function scenariosOf(journey: Journey, file: PreviewFile): readonly Scenario[] {
  return (
    journey.cards.get(file.id)?.scenarios ??
    journey.flows.get(file.id)?.scenarios ??
    journey.variantMaps.get(file.id)?.scenarios ??
    []
  );
}

/** The staff preview page (default export: the app's router lazy-loads it). */
export default function StaffPreviewPage() {
  const [params, setParams] = useSearchParams();
  const files = useMemo(previewFiles, []);
  const loadErrors = journeySets.map((set) => ({ set, error: loadSet(set).error })).filter((e) => e.error);
  const file = files.find((f) => f.path === params.get('file')) ?? files[0];
  const journey = file ? loadSet(file.set).journey : null;
  const scenarios = journey && file ? scenariosOf(journey, file) : [];
  const scenarioIndex = Number(params.get('scenario') ?? '-1');
  const scenario = scenarios[scenarioIndex] ?? emptyScenario;

  const [built, setBuilt] = useState<{
    key: string;
    controller: JourneyController | null;
    error: string | null;
  } | null>(null);
  const key = `${file?.path}#${scenarioIndex}`;
  useEffect(() => {
    if (!journey || !file || file.kind === 'template') return;
    let cancelled = false;
    // A card with no scenario chosen is shown on its own, outside any flow, so all its fields show.
    const standalone = file.kind === 'card' && scenario === emptyScenario;
    controllerForScenario(journey, file.id, scenario, standalone ? null : undefined).then(
      (controller) => !cancelled && setBuilt({ key, controller, error: null }),
      (error: unknown) => !cancelled && setBuilt({ key, controller: null, error: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [journey, file, scenario, key]);

  const select = (next: { file?: string; scenario?: number }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.file !== undefined) {
          p.set('file', next.file);
          p.delete('scenario');
        }
        if (next.scenario !== undefined) p.set('scenario', String(next.scenario));
        return p;
      },
      { replace: true },
    );

  const current = built?.key === key ? built : null;
  if (params.get('bare') === '1') {
    return journey && file && current?.controller ? (
      <Box>
        <PageHeading>{t('page.staffPreview.title')}</PageHeading>
        <PreviewProvider journey={journey} controller={current.controller}>
          <PreviewCards journey={journey} file={file} controller={current.controller} />
        </PreviewProvider>
      </Box>
    ) : (
      <PageHeading>{t('page.staffPreview.title')}</PageHeading>
    );
  }
  return (
    <Box>
      <PageHeading>{t('page.staffPreview.title')}</PageHeading>
      <Typography sx={{ mb: 2 }}>{label('staffPreview.intro')}</Typography>
      {loadErrors.map(({ set, error }) => (
        <Alert key={set.key} severity="error" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {`${label('staffPreview.loadError')} (${set.label}): ${error}`}
        </Alert>
      ))}
      {!file ? (
        <Typography>{label('staffPreview.noFiles')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <OutlinedField
            select
            id="preview-file"
            label={label('staffPreview.file')}
            value={file.path}
            onChange={(e) => select({ file: e.target.value })}
            sx={{ minWidth: '20rem' }}
          >
            {files.map((f) => (
              <option key={f.path} value={f.path}>{`${f.path} (${f.kind})`}</option>
            ))}
          </OutlinedField>
          <OutlinedField
            select
            id="preview-scenario"
            label={label('staffPreview.scenario')}
            value={String(scenarios[scenarioIndex] ? scenarioIndex : -1)}
            onChange={(e) => select({ scenario: Number(e.target.value) })}
            sx={{ minWidth: '16rem' }}
          >
            <option value="-1">{label('staffPreview.emptyState')}</option>
            {scenarios.map((s, i) => (
              <option key={`${i}-${s.name}`} value={String(i)}>
                {s.name}
              </option>
            ))}
          </OutlinedField>
        </Stack>
      )}
      {current?.error ? <Alert severity="error">{current.error}</Alert> : null}
      {journey && file?.kind === 'template' ? (
        <TemplatePanel journey={journey} root={file.set.root} id={file.id} />
      ) : null}
      {journey && file && current?.controller ? (
        <Preview journey={journey} file={file} controller={current.controller} />
      ) : null}
    </Box>
  );
}

function Preview({
  journey,
  file,
  controller,
}: {
  journey: Journey;
  file: PreviewFile;
  controller: JourneyController;
}) {
  const cardIds = useMemo(() => cardsOfFile(journey, file.id), [journey, file.id]);
  // Only the shown file's widgets are fetched at the first interaction, not every journey's.
  const widgetNames = useMemo(() => journeyWidgetNames(journey, cardIds), [journey, cardIds]);
  return (
    <PreviewProvider journey={journey} controller={controller} widgetNames={widgetNames}>
      <Box component="section" aria-labelledby="preview-rendered" sx={{ mb: 4 }}>
        <Typography id="preview-rendered" component="h2" variant="h4" sx={{ mb: 2 }}>
          {label('staffPreview.rendered')}
        </Typography>
        <PreviewCards journey={journey} file={file} controller={controller} />
      </Box>
      {file.kind === 'card' ? (
        <CardFilePanel journey={journey} root={file.set.root} cardId={file.id} />
      ) : null}
      <ReadOuts journey={journey} controller={controller} cardIds={cardIds} />
    </PreviewProvider>
  );
}

/** The journey with the app's widgets and the sample lists; the controller for widgets that drive it. */
function PreviewProvider({
  journey,
  controller,
  widgetNames,
  children,
}: {
  journey: Journey;
  controller: JourneyController;
  widgetNames?: readonly string[];
  children: ReactNode;
}) {
  return (
    <JourneyProvider
      journey={journey}
      widgets={previewWidgets}
      lists={sampleLists}
      preloadWidgets={widgetNames}
    >
      <QuoteControllerContext.Provider value={controller}>{children}</QuoteControllerContext.Provider>
    </JourneyProvider>
  );
}

/** The file's cards, live (a flow shows the cards the core shows; a card file shows its card even hidden). */
function PreviewCards({
  journey,
  file,
  controller,
}: {
  journey: Journey;
  file: PreviewFile;
  controller: JourneyController;
}) {
  const view = useSyncExternalStore(controller.subscribeFlow, controller.getView, controller.getView);
  const cardIds = useMemo(() => cardsOfFile(journey, file.id), [journey, file.id]);
  const isCardFile = file.kind === 'card';
  const shownCards = cardIds.filter((id) => isCardFile || view.cards[id]?.visible);
  return (
    <>
      {shownCards.length === 0 ? <Typography>{label('staffPreview.nothingShown')}</Typography> : null}
      {shownCards.map((id) => (
        <Box key={id}>
          {!view.cards[id]?.visible ? (
            <Alert severity="info">{label('staffPreview.hiddenCard')}</Alert>
          ) : null}
          <JourneyCard controller={controller} cardId={id} headingLevel={3} renderHidden={isCardFile} />
        </Box>
      ))}
    </>
  );
}

const noSubscription = () => () => undefined;

/** Whether the element is on screen (or near it); true where IntersectionObserver is missing. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setOnScreen(entries.some((e) => e.isIntersecting)),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * Why items are hidden or locked, and the resolved view. They follow the journey only while on screen
 * (off screen they keep what they showed and catch up when scrolled to), and in a lower-priority render,
 * so typing into a card costs no read-out work.
 */
function ReadOuts({
  journey,
  controller,
  cardIds,
}: {
  journey: Journey;
  controller: JourneyController;
  cardIds: string[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref);
  const view = useSyncExternalStore(
    onScreen ? controller.subscribeFlow : noSubscription,
    controller.getView,
    controller.getView,
  );
  const shownView = useDeferredValue(view);
  // Recomputed when the (deferred) view changes: explainView reads the controller's current state.
  const explanations = useMemo(
    () => explainView(journey, controller, cardIds),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [journey, controller, cardIds, shownView],
  );
  return (
    <div ref={ref}>
      {/* The read-outs are long text: off screen, the browser skips their layout too. */}
      <Box component="section" aria-labelledby="preview-why" sx={{ mb: 4, ...offscreenSkip }}>
        <Typography id="preview-why" component="h2" variant="h4" sx={{ mb: 2 }}>
          {label('staffPreview.why')}
        </Typography>
        <ExplanationList items={explanations} />
      </Box>
      <Box component="section" aria-labelledby="preview-view" sx={offscreenSkip}>
        <Typography id="preview-view" component="h2" variant="h4" sx={{ mb: 2 }}>
          {label('staffPreview.resolvedView')}
        </Typography>
        <ResolvedViewPanel view={shownView} />
      </Box>
    </div>
  );
}
