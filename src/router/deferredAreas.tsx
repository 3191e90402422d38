/**
 * Parts of a page whose code loads at the householder's first interaction (issue 23 item 4: the first
 * page within 180 KB). The server renders such an area with the rest of the page, so it is on screen
 * at once; when the app adopts the server's page (hydration), an area whose code is not here yet is
 * left as the server's markup (React keeps a suspended Suspense boundary's server HTML), and its code
 * is fetched at the first press, key, touch or focus anywhere in the page. Until the area is the
 * app's, what is pressed or typed in it is held by the page's early-press script and done again once
 * it is (src/router/earlyPresses.ts, `deferredAreasSettled`). The quote form's cards are such an
 * area: RJSF, the engine and the inputs are about a third of the first page's script, and a
 * householder reads the page before touching it.
 *
 * Where the app renders a page itself (in-app navigation, or a tab whose page differs from the
 * server's), nothing is held: the route waits for the area's code with its own (`areasReady`), so the
 * page never shows without it.
 */
import { lazy, memo, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

interface Area {
  preload(): Promise<void>;
}

/** Every area a loaded module declared. */
const areas = new Set<Area>();

/** What starts the held areas' loading: the first interaction, or the app rendering a page itself. */
let release: () => void = () => {};
let released: Promise<void> = Promise.resolve();
let held = false;
/** Areas whose boundary has rendered and whose inside is not yet the app's (nor gone). */
let unsettled = 0;
let settledWaiters: (() => void)[] = [];

/** The events that count as the householder's first interaction (any of them, anywhere). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input'] as const;

/**
 * Holds every area's code until the first interaction (or {@link releaseDeferredAreas}). Called by
 * src/boot.tsx before the router starts, when the app is about to adopt the server's page. A page
 * already touched (focus inside it, a press the early-press script holds) releases at once.
 */
export function holdDeferredAreas(touched: boolean): void {
  if (touched) return;
  held = true;
  released = new Promise((resolve) => {
    release = () => {
      if (!held) return;
      held = false;
      for (const type of INTERACTIONS) document.removeEventListener(type, release, true);
      resolve();
    };
  });
  for (const type of INTERACTIONS) document.addEventListener(type, release, { capture: true, passive: true });
}

/** Stops holding: the held areas' code loads now (boot, when it renders the page itself). */
export function releaseDeferredAreas(): void {
  release();
}

/**
 * Loads every declared area's code: boot's wait before it renders a page itself (the router's, through
 * {@link areasReady}, covers the rest, the server's renders included).
 */
export async function preloadDeferredAreas(): Promise<void> {
  await Promise.all([...areas].map((area) => area.preload()));
}

/**
 * What a route waits for before its page renders: every declared area's code (one today, the quote
 * form's, declared by the page module just loaded), unless the areas are held (the app adopting the
 * server's page: they stay the server's markup until the first interaction).
 */
export function areasReady(): Promise<void> {
  return held ? Promise.resolve() : preloadDeferredAreas();
}

/**
 * Resolves once every area left as the server's markup at the takeover is the app's (at once when
 * none was). Early presses are done again after it: a press in an area the app has not adopted would
 * find no handler.
 */
export function deferredAreasSettled(): Promise<void> {
  if (unsettled === 0) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

/**
 * One area fewer to wait for. The waiters are told in a microtask, once the commit's effects are all
 * done: Strict Mode's test unmount and mount of an effect (development only) settles and awaits an
 * area again within one commit, which must not let the replay start early.
 */
function settleOne(): void {
  unsettled -= 1;
  queueMicrotask(() => {
    if (unsettled > 0) return;
    const waiters = settledWaiters;
    settledWaiters = [];
    waiters.forEach((resolve) => resolve());
  });
}

/** A thenable that calls back at once, so React's `lazy` renders a loaded module in the same render. */
function settledThenable<T>(value: T): PromiseLike<T> {
  return {
    then: <R1, R2>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null) =>
      settledThenable(onFulfilled!(value)) as unknown as PromiseLike<R1 | R2>,
  };
}

/**
 * Declares an area: a component whose module `load` imports, rendered in a Suspense boundary of its
 * own (the boundary React keeps the server's markup by) showing `fallback` where the app renders the
 * page itself before the code is here. Call at module scope.
 *
 * The boundary is memoised: until the area's code is here, a parent's render that reached it with new
 * props would make React give up the server's markup and render the area afresh (an empty form, the
 * householder's typing lost), so the area re-renders only when its own props change.
 */
export function deferredArea<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const area: Area = {
    preload: () =>
      (loading ??= load().then((module) => {
        loaded = module.default;
      })),
  };
  areas.add(area);

  /**
   * Whether the area is awaited by {@link deferredAreasSettled}: from its boundary's first render
   * until its inside is committed, or the boundary goes (the page left before the area was the
   * app's: the presses held for it must not stay held). Counted by the boundary's parent, which React
   * renders at the takeover: a dehydrated boundary's inside it hydrates only in a later pass, even
   * when its code is here, and a held one when the code comes.
   */
  let awaited: { settled: boolean; committed: boolean } | null = null;
  const settle = () => {
    if (!awaited || awaited.settled) return;
    awaited.settled = true;
    settleOne();
  };

  /** The area's component, telling {@link deferredAreasSettled} once it is committed. */
  function Committed({ props }: { props: P }) {
    useEffect(() => {
      if (awaited) awaited.committed = true;
      settle();
    }, []);
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }

  const Lazy = lazy<ComponentType<P>>(() => {
    const wrap = () => ({ default: (props: P) => <Committed props={props} /> });
    if (loaded) return settledThenable(wrap()) as Promise<{ default: ComponentType<P> }>;
    return released.then(area.preload).then(wrap);
  });
  const Area = Lazy as unknown as ComponentType<P>;
  return memo(function DeferredArea(props: P) {
    // Once, however often this renders (Strict Mode renders twice).
    if (!awaited) {
      awaited = { settled: false, committed: false };
      unsettled += 1;
    }
    useEffect(() => {
      // Strict Mode's mount again after its test unmount (development only): awaited again.
      if (awaited && awaited.settled && !awaited.committed) {
        awaited.settled = false;
        unsettled += 1;
      }
      return settle;
    }, []);
    return (
      <Suspense fallback={fallback}>
        <Area {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
