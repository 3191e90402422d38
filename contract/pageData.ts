/**
 * The page data the server embeds in a page it renders (issue 23 item 1): the data the page was
 * rendered with, for the app to start from instead of asking the API again. A JSON script element,
 * which the browser never runs (so the Content Security Policy needs no exception for it).
 */
import { PAY_METHOD_NAMES, type PayMethodName, type SwitchType } from './api/common.js';
import type { PppReply, ResultsDto, TilReply } from './api/results.js';
import type { CarbonEquivalentReply, CarbonProjectsReply } from './api/carbon.js';
import type { CompleteReply } from './api/switching.js';
import type { TariffInfoReply } from './api/tariffs.js';

/**
 * The query parameter of a tariff details address naming the payment method its prices are for (More
 * Info's choice), so a reload, and the server rendering it, price it as the householder chose.
 */
export const DETAILS_PAY_PARAM = 'pay';

/** The payment method a tariff details address names, or undefined (none, or not a payment method). */
export function detailsPayMethodOf(search: string): PayMethodName | undefined {
  const named = new URLSearchParams(search).get(DETAILS_PAY_PARAM);
  return (PAY_METHOD_NAMES as readonly string[]).includes(named ?? '') ? (named as PayMethodName) : undefined;
}

/** The id of the page data's script element. */
export const PAGE_DATA_ID = 'page-data';

/**
 * One tariff's details for the session's quote, priced for `payMethod`: the tariff information, and
 * the Personal Projections and Tariff Information Labels when the server could make them (the page
 * asks for what is missing, and says so if that fails, as without page data).
 */
export interface TariffDetailsData {
  tariffId: number;
  payMethod: PayMethodName;
  info: TariffInfoReply['tariffInfoDto'];
  ppp?: PppReply['pppDto'];
  til?: TilReply['tilDto'];
}

/**
 * The carbon offset of the switch `uuid`: its carbon equivalent as the offset page's call answers it,
 * and the projects (null when they could not be had: the page shows the partner's website instead).
 */
export interface CarbonOffsetData {
  uuid: string;
  equivalent: CarbonEquivalentReply;
  projects: CarbonProjectsReply['projects'] | null;
}

/**
 * What a page starts from. The results page: the session's quote, its results (every payment method)
 * and its current tariff's projection (the current tariff panel). Tariff details: the quote and the
 * tariff's details. Switch Complete: the switched quote and what completing it answered, and its
 * carbon equivalent (the panel: the offset page, opened from it, asks for its own). Carbon offset:
 * the offset of the switch the session completed last. An information page: nothing (its text is
 * the catalogue's). The error page: its status. The quote form: that it is one. Any page the server
 * had no data for: that it is its frame.
 */
export interface PageData {
  /** The quote; with its switch type on Switch Complete (whether it offers a carbon offset). */
  quote?: { switchId: string; switchType?: SwitchType };
  results?: ResultsDto;
  current?: PppReply['pppDto'];
  details?: TariffDetailsData;
  switched?: CompleteReply['geniusSwitchedDto'];
  /** Switch Complete's carbon panel: the switch's carbon equivalent (its footprint, any offset paid). */
  switchedCarbon?: { uuid: string; equivalent: CarbonEquivalentReply };
  carbon?: CarbonOffsetData;
  /**
   * The error page, rendered for this status (its route value) with the catalogue's text: the server
   * never knows the message a tab stored with it (src/features/error/errorText.ts).
   */
  errorPage?: { status: string };
  /** The quote form as a new quote opens it: no answers yet (a tab holding some renders its own). */
  quoteForm?: true;
  /**
   * The page as it shows without its data (the server had none of the session's for it): its frame
   * painted at once, which the tab renders its own page over.
   */
  frame?: true;
}

/** What a server render gave: the markup of the app's root element and the style elements for the head. */
export interface RenderedPage {
  html: string;
  styleTags: string;
}

/** The server's renderer (src/router/serverRender.tsx, built into dist/.ssr/serverRender.js) for one start's settings. */
export interface ServerRenderer {
  /** Renders the page at `url` (absolute) with `data`; a redirect of the route table gives its target. */
  render(url: string, data: PageData, nonce?: string): Promise<RenderedPage | { redirect: string }>;
}

/**
 * The script element holding `data`. `<` is written as `\u003c`, so no text in the data (a tariff's
 * name, say) can close the element or open another.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
