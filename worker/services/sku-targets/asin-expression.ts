/** The ASIN a targeting expression names exactly (ASIN_SAME_AS, or asinSameAs as older payloads spell it). */
export function exactAsinOf(expression: { type: string; value?: string }[] | null | undefined) {
  const predicate = expression?.find((p) => p.type === "ASIN_SAME_AS" || p.type === "asinSameAs");
  return predicate?.value ? predicate.value.toUpperCase() : null;
}
