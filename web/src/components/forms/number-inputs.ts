/** Dollar inputs: step 0.01 (spec 001 §9). */
export const moneyInput = { type: "number", step: "0.01", inputMode: "decimal" } as const;
/** ACOS and ROAS inputs: step 0.1 (spec 001 §9). */
export const tenthInput = { type: "number", step: "0.1", inputMode: "decimal" } as const;
/** A blank number input reads NaN, which the shared schemas report as 'Required'. */
export const asNumber = { valueAsNumber: true } as const;
