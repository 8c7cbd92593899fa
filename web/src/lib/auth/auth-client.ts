import type { ErrorEnvelope } from "@contracts/api-response";
import { ApiRequestError } from "../../api/api-client";

/**
 * Auth.js's REST endpoints under /api/auth, driven the way its own client does it:
 * a CSRF token first, then a form post that answers JSON thanks to X-Auth-Return-Redirect.
 */
async function csrfToken() {
  const response = await fetch("/api/auth/csrf", { credentials: "same-origin" });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return csrfToken;
}

async function postForm(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken() });
  return fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body,
  });
}

export const WRONG_CREDENTIALS_MESSAGE = "Incorrect e-mail or password.";

export async function signInWithPassword(email: string, password: string) {
  const response = await postForm("/callback/credentials", { email, password, callbackUrl: "/" });
  const payload = (await response.json().catch(() => ({}))) as { url?: string } | ErrorEnvelope;
  if ("status" in payload) throw new ApiRequestError(response.status, payload);
  const error = payload.url
    ? new URL(payload.url, window.location.origin).searchParams.get("error")
    : "unknown";
  if (!response.ok || error) {
    const message =
      error === "CredentialsSignin" ? WRONG_CREDENTIALS_MESSAGE : "Sign-in failed. Please try again.";
    throw new ApiRequestError(response.status === 200 ? 401 : response.status, {
      status: "ERROR",
      data: { code: 1009, message },
    });
  }
}

export async function signOutOfSession() {
  await postForm("/signout", { callbackUrl: "/" });
}
