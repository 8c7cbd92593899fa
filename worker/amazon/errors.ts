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

/**
 * Amazon asked us to wait (Retry-After) longer than one invocation may sleep: the work is handed back
 * to the queue to be retried after `retryAfterMs` instead of holding the Worker for minutes.
 */
export class AmazonThrottledError extends AmazonRequestError {
  constructor(
    status: number,
    readonly retryAfterMs: number,
  ) {
    super(status, undefined, `Amazon asked to wait ${Math.ceil(retryAfterMs / 1000)} s before the next call`);
    this.name = "AmazonThrottledError";
  }
}

/** Our own client credentials are wrong (`invalid_client`): an operator problem, never the seller's. */
export class AmazonClientConfigError extends Error {
  constructor(description: string) {
    super(`Login with Amazon refused Skupilot's client credentials: ${description}`);
    this.name = "AmazonClientConfigError";
  }
}
