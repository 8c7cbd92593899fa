/** What can go wrong talking to Amazon, typed so routes map it to 1004 (reconnect) or 1008 (retry later). */

/** Login with Amazon refused the grant (`invalid_grant`): the seller revoked access; reconnect. */
export class AmazonGrantRevokedError extends Error {
  constructor(readonly description: string) {
    super(`Amazon no longer accepts this account's authorisation: ${description}`);
    this.name = "AmazonGrantRevokedError";
  }
}

/** Amazon answered with an error, or not at all, after our retries. */
export class AmazonRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = "AmazonRequestError";
  }
}

/** Our own client credentials are wrong (`invalid_client`): an operator problem, never the seller's. */
export class AmazonClientConfigError extends Error {
  constructor(description: string) {
    super(`Login with Amazon refused Skupilot's client credentials: ${description}`);
    this.name = "AmazonClientConfigError";
  }
}
