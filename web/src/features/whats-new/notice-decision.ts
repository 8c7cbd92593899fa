/**
 * Whether the what's-new notice shows, from the last update id this browser stored and the current
 * release's id. A browser that stored none has not used an earlier release here: everything is new to
 * it, so the current id is stored without a notice; a stored id of an earlier release shows it once.
 */
export type NoticeDecision = "show" | "remember" | "none";

export function whatsNewDecision(lastUpdateId: string | null, currentId: string): NoticeDecision {
  if (lastUpdateId === null) return "remember";
  return lastUpdateId === currentId ? "none" : "show";
}
