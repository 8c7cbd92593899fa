// Seeds the demo seller through the real sign-up API, so the password is hashed the way sign-in expects.
export const demoUser = { name: "Demo Seller", email: "demo@skupilot.test", password: "skupilot-demo" };

export async function seedDemoUser(baseUrl) {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(demoUser),
  });
  const body = await response.text();
  if (response.status === 201 || body.includes("already exists")) return;
  throw new Error(`Seeding the demo user failed: HTTP ${response.status} ${body}`);
}
