/** Document 001 §9: the chat's timings and thresholds. */

/** The message list's scroll listener runs at most once in this many milliseconds. */
export const SCROLL_THROTTLE_MS = 150;

/** Older messages load once the list is scrolled this far (a fraction) towards its top. */
export const INFINITE_SCROLL_THRESHOLD = 0.8;

/** The list scrolls to the bottom this long after a new message arrives. */
export const SCROLL_TO_BOTTOM_DELAY_MS = 10;

/** Document 001 §2: the panel's title. */
export const CHAT_TITLE = "Chat with an AI assistant";
