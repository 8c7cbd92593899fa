/** A target shown and entered to 2 decimals: a ROAS converted from an ACOS (100 / 30 = 3.333…) reads 3.33. */
export const twoDecimalsOf = (value: number) => Math.round(value * 100) / 100;
