import type { AssistantTools } from "../assistant";

export type Profile = Awaited<ReturnType<AssistantTools["profiles"]>>[number];

/** What every intent's answer reads: the tools, the marketplace's today and the profiles in question. */
export type AnswerContext = {
  tools: AssistantTools;
  today: string;
  /** The seller's profiles the question is about: all of them unless it names a marketplace. */
  profiles: Profile[];
  /** The profile ids to ask the tools for one by one; [undefined] asks for all the seller's at once. */
  scopes: (number | undefined)[];
};

/** The tool's rows over every scope of the question, concatenated. */
export async function overScopes<T>(
  context: AnswerContext,
  read: (profileId: number | undefined) => Promise<T[]>,
): Promise<T[]> {
  const parts = await Promise.all(context.scopes.map(read));
  return parts.flat();
}

/** "US" — or nothing when the answer covers a single profile. */
export const marketplaceOf = (profiles: Profile[], profileId: number) =>
  profiles.find((profile) => profile.id === profileId)?.countryCode ?? "";
