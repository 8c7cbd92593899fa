/** Shapes of /api/users: the worker validates with these and the web forms reuse them. */
import * as v from "valibot";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

const name = v.pipe(
  v.string("Required"),
  v.trim(),
  v.nonEmpty("Required"),
  v.maxLength(NAME_MAX_LENGTH, `Max length - ${NAME_MAX_LENGTH} characters`),
);
const email = v.pipe(
  v.string("Required"),
  v.trim(),
  v.nonEmpty("Required"),
  // Before the address check: a megabyte of text is refused by its length, not parsed.
  v.maxLength(EMAIL_MAX_LENGTH, `Max length - ${EMAIL_MAX_LENGTH} characters`),
  v.email("Enter a valid e-mail address"),
  v.toLowerCase(),
);
const newPassword = v.pipe(
  v.string("Required"),
  v.minLength(PASSWORD_MIN_LENGTH, `Min length - ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Max length - ${PASSWORD_MAX_LENGTH} characters`),
);
/** A password to check against the stored hash: no longer than any password we let be set. */
const enteredPassword = v.pipe(
  v.string("Required"),
  v.nonEmpty("Required"),
  v.maxLength(PASSWORD_MAX_LENGTH, `Max length - ${PASSWORD_MAX_LENGTH} characters`),
);

export const signUpSchema = v.object({ name, email, password: newPassword });
export type SignUpInput = v.InferInput<typeof signUpSchema>;

export const signInSchema = v.object({ email, password: enteredPassword });
export type SignInInput = v.InferInput<typeof signInSchema>;

export const updateProfileSchema = v.object({ name });
export type UpdateProfileInput = v.InferInput<typeof updateProfileSchema>;

/**
 * The current password, confirmed before a change or a deletion: spaces alone count as none entered,
 * a malformed body that costs no try of the limited few (middleware/password-try-limit.ts).
 */
const confirmingPassword = v.pipe(
  enteredPassword,
  v.check((value) => value.trim() !== "", "Required"),
);

export const changePasswordSchema = v.object({
  currentPassword: confirmingPassword,
  newPassword,
});
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;

/** DELETE /api/users/sessions: "Sign out of all devices", confirmed with the password. */
export const signOutEverywhereSchema = v.object({ password: confirmingPassword });
export type SignOutEverywhereInput = v.InferInput<typeof signOutEverywhereSchema>;

/** An e-mailed link's token, as the page it opens sends it back. */
const linkToken = v.pipe(
  v.string("Required"),
  v.nonEmpty("Required"),
  v.maxLength(200, "Max length - 200 characters"),
);

/** POST /api/users/password-reset: 'Forgot password?' */
export const passwordResetRequestSchema = v.object({ email });
export type PasswordResetRequestInput = v.InferInput<typeof passwordResetRequestSchema>;

/** POST /api/users/password-reset/confirm: the link's page, with sign-up's password rules. */
export const passwordResetSchema = v.object({ token: linkToken, password: newPassword });
export type PasswordResetInput = v.InferInput<typeof passwordResetSchema>;

/** POST /api/users/email-verification/confirm: the verification link's page. */
export const verifyEmailSchema = v.object({ token: linkToken });
export type VerifyEmailInput = v.InferInput<typeof verifyEmailSchema>;

export type TariffPlan = "START_UP" | "SCALE_UP" | "PROFESSIONAL";

/** An organisation the user belongs to, and their role in it (docs/teams.md). */
export type OrganisationOfUser = { id: string; name: string; slug: string; role: string };

/** GET /api/users */
export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  /** Whether the seller confirmed their e-mail address (the link sent at sign-up). */
  emailVerified: boolean;
  /** The organisation this request acted in (the X-Skupilot-Organisation header's, else the oldest). */
  organisation: OrganisationOfUser;
  /** Every organisation the user belongs to, oldest membership first. */
  organisations: OrganisationOfUser[];
  tariffPlan: TariffPlan | null;
  isAdLimitReached: boolean;
  /** ISO instant: sign-up + TRIAL_DAYS on the product's clock, whether or not a plan was bought since. */
  trialEndsAt: string | null;
  /** The promotion code attached to the seller's Stripe customer, if any. */
  promotionCode: string | null;
};

/** The e-mail address and link token rules, for other resources' forms (an invitation's). */
export { email as emailSchema, linkToken as linkTokenSchema };
