/** The seller's channel (durable-objects/user-channel.ts), one per user id: reached through its binding only. */
export const userChannel = (env: Env, userId: string) =>
  env.USER_CHANNEL.get(env.USER_CHANNEL.idFromName(userId));
