/**
 * The engine's widgets, by the name a uiSchema gives in `ui:widget`, and the aliases RJSF uses for fields
 * whose uiSchema names no widget. The app registers its own widgets next to these (engine/core names no
 * widget: the meta-schema's list of names is taken from the registries).
 */
import type { Widget } from '@rjsf/utils';
import { CheckboxWidget, NumberWidget, RadioWidget, SelectWidget, TextWidget } from './basic.js';
import { CheckboxesWidget, ChoiceCardsWidget, ConsentCheckboxWidget, YesNoWidget } from './choice.js';
import { DayMonthYearWidget } from './DayMonthYearWidget.js';
import { ListSelectWidget } from './ListSelectWidget.js';
import { SortCodeWidget } from './SortCodeWidget.js';
import { SliderWidget } from './SliderWidget.js';
import { TabsWidget } from './TabsWidget.js';
import {
  EmailWidget,
  HiddenWidget,
  NativeDateWidget,
  PasswordWidget,
  TextareaWidget,
} from './text-variants.js';

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
