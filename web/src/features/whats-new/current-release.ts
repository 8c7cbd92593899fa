/**
 * The release the what's-new notice announces. Its id is what the browser stores as the "last update id"
 * (spec 000 §3, §9) once the seller dismisses the notice; a new release gets a new id and new notes here.
 */
export const CURRENT_RELEASE = {
  id: "2026-11-28",
  title: "What's new in Skupilot",
  notes: [
    "Dashboard and Analytics: the new 'Profiles' filter shows the figures of one profile, or of all of them.",
    "Plans and billing: start your plan, switch it or add a promotion code under Settings › Subscriptions.",
    "The welcome tour: 'Show Me Later' now brings it back in your next session.",
  ],
} as const;
