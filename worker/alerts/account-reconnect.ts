import { ALERT_LINKS, type RaisedAlert } from "./alert";

/** Amazon refused the account's token: nothing syncs or changes until the seller reconnects it. */
export function accountReconnectAlert(
  account: { tokenId: number; name: string },
  today: string,
): RaisedAlert {
  return {
    kind: "accountReconnect",
    dedupeKey: `accountReconnect:${account.tokenId}:${today}`,
    title: `Reconnect your Amazon account: ${account.name}`,
    text: `Amazon no longer accepts Skupilot's access to "${account.name}": its figures are not synced and the automation makes no changes until you reconnect it in Settings › Amazon Accounts.`,
    link: ALERT_LINKS.accounts,
  };
}
