// `npm run deploy` refuses a production Worker given a local-only setting (production-settings.mjs): a
// sandbox address, the simulated clock, the /__dev routes' switch or a test's binding would each point
// production at this machine's stand-ins or open what only a local Worker may have.
import { LOCAL_ONLY_SETTINGS } from "./production-settings.mjs";

/**
 * One line for each local-only setting production has, naming it and how to remove it: `secrets` are the
 * names `wrangler secret list --env production` gives, `vars` wrangler.toml's [env.production.vars].
 */
export function localOnlySettingsIn({ secrets, vars }) {
  return LOCAL_ONLY_SETTINGS.flatMap((name) => [
    ...(secrets.includes(name)
      ? [
          `${name} is a local-only setting but is set as a production secret; remove it: npx wrangler secret delete ${name} --env production`,
        ]
      : []),
    ...(Object.hasOwn(vars, name)
      ? [
          `${name} is a local-only setting but is a var of [env.production.vars] in wrangler.toml; remove it there`,
        ]
      : []),
  ]);
}
