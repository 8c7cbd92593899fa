/** The history state the sign-in page reads when the app was signed out because its session ended elsewhere. */
export type SessionEndedState = { sessionEnded: true };
