/**
 * What the engine hands to its callers: the loaded journey, the journey state, the UI state of the
 * error-display mode, the resolved view, actions and the controller.
 */
import type {
  ActionEffect,
  CardFile,
  CardOverlay,
  ClearEffect,
  FlowFile,
  JsonObject,
  JsonValue,
  Scenario,
  SetEffect,
  VariantMapFile,
} from './types.js';
import type { PreparedRule } from './rules/types.js';
import type { StateModel } from './state-model.js';

/** The answers and context values, keyed by field name (dotted names address nested values). */
export type JourneyState = Record<string, unknown>;

/** Message catalogue: key -> template with `{name}` placeholders. */
export type MessageCatalogue = Readonly<Record<string, string>>;

/**
 * The error-display mode's memory: a field's error shows once it is touched or after a submit
 * attempt (of the whole flow, or of the card that holds it), then follows the typing.
 */
export interface UiState {
  readonly touched: Readonly<Record<string, true>>;
  readonly submitted: boolean;
  readonly submittedCards: readonly string[];
  /** When the householder last changed each field (a counter, larger is later): rules ask `changedAfter`. */
  readonly changed: Readonly<Record<string, number>>;
}

/** One error of one field: the catalogue key, its params and the formatted text. */
export interface FieldError {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly message: string;
}

/** A field as the user should see it now. */
export interface ResolvedField {
  readonly name: string;
  readonly label: string;
  readonly visible: boolean;
  readonly required: boolean;
  readonly enabled: boolean;
  /** Errors shown now (display mode applied; none when hidden): at most one, the most useful. */
  readonly errors: readonly FieldError[];
  /** Errors regardless of the display mode (none when hidden): what validity is computed from. */
  readonly allErrors: readonly FieldError[];
}

/** A card (section, variant) as the user should see it now. */
export interface ResolvedCard {
  readonly id: string;
  readonly title: string;
  readonly hint?: string;
  /** Shown: its step is included and unlocked and its own `visibleWhen` holds. */
  readonly visible: boolean;
  /** No visible field has an error. */
  readonly valid: boolean;
  readonly fields: Readonly<Record<string, ResolvedField>>;
  /** Field order as declared in the schema. */
  readonly fieldOrder: readonly string[];
  /** Current values of this card's fields (hidden ones included: the renderer skips them). */
  readonly values: Readonly<Record<string, unknown>>;
  /** Values of the visible fields: what this card submits. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** The card's notices whose rule holds, formatted (none while the card is hidden). */
  readonly notices: readonly string[];
  /** The catalogue keys of {@link notices}, in the same order (what scenarios compare). */
  readonly noticeKeys: readonly string[];
  /**
   * Set on a hidden card whose step is the first one waiting for an earlier step that shows an error: the
   * flow's `lockedNotice`, formatted. The card renders it in its place, so later cards never vanish
   * without a word.
   */
  readonly lockedNotice?: string;
  /** The catalogue key of {@link lockedNotice}. */
  readonly lockedNoticeKey?: string;
}

/** A flow step as the user should see it now. */
export interface ResolvedStep {
  readonly id: string;
  /** The card shown by this step (the variant map's choice, for a variant step). */
  readonly cardId: string;
  /** In the current step list, its drop rule and its card's `visibleWhen` hold. */
  readonly included: boolean;
  /** Its unlock rule holds (in sequential mode: and every earlier included step is valid). */
  readonly unlocked: boolean;
  /** included and unlocked: the card is on screen. */
  readonly shown: boolean;
  readonly valid: boolean;
  /** Included but locked in sequential mode: the id of the earlier step that is not valid. */
  readonly waitingFor?: string;
}

/** The whole resolved view of one flow (or of all cards, for a journey resolved without a flow). */
export interface ResolvedView {
  readonly flowId: string | null;
  /** Name of the current step list, or null when the flow has none. */
  readonly stepList: string | null;
  readonly steps: readonly ResolvedStep[];
  readonly cards: Readonly<Record<string, ResolvedCard>>;
  /** Derived values computed by the flow's `derived` rules. */
  readonly derived: Readonly<Record<string, unknown>>;
  /** Values of visible fields of shown cards: what the journey submits. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** Every included step is valid. */
  readonly valid: boolean;
}

/** Read access to the live state, handed to actions. */
export interface StateAccess {
  get(name: string): unknown;
  snapshot(): JourneyState;
}

/** What an action may return: values to set (undefined removes a value). */
export type StatePatch = Record<string, unknown>;

/** A named action the app registers (loadTariffs, lookUpMeters ...). May be async. */
export type JourneyAction = (
  args: JsonObject,
  state: StateAccess,
) => StatePatch | void | Promise<StatePatch | void>;

/** The app's action registry. */
export type ActionRegistry = Readonly<Record<string, JourneyAction>>;

/** Where a value of a loaded file was written: the file and JSON path that staff should change. */
export type Locate = (path: string) => { file: string; path: string };

/** An effect ready to run: a `compute` effect's rules are prepared. */
export type PreparedEffect =
  SetEffect | ClearEffect | ActionEffect | { compute: Record<string, PreparedRule> };

