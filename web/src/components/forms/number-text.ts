import { REQUIRED } from "@contracts/sku-targets/targets.schemas";
import * as v from "valibot";

/** A number the API takes (a wire field of a worker *.schemas.ts: budget, bid, percentage). */
export type NumberField = v.GenericSchema<number, number>;

/** The text of a number input as a number: blank or not a number reads 'Required'. */
export const numberText = () =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.transform(Number),
    v.check((value) => Number.isFinite(value), REQUIRED),
  );

/** The text of a number input checked by the API's own field, first message only. */
export const numberInput = (field: NumberField) =>
  v.config(v.pipe(numberText(), field), { abortPipeEarly: true });
