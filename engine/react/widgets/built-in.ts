/**
 * The engine's widgets, by the name a uiSchema gives in `ui:widget`, and the aliases RJSF uses for fields
 * whose uiSchema names no widget. The app registers its own widgets next to these (engine/core names no
 * widget: the meta-schema's list of names is taken from the registries). The plain inputs and the list
 * select are bundled with the engine; the others (radio and checkbox, choice cards, checkboxes, yes/no,
 * date parts, sort code, slider, tabs) are chunks of their own, fetched when a card first shows one or
 * when the registry preloads.
 */
import type { Widget } from '@rjsf/utils';
import { NumberWidget, SelectWidget, TextWidget } from './basic.js';
import { lazyWidget } from './lazyWidget.js';
import { ListSelectWidget } from './ListSelectWidget.js';
import {
  EmailWidget,
  HiddenWidget,
  NativeDateWidget,
  PasswordWidget,
  TextareaWidget,
} from './text-variants.js';

const toggles = () => import('./toggles.js');
const RadioWidget = lazyWidget(() => toggles().then((m) => m.RadioWidget));
const CheckboxWidget = lazyWidget(() => toggles().then((m) => m.CheckboxWidget));
const choice = () => import('./choice.js');
const CheckboxesWidget = lazyWidget(() => choice().then((m) => m.CheckboxesWidget));
const ChoiceCardsWidget = lazyWidget(() => choice().then((m) => m.ChoiceCardsWidget));
const ConsentCheckboxWidget = lazyWidget(() => choice().then((m) => m.ConsentCheckboxWidget));
const YesNoWidget = lazyWidget(() => choice().then((m) => m.YesNoWidget));
const DayMonthYearWidget = lazyWidget(() =>
  import('./DayMonthYearWidget.js').then((m) => m.DayMonthYearWidget),
);
const SortCodeWidget = lazyWidget(() => import('./SortCodeWidget.js').then((m) => m.SortCodeWidget));
const SliderWidget = lazyWidget(() => import('./SliderWidget.js').then((m) => m.SliderWidget));
const TabsWidget = lazyWidget(() => import('./TabsWidget.js').then((m) => m.TabsWidget));

/** Widgets the engine implements, by the name a uiSchema uses in `ui:widget`. */
export const builtInWidgets: Readonly<Record<string, Widget>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  email: EmailWidget,
  updown: NumberWidget,
  range: SliderWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  hidden: HiddenWidget,
  date: NativeDateWidget,
  sortCode: SortCodeWidget,
  dayMonthYear: DayMonthYearWidget,
  slider: SliderWidget,
  usageTabs: TabsWidget,
  yesNo: YesNoWidget,
  consentCheckbox: ConsentCheckboxWidget,
  choiceCards: ChoiceCardsWidget,
  lookupSelect: ListSelectWidget,
};

/**
 * RJSF picks `TextWidget`, `SelectWidget` ... by these names when a uiSchema names no widget; mapping them
 * to ours keeps every field on the same accessible widgets.
 */
export const rjsfDefaultAliases: Readonly<Record<string, Widget>> = {
  TextWidget,
  TextareaWidget,
  PasswordWidget,
  EmailWidget,
  UpDownWidget: NumberWidget,
  RangeWidget: SliderWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  HiddenWidget,
  DateWidget: NativeDateWidget,
};
