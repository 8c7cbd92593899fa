import { INFINITE_SCROLL_THRESHOLD } from "./chat-constants";

type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

/**
 * Whether the list has been scrolled far enough up to load older messages: `threshold` (80 %) of the
 * way from the bottom to the top, or the messages do not fill the box yet.
 */
export function reachedOlderThreshold(box: ScrollBox, threshold = INFINITE_SCROLL_THRESHOLD): boolean {
  const scrollable = box.scrollHeight - box.clientHeight;
  if (scrollable <= 0) return true;
  return scrollable - box.scrollTop >= threshold * scrollable;
}

/** The scrollTop that keeps the same messages in view after older ones were added above them. */
export const keptScrollTop = (distanceFromBottom: number, box: Pick<ScrollBox, "scrollHeight">) =>
  box.scrollHeight - distanceFromBottom;
