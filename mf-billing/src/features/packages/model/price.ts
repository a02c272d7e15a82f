/** '$25 AUD' for the whole-dollar prices of spec §9; cents appear only when there are some. */
export function formatAud(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)} AUD`;
}

export function creditsLabel(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