/** A card file after loading: composition resolved, rules prepared, lookups built. */
export interface LoadedCard {
  /** The resolved card (bases merged, parameters replaced, scenarios inlined). */
  readonly file: CardFile;
  /** The card's file exactly as written (an overlay, for a card that extends others). */
  readonly source: CardFile | CardOverlay;
  readonly path: string;
  /** The file and JSON path that wrote the value at a path of the resolved card. */
  readonly locate: Locate;
  readonly visibleWhen: PreparedRule | null;
  readonly fieldRules: Readonly<
    Record<
      string,
      {
        visibleWhen: PreparedRule | null;
        requiredWhen: PreparedRule | null;
        enabledWhen: PreparedRule | null;
      }
    >
  >;
  readonly checks: ReadonlyArray<{
    when: PreparedRule;
    field: string;
    message: string;
    params: Record<string, string | number>;
  }>;
  readonly notices: ReadonlyArray<{
    when: PreparedRule;
    message: string;
    params: Record<string, string | number>;
  }>;
  readonly onShow: readonly PreparedEffect[];
  readonly onChange: Readonly<Record<string, readonly PreparedEffect[]>>;
  readonly fieldOrder: readonly string[];
  readonly requiredAlways: ReadonlySet<string>;
  readonly scenarios: readonly Scenario[];
}

/** A variant map after loading. */
export interface LoadedVariantMap {
  readonly file: VariantMapFile;
  readonly path: string;
  readonly selector: PreparedRule;
  readonly scenarios: readonly Scenario[];
}

/** A flow step after loading. */
export interface LoadedStep {
  readonly id: string;
  readonly index: number;
  /** Card ids this step may show (one, or every card of its variant map). */
  readonly cardIds: readonly string[];
  readonly variantMap: LoadedVariantMap | null;
  readonly includeWhen: PreparedRule | null;
  readonly unlockWhen: PreparedRule | null;
}

/** A flow after loading. */
export interface LoadedFlow {
  readonly file: FlowFile;
  readonly path: string;
  readonly steps: readonly LoadedStep[];
  readonly stepIndex: ReadonlyMap<string, number>;
  readonly derived: ReadonlyArray<{ name: string; rule: PreparedRule }>;
  readonly stepListSelector: PreparedRule | null;
  readonly scenarios: readonly Scenario[];
}

/** A loaded, checked journey: every rule prepared, every reference resolved. */
export interface Journey {
  /** The named conditions (conditions files), prepared, by name. */
  readonly conditions: ReadonlyMap<string, PreparedRule>;
  readonly cards: ReadonlyMap<string, LoadedCard>;
  readonly flows: ReadonlyMap<string, LoadedFlow>;
  readonly variantMaps: ReadonlyMap<string, LoadedVariantMap>;
  /** Template cards (bases only, never shown), by id: their file as written. */
  readonly templates: ReadonlyMap<string, { readonly path: string; readonly source: CardFile | CardOverlay }>;
  readonly model: StateModel;
  readonly messages: MessageCatalogue;
  /** Every action name an effect uses, with where (file: /json/path). */
  readonly actionUses: ReadonlyArray<{ name: string; file: string; path: string }>;
}

/** Options for resolving. */
export interface ResolveOptions {
  /** Flow id; default the only flow, or none when the journey has no flow. */
  flow?: string | null;
  /** "today" as YYYY-MM-DD for date rules; default the real date. */
  today?: string;
}

/** Options for a controller. */
export interface ControllerOptions extends ResolveOptions {
  /** The app's actions; every action the journey uses must be here. */
  actions?: ActionRegistry;
  /** Answers and context values at the start. */
  initialState?: JourneyState;
  initialUi?: Partial<UiState>;
  /** Called when an action throws or rejects (default: rethrow from the returned promise). */
  onActionError?: (name: string, error: unknown) => void;
}

/** A listener for a controller subscription. */
export type Listener = () => void;

/** A React-free form controller over one flow: state + UI state, effects, and fine-grained subscriptions. */
export interface JourneyController {
  /** Set a field or context value; runs its onChange effects and onShow of newly shown cards. The
   * returned promise settles when async actions have finished and their patches are applied. */
  setValue(name: string, value: unknown): Promise<void>;
  /**
   * Run a field's onChange effects again, its value unchanged: for a lookup the effects start that
   * failed or was cut short (Try again, a reload mid-lookup). Settles like `setValue`.
   */
  replay(name: string): Promise<void>;
  /** Merge many values at once (e.g. context from the app); runs onShow but no onChange effects. */
  patch(values: StatePatch): Promise<void>;
  /** Mark a field touched (its error starts showing). */
  touch(name: string): void;
  /** Record a submit attempt: of one card, or of the whole flow when no card id is given. */
  submitAttempt(cardId?: string): void;
  getState(): JourneyState;
  getUi(): UiState;
  getView(): ResolvedView;
  /** The card's resolved slice; the same object until that slice changes. */
  getCard(cardId: string): ResolvedCard | undefined;
  /** Notify when this card's slice changes. Returns an unsubscribe function. */
  subscribe(cardId: string, listener: Listener): () => void;
  /** Notify when the flow-level slice (steps, payload, validity) changes. */
  subscribeFlow(listener: Listener): () => void;
  /**
   * Settles when every async action started so far has finished and its patch is applied; with
   * `cardIds`, only those started by these cards' effects (and what followed them), so one section
   * waits for its own checks, not for a slow check of a card further on.
   */
  whenIdle(cardIds?: readonly string[]): Promise<void>;
  /** Names of the actions called so far, in order (for scenarios and the staff preview). */
  readonly actionLog: readonly string[];
}

export type { JsonValue };
