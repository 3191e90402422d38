import type { SwitchType } from '../../../contract/api/common';

/**
 * Affiliate campaign event code (spec section 7): 1105 for a single-fuel switch, 1106 for dual.
 * @internal Exported for its unit test.
 */
export function pixelEventCode(switchType: SwitchType): '1105' | '1106' {
  return switchType === 'gasToGas' || switchType === 'electricityToElectricity' ? '1105' : '1106';
}

/** What the tracking pixel reports. */
export interface PixelFacts {
  /** The URL template from settings (`affiliatePixelUrl`); empty turns the pixel off. */
  template: string;
  /** The switch owner reference from settings. */
  ownerReference: string;
  switchId: string | null | undefined;
  /** The switch's total annual cost, pounds. */
  cost: number | null | undefined;
  switchType: SwitchType | null | undefined;
}

const SWITCH_TYPES: readonly SwitchType[] = [
  'gasToGas',
  'electricityToElectricity',
  'dualDistinctToDualConsolidated',
  'dualConsolidatedToDualConsolidated',
];

/**
 * The URL of the hidden 1x1 affiliate pixel, or null when it must not show (spec section 2: only
 * when the owner reference, the switch id and a cost exist and the switch type is known). The
 * template's `{event}`, `{ref}`, `{switchId}` and `{cost}` placeholders are filled; a template
 * without placeholders gets them as query values.
 */
export function pixelUrl(f: PixelFacts): string | null {
  if (!f.template || !f.ownerReference || !f.switchId) return null;
  if (typeof f.cost !== 'number' || !Number.isFinite(f.cost) || f.cost <= 0) return null;
  if (!f.switchType || !SWITCH_TYPES.includes(f.switchType)) return null;
  const values: Record<string, string> = {
    event: pixelEventCode(f.switchType),
    ref: f.ownerReference,
    switchId: f.switchId,
    cost: f.cost.toFixed(2),
  };
  if (/\{(event|ref|switchId|cost)\}/.test(f.template))
    return f.template.replace(/\{(event|ref|switchId|cost)\}/g, (_, k: string) =>
      encodeURIComponent(values[k]),
    );
  const query = new URLSearchParams(values).toString();
  return `${f.template}${f.template.includes('?') ? '&' : '?'}${query}`;
}

const SENT_KEY = 'affiliatePixelSent';

/**
 * Whether this tab has already reported the switch's conversion: a reload of Switch Complete must
 * not count it twice (the affiliate pays per conversion). Remembered in sessionStorage (a switch id,
 * nothing personal) once the pixel has loaded.
 */
export function pixelAlreadySent(
  switchId: string | null | undefined,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): boolean {
  return !!switchId && storage.getItem(SENT_KEY) === switchId;
}

/** Records that the switch's conversion pixel has loaded in this tab. */
export function markPixelSent(switchId: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(SENT_KEY, switchId);
  } catch {
    // Storage full or blocked: the worst case is a second report on reload.
  }
}
