import { Hono } from "hono";
import { findProduct, findProfile, type SandboxState } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";

type Spell = { start: string; end: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The world with `spell` added to one product's out-of-stock spells (overlapping ones give way). */
function withSpell(state: SandboxState, profileId: number, sku: string, spell: Spell): SandboxState {
  return {
    ...state,
    profiles: state.profiles.map((profile) =>
      profile.profileId !== profileId
        ? profile
        : {
            ...profile,
            catalog: profile.catalog.map((product) =>
              product.sku !== sku
                ? product
                : {
                    ...product,
                    stockSpells: [
                      ...product.stockSpells.filter((one) => one.end < spell.start || one.start > spell.end),
                      spell,
                    ].sort((a, b) => a.start.localeCompare(b.start)),
                  },
            ),
          },
    ),
  };
}

/**
 * Sandbox-only (Amazon has no such call): `POST /_sandbox/stock-spells {profileId, sku, start, end}`
 * puts a product out of stock between two local dates of its marketplace (both included), so a test
 * need not wait for the seeded spells. Answers `{profileId, sku, stockSpells}`.
 */
export const stockSpellRoutes = new Hono<SandboxEnv>().post("/stock-spells", async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
  const { profileId, sku, start, end } = body;
  if (
    typeof sku !== "string" ||
    typeof start !== "string" ||
    typeof end !== "string" ||
    !DATE.test(start) ||
    !DATE.test(end) ||
    end < start
  ) {
    return c.json(
      { error: 'Send {"profileId", "sku", "start": "YYYY-MM-DD", "end": "YYYY-MM-DD"}, end ≥ start.' },
      400,
    );
  }
  const profile = findProfile(await c.var.deps.world.read(), String(profileId));
  if (!profile) return c.json({ error: `No profile ${profileId}.` }, 404);
  if (!findProduct(profile, { sku }))
    return c.json({ error: `No product ${sku} in profile ${profileId}.` }, 404);
  const spells = await c.var.deps.world.update((state) => {
    const next = withSpell(state, profile.profileId, sku, { start, end });
    const product = findProduct(findProfile(next, String(profile.profileId)) ?? profile, { sku });
    return { state: next, result: product?.stockSpells ?? [] };
  });
  return c.json({ profileId: profile.profileId, sku, stockSpells: spells });
});
