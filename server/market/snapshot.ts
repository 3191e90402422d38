import type { Db } from '../db/db.js';
import { RATE_COLUMNS, TARIFF_COLUMNS, toRate, toTariff, type RateRow, type TariffRow } from './rows.js';
import type { QuotableTariffFor, QuoteScope } from './tariffs.js';
import type { Fuel, PayMethod, Tariff, TariffRate } from './types.js';
import { marketVersion } from './write.js';

/**
 * Every tariff and rate in memory, indexed by region, payment method, fuel and meter, so a quote
 * prices hundreds of tariffs without a database round trip (the results route's p99 target).
 * Same answers as `tariffsForQuote` / `standardTariff`, synchronously.
 */
export class MarketSnapshot {
  private readonly index = new Map<string, { tariff: Tariff; rate: TariffRate }[]>();
  readonly tariffs = new Map<number, Tariff>();
  /** Standard tariff ids per supplier, lowest first. */
  private readonly standardIds = new Map<number, number[]>();

  constructor(
    readonly version: number,
    tariffs: Tariff[],
    rates: (TariffRate & { tariffId: number })[],
  ) {
    for (const t of tariffs) {
      this.tariffs.set(t.id, t);
      if (t.isDefaultOrStandard)
        this.standardIds.set(
          t.supplierId,
          [...(this.standardIds.get(t.supplierId) ?? []), t.id].sort((a, b) => a - b),
        );
    }
    for (const { tariffId, ...rate } of rates) {
      const tariff = this.tariffs.get(tariffId);
      if (!tariff) continue;
      const key = MarketSnapshot.key(rate.region, rate.payMethod, rate.fuel, rate.meter);
      let list = this.index.get(key);
      if (!list) this.index.set(key, (list = []));
      list.push({ tariff, rate });
    }
  }

  private static key(region: number, payMethod: PayMethod, fuel: Fuel, meter: string): string {
    return `${region}|${payMethod}|${fuel}|${fuel === 'gas' ? 'standard' : meter}`;
  }

  /** Reads every tariff and rate of the database. */
  static async load(db: Pick<Db, 'query'>): Promise<MarketSnapshot> {
    const version = await marketVersion(db);
    const tariffs = await db.query<TariffRow>(
      `SELECT ${TARIFF_COLUMNS} FROM tariffs t JOIN suppliers s ON s.id = t.supplier_id`,
    );
    const rates = await db.query<RateRow>(`SELECT ${RATE_COLUMNS} FROM tariff_rates r`);
    return new MarketSnapshot(
      version,
      tariffs.map(toTariff),
      rates.map((r) => ({ ...toRate(r), tariffId: r.tariff_id })),
    );
  }

  /** As `tariffsForQuote`: one entry per tariff and payment method with a rate for every fuel. */
  tariffsForQuote(scope: QuoteScope, onlyTariffIds?: number[]): QuotableTariffFor[] {
    const only = onlyTariffIds ? new Set(onlyTariffIds) : null;
    const out: QuotableTariffFor[] = [];
    for (const payMethod of Array.isArray(scope.payMethod) ? scope.payMethod : [scope.payMethod]) {
      const byTariff = new Map<number, QuotableTariffFor>();
      for (const fuel of scope.fuels) {
        for (const { tariff, rate } of this.index.get(
          MarketSnapshot.key(scope.region, payMethod, fuel, scope.meter ?? 'standard'),
        ) ?? []) {
          if (only && !only.has(tariff.id)) continue;
          let q = byTariff.get(tariff.id);
          if (!q) byTariff.set(tariff.id, (q = quotable(tariff, payMethod)));
          q.rates[fuel] = rate;
        }
      }
      for (const q of byTariff.values()) if (scope.fuels.every((f) => q.rates[f])) out.push(q);
    }
    return out;
  }

  /** As `standardTariff`: the supplier's standard tariff (lowest id) for the scope, or null. */
  standardTariff(supplierId: number, scope: QuoteScope): QuotableTariffFor | null {
    const ids = this.standardIds.get(supplierId);
    if (!ids) return null;
    const payMethod = Array.isArray(scope.payMethod) ? scope.payMethod[0] : scope.payMethod;
    const found = this.tariffsForQuote({ ...scope, payMethod }, ids).sort((a, b) => a.id - b.id);
    return found[0] ?? null;
  }
}

/** A quotable copy of a tariff; fields listed because an object spread is several times slower in this hot path. */
function quotable(t: Tariff, payMethod: PayMethod): QuotableTariffFor {
  return {
    id: t.id,
    supplierId: t.supplierId,
    supplierName: t.supplierName,
    name: t.name,
    isFixed: t.isFixed,
    endDate: t.endDate,
    isGreen: t.isGreen,
    isDefaultOrStandard: t.isDefaultOrStandard,
    switchable: t.switchable,
    switchOption: t.switchOption,
    hasPaperBilling: t.hasPaperBilling,
    hasOnlineManagement: t.hasOnlineManagement,
    hasWarmHomeDiscount: t.hasWarmHomeDiscount,
    features: t.features,
    payMethod,
    rates: {},
  };
}

/**
 * Keeps one {@link MarketSnapshot} per process, reloading it when the market version changes (a seed
 * or `data:import`, possibly from another process). The version is checked at most every
 * `checkEveryMs`, so an import shows in quotes within that time; `invalidate()` forces a reload.
 */
export class MarketCache {
  private snapshot: MarketSnapshot | null = null;
  private loading: Promise<MarketSnapshot> | null = null;
  private checkedAt = 0;

  constructor(
    private readonly db: Pick<Db, 'query'>,
    private readonly checkEveryMs = 1000,
  ) {}

  /** The current snapshot, reloaded if the data changed. */
  async get(): Promise<MarketSnapshot> {
    const now = Date.now();
    if (this.snapshot && now - this.checkedAt < this.checkEveryMs) return this.snapshot;
    if (this.loading) return this.loading;
    this.loading = (async () => {
      try {
        const version = await marketVersion(this.db);
        if (!this.snapshot || this.snapshot.version !== version)
          this.snapshot = await MarketSnapshot.load(this.db);
        this.checkedAt = Date.now();
        return this.snapshot;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** Forgets the snapshot: the next `get()` reloads. */
  invalidate(): void {
    this.snapshot = null;
  }
}
