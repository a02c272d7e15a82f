import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { creditProducts } from '../../db/schema.js';
import type { CreditProductJson } from './schemas.js';

export type CreditProductRow = typeof creditProducts.$inferSelect;

/** The packages of spec §9, written to credit_products at start when missing. */
export const CREDIT_PACKAGES = [
  { name: 'Basic', description: 'Twenty credits for regular practice', priceCents: 2500, currency: 'aud', credits: 20, sortOrder: 1 },
  { name: 'Premium', description: 'Forty credits with priority support', priceCents: 4500, currency: 'aud', credits: 40, sortOrder: 2 },
] as const;

/** Spec §3 "Credit product": price in AUD dollars, as the pricing page shows it. */
export function presentProduct(product: CreditProductRow): CreditProductJson {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.priceCents / 100,
    credits: product.credits,
  };
}

export class CreditProductCatalog {
  constructor(private readonly db: Database) {}

  private seeded: Promise<void> | undefined;

  /**
   * Adds the packages that are missing, by name. Rows already there are left alone: once seeded, the
   * table is the source of truth (a price changed in the database survives restarts). Safe when
   * several servers start at once: the unique name makes the losers' inserts no-ops.
   */
  async seed(): Promise<void> {
    await this.db
      .insert(creditProducts)
      .values(CREDIT_PACKAGES.map((p) => ({ ...p })))
      .onConflictDoNothing({ target: creditProducts.name });
  }

  /**
   * Seeds once per process, on first use rather than while the app is being built (building the app
   * must not need the database). A failed attempt is tried again by the next request.
   */
  private ensureSeeded(): Promise<void> {
    this.seeded ??= this.seed().catch((error: unknown) => {
      this.seeded = undefined;
      throw error;
    });
    return this.seeded;
  }

  /** What is on sale, cheapest first. */
  async listOnSale(): Promise<CreditProductRow[]> {
    await this.ensureSeeded();
    return this.db
      .select()
      .from(creditProducts)
      .where(eq(creditProducts.active, true))
      .orderBy(asc(creditProducts.sortOrder), asc(creditProducts.id));
  }

  /** Any product, on sale or not: a payment made for a package since withdrawn still gets its credits. */
  async find(id: number): Promise<CreditProductRow | undefined> {
    await this.ensureSeeded();
    const [product] = await this.db.select().from(creditProducts).where(eq(creditProducts.id, id)).limit(1);
    return product;
  }
}
