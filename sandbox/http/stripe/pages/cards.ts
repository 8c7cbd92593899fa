/** Stripe's test cards the hosted page understands; any other valid test number succeeds. */
const DECLINES: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
};

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    const value = Number(char) * (index % 2 ? 2 : 1);
    return sum + (value > 9 ? value - 9 : value);
  }, 0) %
    10 ===
  0;

/** Why a card number is refused, or undefined when the payment goes through. */
export function cardProblem(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return "Your card number is invalid.";
  return DECLINES[digits];
}
