import { PACKAGES } from '@ccl/shared';
import type { CreditProduct } from '../../packages/api/types';

/** A package as the pricing page shows it. */
export interface PricingPackage {
  key: string;
  /** null when shown from the built-in list (the products call failed): it cannot be bought then. */
  productId: number | null;
  name: string;
  price: number;
  credits: number;
  description: string | null;
  prioritySupport: boolean;
}

function prioritySupport(name: string): boolean {
  return PACKAGES.some((p) => p.name === name && p.prioritySupport);
}

function fromProduct(product: CreditProduct): PricingPackage {
  return {
    key: `product-${product.id}`,
    productId: product.id,
    name: product.name,
    price: product.price,
    credits: product.credits,
    description: product.description,
    prioritySupport: prioritySupport(product.name),
  };
}

/**
 * The database's packages; while they load or if the call failed, the spec's two packages
 * (domain.ts PACKAGES) so the page still says what credits cost — for display only.
 */
export function pricingPackages(products: CreditProduct[] | undefined): PricingPackage[] {
  if (products) return products.map(fromProduct);
  return PACKAGES.map((p) => ({
    key: `builtin-${p.name}`,
    productId: null,
    name: p.name,
    price: p.priceAud,
    credits: p.credits,
    description: null,
    prioritySupport: p.prioritySupport,
  }));
}
