/**
 * Issue 32 (L9): `npm run deploy` refuses a production Worker given a local-only setting (a sandbox
 * address, the simulated clock, DEV_ROUTES, a test's binding) as a secret or a var, naming it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localOnlySettingsIn } from "../../../scripts/deploy/local-only-check.mjs";
import { ROOT } from "../../../scripts/deploy/production-config.mjs";
import { LOCAL_ONLY_SETTINGS, REQUIRED_SECRETS } from "../../../scripts/deploy/production-settings.mjs";

const requiredSecrets = REQUIRED_SECRETS.map(([name]) => name);

describe("the deploy's check for local-only settings", () => {
  it("passes production's own secrets and vars", () => {
    expect(
      localOnlySettingsIn({ secrets: requiredSecrets, vars: { AUTH_URL: "https://app.example" } }),
    ).toEqual([]);
  });

  it("refuses each local-only setting set as a secret, naming it and how to delete it", () => {
    const problems = localOnlySettingsIn({
      secrets: [...requiredSecrets, "DEV_ROUTES", "STRIPE_API_URL", "MARKETPLACE_CLOCK_URL"],
      vars: {},
    });
    expect(problems).toHaveLength(3);
    for (const name of ["DEV_ROUTES", "STRIPE_API_URL", "MARKETPLACE_CLOCK_URL"]) {
      expect(problems.find((line) => line.startsWith(`${name} `))).toContain(
        `npx wrangler secret delete ${name} --env production`,
      );
    }
  });

  it("refuses one set as a var of [env.production.vars]", () => {
    expect(localOnlySettingsIn({ secrets: [], vars: { LWA_TOKEN_URL: "http://127.0.0.1:8788" } })).toEqual([
      expect.stringMatching(/^LWA_TOKEN_URL .*\[env\.production\.vars\]/),
    ]);
  });

  it("counts every local-only setting .dev.vars.example points at the sandbox or the clock", () => {
    const example = readFileSync(`${ROOT}/.dev.vars.example`, "utf8");
    const sandboxSettings = [...example.matchAll(/^(\w+)=http:\/\/127\.0\.0\.1:8788(\/.*)?$/gm)]
      .map(([, name]) => name as string)
      // The rank provider and the referral tracker have production addresses of their own: optional secrets.
      .filter((name) => !["RANK_PROVIDER_URL", "REFERRAL_TRACKER_URL"].includes(name));
    expect(sandboxSettings.length).toBeGreaterThan(4);
    for (const name of sandboxSettings) expect(LOCAL_ONLY_SETTINGS).toContain(name);
    for (const name of LOCAL_ONLY_SETTINGS) {
      expect(localOnlySettingsIn({ secrets: [name], vars: {} })).toHaveLength(1);
    }
  });

  it("runs in npm run deploy before the required secrets are checked", () => {
    const deploy = readFileSync(`${ROOT}/scripts/deploy/deploy.mjs`, "utf8");
    const check = deploy.indexOf("localOnlySettingsIn({ secrets: [...present], vars: config.vars })");
    expect(check).toBeGreaterThan(0);
    expect(check).toBeLessThan(deploy.indexOf("REQUIRED_SECRETS.filter"));
  });
});
