export { type Intent, recogniseIntent } from "./intent";
export { offlineAnalyst } from "./offline-analyst";
