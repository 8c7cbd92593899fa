import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_VIEWS_PER_LIST } from "../../../worker/contracts/saved-views/saved-views.schemas";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { SAMPLE_VIEW } from "../support/saved-views";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

const views = (cookie: string, list = "quick-launch") => call(`/api/users/saved-views/${list}`, { cookie });
const save = (cookie: string, body: unknown, list = "quick-launch") =>
  call(`/api/users/saved-views/${list}`, { method: "POST", cookie, body });
const remove = (cookie: string, id: number | string, list = "quick-launch") =>
  call(`/api/users/saved-views/${list}/${id}`, { method: "DELETE", cookie });
const count = async (userId: string) =>
  (
    await env.DB.prepare("select count(*) as n from saved_views where user_id = ?")
      .bind(userId)
      .first<{ n: number }>()
  )?.n;

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
});

describe("saved views", () => {
  it("saves a view, lists it by name for its own list only, and replaces it when saved under the same name", async () => {
    const saved = await save(ann.cookie, { name: "  Worst ACOS ", view: SAMPLE_VIEW });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ id: expect.any(Number), name: "Worst ACOS", view: SAMPLE_VIEW });
    await save(ann.cookie, { name: "alpha", view: { ...SAMPLE_VIEW, sort: null } });

    const listed = await views(ann.cookie);
    expect(listed.json.data.map((view: { name: string }) => view.name)).toEqual(["alpha", "Worst ACOS"]);
    expect((await views(ann.cookie, "migrated")).json.data).toEqual([]);

    const replaced = await save(ann.cookie, {
      name: "Worst ACOS",
      view: { ...SAMPLE_VIEW, density: "comfortable" },
    });
    expect(replaced.json.data.id).toBe(saved.json.data.id);
    expect((await views(ann.cookie)).json.data[1].view.density).toBe("comfortable");
  });

  it.each([
    [{ name: "", view: SAMPLE_VIEW }, "name", "Enter a name"],
    [{ name: "x".repeat(61), view: SAMPLE_VIEW }, "name", "Max length - 60 characters"],
    [
      { name: "Sorted", view: { ...SAMPLE_VIEW, sort: { id: "price", desc: true } } },
      "view.sort.id",
      "Must be one of",
    ],
    [
      { name: "Dense", view: { ...SAMPLE_VIEW, density: "tiny" } },
      "view.density",
      "Must be comfortable or compact",
    ],
    [
      { name: "Many", view: { ...SAMPLE_VIEW, hidden: Array(31).fill("ctr") } },
      "view.hidden",
      "At most 30 columns",
    ],
  ])("refuses %j: 400/1005 naming %s, nothing saved", async (body, field, message) => {
    const before = await count(bob.id);
    const { status, json } = await save(bob.cookie, body);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field });
    expect(json.data.message).toContain(message);
    expect(await count(bob.id)).toBe(before);
  });

  it("answers 400/1005 naming the list for a list without views", async () => {
    const { status, json } = await views(ann.cookie, "keywords");
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field: "list" });
  });

  it(`keeps at most ${MAX_VIEWS_PER_LIST} views a list; the limit is 400/1005 naming the name, and a saved name still replaces`, async () => {
    const carol = await signedInUser("carol");
    for (let n = 1; n <= MAX_VIEWS_PER_LIST; n += 1) {
      expect((await save(carol.cookie, { name: `View ${n}`, view: SAMPLE_VIEW })).status).toBe(200);
    }
    const over = await save(carol.cookie, { name: "One more", view: SAMPLE_VIEW });
    expect(over.status).toBe(400);
    expect(over.json.data).toMatchObject({ code: 1005, field: "name" });
    expect(over.json.data.message).toContain(`at most ${MAX_VIEWS_PER_LIST} saved views`);
    expect(await count(carol.id)).toBe(MAX_VIEWS_PER_LIST);
    expect((await save(carol.cookie, { name: "View 3", view: SAMPLE_VIEW })).status).toBe(200);
    // Another list has its own limit.
    expect((await save(carol.cookie, { name: "One more", view: SAMPLE_VIEW }, "migrated")).status).toBe(200);
  });

  it("deletes one of the seller's views; another seller's id is 1006 and stays", async () => {
    const saved = await save(ann.cookie, { name: "To delete", view: SAMPLE_VIEW });
    const id = saved.json.data.id as number;

    const theirs = await remove(bob.cookie, id);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ status: "ERROR", data: { code: 1006, message: expect.any(String) } });
    expect(
      (await views(bob.cookie)).json.data.some((view: { name: string }) => view.name === "To delete"),
    ).toBe(false);
    // The right id under another list is not it either.
    expect((await remove(ann.cookie, id, "migrated")).json.data.code).toBe(1006);

    expect((await remove(ann.cookie, id)).json.data).toEqual({ id });
    expect((await views(ann.cookie)).json.data.some((view: { id: number }) => view.id === id)).toBe(false);
    expect((await remove(ann.cookie, id)).json.data.code).toBe(1006);
    expect((await remove(ann.cookie, "abc")).json.data).toMatchObject({ code: 1005, field: "viewId" });
  });

  it("needs a session", async () => {
    const { status, json } = await call("/api/users/saved-views/quick-launch");
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
