/**
 * Who made a logged change (issue 33 item 3): the automation's rules, the seller's own edits in
 * Skupilot, or an assistant widget the seller clicked. Changes made together share a batch id.
 * Since issue 34 a person's change also names the member who made it.
 */
export const CHANGE_ACTORS = ["AUTOMATION", "SELLER", "ASSISTANT"] as const;
export type ChangeActor = (typeof CHANGE_ACTORS)[number];

/** The rule column of a change nobody's rule made: a seller's or a widget's edit. */
export const NO_RULE = "MANUAL" as const;

/** The member who made or clicked a change: their user id, and the name the log keeps for them. */
export type ChangeMember = { userId: string; name: string };

/** Who edits, the member behind it, and the batch the edit belongs to (null: a single change). */
export type ChangeAuthor = {
  actor: Exclude<ChangeActor, "AUTOMATION">;
  member: ChangeMember;
  batchId: string | null;
};

/**
 * How the log names who made a change: "Automation", the member, or the assistant with the member who
 * clicked it. `memberName` is the name kept when they made it; null only for a change logged before
 * members were named (docs/teams.md § Who did it).
 */
export function actorNameOf(actor: ChangeActor, memberName: string | null) {
  if (actor === "AUTOMATION") return "Automation";
  const member = memberName ?? "A member";
  return actor === "ASSISTANT" ? `Assistant (by ${member})` : member;
}

/** The member's own edit in Skupilot, one change or a batch of its own. */
export const sellerEdit = (member: ChangeMember): ChangeAuthor => ({
  actor: "SELLER",
  member,
  batchId: null,
});
/** A widget of the assistant, clicked by the member. */
export const assistantEdit = (member: ChangeMember): ChangeAuthor => ({
  actor: "ASSISTANT",
  member,
  batchId: null,
});
