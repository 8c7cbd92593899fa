import Stripe from "stripe";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * A webhook body checked against its Stripe-Signature header with the endpoint's signing secret
 * (WebCrypto: workerd has only the async verification). Undefined when the signature does not hold.
 */
export async function verifiedEvent(stripe: Stripe, payload: string, signature: string, secret: string) {
  try {
    return await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return undefined;
    if ((error as { type?: string }).type === "StripeSignatureVerificationError") return undefined;
    throw error;
  }
}
