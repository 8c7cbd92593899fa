/** Why an e-mailed link no longer works; null while it does. A rule on the stored row alone. */
export type LinkProblem = "unknown" | "used" | "expired";

export type StoredToken = { expiresAt: Date; usedAt: Date | null };

export function linkProblem(token: StoredToken | undefined, now: Date): LinkProblem | null {
  if (!token) return "unknown";
  if (token.usedAt) return "used";
  if (token.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

/** What the seller reads on the link's page (400/1005, field `token`). */
export const LINK_PROBLEM_MESSAGES: Record<LinkProblem, string> = {
  unknown: "This link is not valid. Please ask for a new one.",
  used: "This link has already been used. Please ask for a new one if you still need it.",
  expired: "This link has expired: links work for 30 minutes. Please ask for a new one.",
};
