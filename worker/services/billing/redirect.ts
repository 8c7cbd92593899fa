import { validationError } from "../../contracts/api-error";

/** Checkout and portal send the browser back only to the app itself, never to a foreign site. */
export function ownRedirect(redirect: string, appOrigin: string) {
  const url = new URL(redirect);
  if (url.origin !== appOrigin)
    throw validationError("redirect", `Must be an address of this app (${appOrigin})`);
  return url.toString();
}
