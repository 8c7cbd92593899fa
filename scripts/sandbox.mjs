#!/usr/bin/env node
// Drives the running marketplace sandbox over HTTP (npm run sandbox -- <command>).
// The sandbox is at $SANDBOX_URL, default http://127.0.0.1:8788.

const BASE = (process.env.SANDBOX_URL ?? "http://127.0.0.1:8788").replace(/\/+$/, "");

const USAGE = `Usage: npm run sandbox -- <command>

  clock                    show the simulated clock
  advance <30d|12h|2w|6>   move the simulated clock (whole hours; d = days, w = weeks)
  revoke <email>           revoke every Login with Amazon grant of a simulated seller
  faults                   show the fault knobs
  faults '<json>'          set faults, e.g. '{"rateLimitRate":0.2,"retryAfterSeconds":1}'
                           knobs: rateLimitRate, retryAfterSeconds, serverErrorRate, latencyMs,
                                  throttledItemRate, failReports, seed (unnamed knobs are off)
  faults off               switch every fault off

Sandbox: ${BASE} (set SANDBOX_URL to change)`;

async function call(method, path, body) {
  let response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(
      `cannot reach the sandbox at ${BASE} (is \`npm start\` running?): ${error.cause?.code ?? error.message}`,
    );
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

function parseFaults(text) {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`faults wants JSON, e.g. '{"rateLimitRate":0.2}'; got: ${text}`);
  }
}

const commands = {
  clock: () => call("GET", "/_sandbox/clock"),
  advance: (duration) => {
    if (!duration) throw new Error("advance needs a duration, e.g. 30d or 12h");
    return call("POST", "/_sandbox/clock/advance", { duration });
  },
  revoke: (email) => {
    if (!email) throw new Error("revoke needs a seller email, e.g. demo-seller@example.com");
    return call("POST", "/_sandbox/grants/revoke", { email });
  },
  faults: (setting) => {
    if (setting === undefined) return call("GET", "/_sandbox/faults");
    if (setting === "off") return call("DELETE", "/_sandbox/faults");
    return call("POST", "/_sandbox/faults", parseFaults(setting));
  },
};

async function main([name, ...args]) {
  const command = commands[name];
  if (!command) {
    console.log(USAGE);
    process.exitCode = name && !["help", "--help", "-h"].includes(name) ? 1 : 0;
    return;
  }
  const result = await command(...args);
  if (name === "advance") {
    const events = result.events ?? [];
    console.log(`clock now ${result.clock?.now} (${events.length} events)`);
  } else console.log(JSON.stringify(result, null, 2));
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`sandbox: ${error.message}`);
  process.exitCode = 1;
});
