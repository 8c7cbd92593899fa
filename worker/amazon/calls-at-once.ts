/**
 * How many calls of one sync go to Amazon side by side (report creations, report polls). Amazon does
 * not publish its limits and answers 429 with Retry-After past them (retrying-fetch honours it); a few
 * at once stay well within what one profile is allowed while the waits overlap.
 */
export const AMAZON_CALLS_AT_ONCE = 4;

/** `work` over every item, at most `atOnce` running at a time; the answers in the items' order. */
export async function mapAtMost<Item, Answer>(
  items: readonly Item[],
  atOnce: number,
  work: (item: Item) => Promise<Answer>,
): Promise<Answer[]> {
  const answers: Answer[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return answers;
}
