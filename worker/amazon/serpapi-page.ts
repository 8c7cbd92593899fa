/**
 * One page of SerpApi's Amazon Search engine (`GET /search.json?engine=amazon&k=…&amazon_domain=…
 * &api_key=…&page=N`), read for an organic rank. Pure. The answer lists the page's cards in
 * `organic_results[]`, each with its `position`, `asin` and, for a paid placement, `sponsored: true`;
 * sponsored cards never count toward the organic rank. SerpApi's errors are `{"error": "…"}`: 401 for
 * a bad key, 429 once the account is out of searches, and a 200 whose error says Amazon returned no
 * results when a page is past the last one.
 */
export type SerpPageReading =
  | { kind: "RESULTS"; organicAsins: string[] }
  | { kind: "NO_RESULTS" }
  | { kind: "ERROR"; cause: "QUOTA" | "PROVIDER_ERROR"; detail: string };

type SerpCard = { position?: unknown; asin?: unknown; sponsored?: unknown };

const NO_RESULTS = /hasn't returned any results/i;

const errorText = (body: unknown) =>
  typeof body === "object" && body !== null && typeof (body as { error?: unknown }).error === "string"
    ? (body as { error: string }).error
    : null;

export function readSerpApiPage(status: number, body: unknown): SerpPageReading {
  const error = errorText(body);
  if (status === 429)
    return { kind: "ERROR", cause: "QUOTA", detail: `429: ${error ?? "too many searches"}` };
  if (status < 200 || status >= 300) {
    return { kind: "ERROR", cause: "PROVIDER_ERROR", detail: `HTTP ${status}${error ? `: ${error}` : ""}` };
  }
  if (error !== null) {
    return NO_RESULTS.test(error)
      ? { kind: "NO_RESULTS" }
      : { kind: "ERROR", cause: "PROVIDER_ERROR", detail: error };
  }
  const cards = (body as { organic_results?: unknown } | null)?.organic_results;
  if (!Array.isArray(cards)) {
    return { kind: "ERROR", cause: "PROVIDER_ERROR", detail: "the answer has no organic_results" };
  }
  const ordered = (cards as SerpCard[])
    .map((card, index) => ({ card, order: typeof card?.position === "number" ? card.position : index + 1 }))
    .sort((a, b) => a.order - b.order);
  return {
    kind: "RESULTS",
    organicAsins: ordered
      .filter(({ card }) => card?.sponsored !== true && typeof card?.asin === "string")
      .map(({ card }) => (card.asin as string).toUpperCase()),
  };
}
