import type { RouteNeed } from "../contracts/organisations/roles";

/**
 * What each signed-in route needs of the caller's role (docs/teams.md), "METHOD /path" relative to
 * /api as Hono registered it; "/*" at the end takes a whole router. A route named nowhere needs `read`
 * if it is a GET and `write` otherwise, so a new change is refused to an Analyst until it says
 * otherwise. The route walk (tests/workers/route-walk/role-walk.test.ts) calls every route as each role.
 */
const DECLARED: Record<string, RouteNeed> = {
  // The plan is the Owner's to choose and pay (the checkout and portal pages are GETs).
  "GET /subscriptions/*": "billing",
  "PUT /subscriptions/*": "billing",
  "POST /subscriptions/*": "billing",
  // Connecting an Amazon account starts with a GET that opens a consent.
  "GET /amazon/auth/sign-in": "write",
  // Acting on the caller alone (their record, password, sessions, deletion, views, notifications,
  // support requests): every member may.
  "PATCH /users": "read",
  "PUT /users/password": "read",
  "POST /users/email-verification": "read",
  "DELETE /users/account": "read",
  "DELETE /users/sessions": "read",
  "POST /users/saved-views/*": "read",
  "DELETE /users/saved-views/*": "read",
  "POST /notifications/*": "read",
  "POST /support/*": "read",
  // Every member may ask the assistant; its action buttons are writes (/widget-actions/*). Clearing
  // the organisation's chat is a write: it erases what the others asked too.
  "POST /chats/:chatId/messages": "read",
  // The team: every member sees it; the Owner invites, revokes, sets roles, removes and hands over.
  "POST /organisation/*": "members",
  "PUT /organisation/*": "members",
  "DELETE /organisation/*": "members",
  // The invitee is no member of the invitation's organisation yet: the token lets them in, whatever
  // their role in the organisation they act in.
  "POST /invitations/accept": "read",
};

const matches = (entry: string, method: string, path: string) => {
  const [entryMethod, entryPath] = entry.split(" ") as [string, string];
  if (entryMethod !== method) return false;
  return entryPath.endsWith("/*") ? path.startsWith(entryPath.slice(0, -1)) : path === entryPath;
};

/** The need of a route (`method`, its registered `path` relative to /api). */
export function routeNeed(method: string, path: string): RouteNeed {
  const declared = Object.entries(DECLARED).find(([entry]) => matches(entry, method, path));
  if (declared) return declared[1];
  return method === "GET" ? "read" : "write";
}
