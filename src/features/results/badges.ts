import type { ResultRow } from '../../api/endpoints/results';

/** A tariff badge of spec section 2 (results and tariff details); texts are `badge.<id>` messages. */
export type BadgeId =
  | 'green'
  | 'exitFee'
  | 'fixed'
  | 'paperBilling'
  | 'paperlessBilling'
  | 'warmHomeDiscount'
  | 'noWarmHomeDiscount'
  | 'reviewOnly';

/** The badges of a result row, from its flags, in the spec's order (Review Only last). */
export function rowBadges(row: ResultRow): BadgeId[] {
  const badges: BadgeId[] = [];
  if (row.isGreen) badges.push('green');
  if (row.hasCancellationFee) badges.push('exitFee');
  if (row.isFixed) badges.push('fixed');
  badges.push(row.hasPaperBilling ? 'paperBilling' : 'paperlessBilling');
  badges.push(row.hasWarmHomeDiscount ? 'warmHomeDiscount' : 'noWarmHomeDiscount');
  if (row.switchOption === 'None') badges.push('reviewOnly');
  return badges;
}

/** The API's badge names (tariff information) and the badge each stands for. */
const BY_NAME: Record<string, BadgeId> = {
  Green: 'green',
  'Exit Fee': 'exitFee',
  Fixed: 'fixed',
  'Paper Billing': 'paperBilling',
  'Paperless Billing': 'paperlessBilling',
  'Warm Home Discount': 'warmHomeDiscount',
  'No Warm Home Discount': 'noWarmHomeDiscount',
  'Review Only': 'reviewOnly',
};

/** The badges the tariff information call names; names this app does not know are left out. */
export function namedBadges(names: readonly string[]): BadgeId[] {
  return names.flatMap((n) => (BY_NAME[n] ? [BY_NAME[n]] : []));
}
