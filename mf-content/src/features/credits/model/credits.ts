/** '1 credit', '2 credits'. */
export function credits(n: number): string {
  return `${n} ${n === 1 ? 'credit' : 'credits'}`;
}
