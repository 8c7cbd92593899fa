/** Shape of POST /api/support/ticket: the worker validates with it and the help page's form reuses it. */
import * as v from "valibot";

export const SUPPORT_TEXT_MAX_LENGTH = 100;
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 1500;

const required = (min: number, max: number) =>
  v.pipe(
    v.string("Required"),
    v.trim(),
    v.nonEmpty("Required"),
    v.minLength(min, `Min length - ${min} characters`),
    v.maxLength(max, `Max length - ${max} characters`),
  );

export const supportTicketSchema = v.object({
  fullName: required(2, SUPPORT_TEXT_MAX_LENGTH),
  email: v.pipe(
    v.string("Required"),
    v.trim(),
    v.nonEmpty("Required"),
    v.email("Enter a valid e-mail address"),
    v.maxLength(254, "Max length - 254 characters"),
  ),
  businessName: required(2, SUPPORT_TEXT_MAX_LENGTH),
  reason: required(2, SUPPORT_TEXT_MAX_LENGTH),
  description: required(10, SUPPORT_DESCRIPTION_MAX_LENGTH),
});
export type SupportTicketInput = v.InferInput<typeof supportTicketSchema>;
