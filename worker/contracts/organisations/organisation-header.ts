/** The request header naming the organisation an /api call acts in (its id); the web's client sets it. */
export const ORGANISATION_HEADER = "X-Skupilot-Organisation";

/** Where the web app keeps the organisation chosen (absent: no header, the user's oldest membership). */
export const ORGANISATION_STORAGE_KEY = "skupilot.organisation";
