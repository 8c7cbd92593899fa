/** What the Worker reads to send mail: the API's key (and base URL locally), who mails come from, where tickets go. */
export type MailEnv = {
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SUPPORT_EMAIL?: string;
  AUTH_URL: string;
};

/** Resend's API; MAIL_API_URL points elsewhere only locally (the sandbox's outbox). */
export const DEFAULT_MAIL_API_URL = "https://api.resend.com";
export const DEFAULT_MAIL_FROM = "Skupilot <no-reply@skupilot.com>";
export const DEFAULT_SUPPORT_EMAIL = "support@skupilot.com";

export type MailSettings = {
  apiUrl: string;
  /** Without a key nothing is sent: each mail is logged as not sent instead. */
  apiKey: string | undefined;
  from: string;
  supportEmail: string;
  /** The app's own origin, from AUTH_URL only: links in mails never follow a request's Host header. */
  appOrigin: string;
};

export function mailSettings(env: MailEnv): MailSettings {
  return {
    apiUrl: (env.MAIL_API_URL || DEFAULT_MAIL_API_URL).replace(/\/+$/, ""),
    apiKey: env.MAIL_API_KEY || undefined,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    appOrigin: new URL(env.AUTH_URL).origin,
  };
}
