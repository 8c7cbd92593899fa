/** DELETE /api/users/connected-amazon-accounts/{tokenId} (spec 000 §3, Disconnect response). */
export type DisconnectResult = { namesWithError: string[]; token: { name: string; email: string } };
