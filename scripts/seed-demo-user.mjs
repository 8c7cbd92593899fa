// Seeds the demo seller through the real sign-up API, so the password is hashed the way sign-in expects,
// and confirms their address the way a seller does: the link in the mail the sandbox's outbox received.
export const demoUser = { name: "Demo Seller", email: "demo@skupilot.test", password: "skupilot-demo" };

export async function seedDemoUser(baseUrl, sandboxUrl) {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(demoUser),
  });
  const body = await response.text();
  if (response.status === 201 && sandboxUrl) await confirmDemoAddress(baseUrl, sandboxUrl);
  if (response.status === 201 || body.includes("already exists")) return;
  throw new Error(`Seeding the demo user failed: HTTP ${response.status} ${body}`);
}

/** Opens the verification link sent at sign-up (waiting for the mail: it is sent after the answer). */
async function confirmDemoAddress(baseUrl, sandboxUrl) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const outbox = await fetch(
      `${sandboxUrl}/_sandbox/mail/messages?to=${encodeURIComponent(demoUser.email)}`,
    );
    const { messages } = await outbox.json();
    const link = messages
      .map((mail) => mail.text?.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0])
      .find(Boolean);
    if (link) {
      const token = new URL(link).searchParams.get("token");
      await fetch(`${baseUrl}/api/users/email-verification/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl },
        body: JSON.stringify({ token }),
      });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.warn("The demo seller's verification mail did not arrive: the app will ask them to confirm it.");
}
