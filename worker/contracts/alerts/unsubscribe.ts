/** The app's page an alert e-mail's unsubscribe link opens (public: no sign-in needed). */
export const ALERT_UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

/** What POST /api/alerts/unsubscribe answers: which alert's e-mails stopped. */
export type UnsubscribeResult = { alert: string };
