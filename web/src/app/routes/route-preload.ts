import { matchPath } from "react-router-dom";
import { paths } from "../../config/paths";

/** The routes whose page a cold load preloads (main-routes.tsx, and the sign-in and sign-up forms), by page. */
export const PRELOADED_ROUTES = {
  dashboard: [paths.home],
  quickLaunch: [paths.quickLaunch],
  migratedCampaigns: [paths.migratedCampaigns],
  advertisedSkus: [paths.advertisedSkus],
  advertisedSku: [paths.advertisedSku(":id")],
  campaign: [paths.campaign(":id"), paths.migratedCampaign(":id")],
  searchTerms: [paths.searchTerms],
  analytics: [paths.analytics],
  settings: [paths.settings],
  privacy: [paths.privacy],
  help: [paths.help],
  signIn: ["/sign-in"],
  signUp: [`${paths.signUp}/*`],
} as const;

export type PreloadedPage = keyof typeof PRELOADED_ROUTES;

/** The page a path opens on, if it is one of PRELOADED_ROUTES. */
export function pageFor(pathname: string): PreloadedPage | undefined {
  const pages = Object.entries(PRELOADED_ROUTES) as [PreloadedPage, readonly string[]][];
  return pages.find(([, patterns]) => patterns.some((pattern) => matchPath(pattern, pathname)))?.[0];
}
