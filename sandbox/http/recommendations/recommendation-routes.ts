import { Hono } from "hono";
import { detailsError } from "../catalog/details-error";
import type { ProfileEnv } from "../catalog/profile-env";
import { vendorJson } from "../catalog/vendor-json";
import { parseBidRequest } from "./bid-request";
import { bidRangeFor } from "./bid-values";
import { parseKeywordRequest } from "./keyword-request";
import { keywordTargets } from "./keyword-targets";
import { asinRecommendations, cursorPage, decodeCursor, themeRecommendations } from "./product-targets";

const KEYWORDS_V5 = "application/vnd.spkeywordsrecommendation.v5+json";
const PRODUCTS_REQUEST = "application/vnd.spproductrecommendation.v3+json";
const PRODUCTS_BY_ASIN = "application/vnd.spproductrecommendationresponse.asins.v3+json";
const PRODUCTS_BY_THEME = "application/vnd.spproductrecommendationresponse.themes.v3+json";
const BIDS_V4 = "application/vnd.spthemebasedbidrecommendation.v4+json";

const hasType = (header: string | undefined, type: string) => (header ?? "").toLowerCase().includes(type);
const unsupported = (type: string, answerAs = "application/json") =>
  detailsError(415, `Content-Type must be ${type}.`, "415", answerAs);

/** Sponsored Products recommendations under /sp/targets: keywords (v5), product targets, bids (v4). */
export const recommendationRoutes = new Hono<ProfileEnv>()
  .post("/keywords/recommendations", async (c) => {
    if (!hasType(c.req.header("Content-Type"), KEYWORDS_V5)) return unsupported(KEYWORDS_V5, KEYWORDS_V5);
    const request = parseKeywordRequest(c.var.profile, await c.req.json().catch(() => undefined));
    if (typeof request === "string") return detailsError(400, request, "400", KEYWORDS_V5);
    const state = await c.var.deps.world.read();
    return vendorJson({ keywordTargetList: keywordTargets(state, c.var.profile, request) }, KEYWORDS_V5);
  })
  .post("/products/recommendations", async (c) => {
    if (!hasType(c.req.header("Content-Type"), PRODUCTS_REQUEST)) return unsupported(PRODUCTS_REQUEST);
    const byTheme = hasType(c.req.header("Accept"), PRODUCTS_BY_THEME);
    const body = (await c.req.json().catch(() => undefined)) as
      | { adAsins?: unknown; count?: unknown; cursor?: unknown }
      | undefined;
    const adAsins = body?.adAsins;
    if (
      !Array.isArray(adAsins) ||
      adAsins.length === 0 ||
      adAsins.some((a) => typeof a !== "string" || a.length !== 10)
    ) {
      return detailsError(400, "adAsins must be a non-empty array of 10-character ASINs.");
    }
    const count = body?.count ?? (byTheme ? 5 : 100);
    if (!Number.isInteger(count) || (count as number) < 1)
      return detailsError(400, "count must be an integer ≥ 1.");
    const offset = decodeCursor(typeof body?.cursor === "string" ? body.cursor : undefined);
    if (offset === undefined) return detailsError(400, "cursor is not valid.");
    const limit = Math.min(count as number, byTheme ? 10 : 1000);
    const items = byTheme
      ? themeRecommendations(c.var.profile, adAsins as string[])
      : asinRecommendations(c.var.profile, adAsins as string[]);
    const { page, ...cursors } = cursorPage<unknown>(items, offset, limit);
    return vendorJson({ recommendations: page, ...cursors }, byTheme ? PRODUCTS_BY_THEME : PRODUCTS_BY_ASIN);
  })
  .post("/bid/recommendations", async (c) => {
    if (!hasType(c.req.header("Content-Type"), BIDS_V4)) return unsupported(BIDS_V4, BIDS_V4);
    const request = parseBidRequest(c.var.profile, await c.req.json().catch(() => undefined));
    if (typeof request === "string") return detailsError(400, request, "400", BIDS_V4);
    const state = await c.var.deps.world.read();
    const bidRecommendationsForTargetingExpressions = request.expressions.map((targetingExpression) => {
      const range = bidRangeFor(state, c.var.profile, request.skus, targetingExpression);
      return {
        targetingExpression,
        bidValues: [range.rangeStart, range.suggested, range.rangeEnd].map((suggestedBid) => ({
          suggestedBid,
        })),
      };
    });
    return vendorJson(
      {
        bidRecommendations: [
          { theme: "CONVERSION_OPPORTUNITIES", bidRecommendationsForTargetingExpressions },
        ],
      },
      BIDS_V4,
    );
  });
