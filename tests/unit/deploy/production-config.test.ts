/**
 * The production environment of wrangler.toml (issue 20, Build 9): every binding the Worker has locally,
 * with production's own resources; no sandbox address; every setting of the Worker's Env either a binding,
 * a var, a secret the deploy checks for, or local-only. And the deploy refuses a D1 id nobody created.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROOT, readWranglerConfig } from "../../../scripts/deploy/production-config.mjs";
import {
  LOCAL_ONLY_SETTINGS,
  OPTIONAL_SECRETS,
  PLACEHOLDER_DATABASE_ID,
  REQUIRED_SECRETS,
} from "../../../scripts/deploy/production-settings.mjs";

const local = await readWranglerConfig(undefined);
const production = await readWranglerConfig("production");

/** The names of the Worker's Env as `wrangler types` wrote them, each with its declared type. */
function envKeys(): Map<string, string> {
  const source = readFileSync(`${ROOT}/worker-configuration.d.ts`, "utf8");
  const body = source.slice(
    source.indexOf("interface Env {"),
    source.indexOf("}", source.indexOf("interface Env {")),
  );
  return new Map(
    [...body.matchAll(/^\s*(\w+): ([^;]+);$/gm)].map(([, name, type]) => [name as string, type as string]),
  );
}

const bindingNames = (config: typeof local) => ({
  d1: config.d1_databases.map((database) => database.binding).sort(),
  queueProducers: config.queues.producers?.map((queue) => queue.binding).sort(),
  queueConsumers: config.queues.consumers?.map((queue) => [queue.queue, queue.dead_letter_queue]),
  durableObjects: config.durable_objects.bindings.map((object) => [object.name, object.class_name]),
  ratelimits: config.ratelimits.map((limit) => limit.name).sort(),
  kv: config.kv_namespaces.map((namespace) => namespace.binding).sort(),
  r2: config.r2_buckets.map((bucket) => bucket.binding).sort(),
  services: config.services?.map((service) => service.binding).sort(),
  assets: config.assets?.binding,
  crons: config.triggers.crons,
});

describe("wrangler.toml's production environment", () => {
  it("has every binding, queue, Durable Object, cron and var the local Worker has", () => {
    expect(bindingNames(production)).toEqual(bindingNames(local));
    for (const name of Object.keys(local.vars)) expect(production.vars).toHaveProperty(name);
    // Locally .dev.vars sets it per Worker; in production the one origin sellers use.
    const [route] = (production.routes ?? []) as { pattern: string }[];
    expect(production.vars.AUTH_URL).toBe(`https://${route?.pattern}`);
    expect(production.name).toBe("skupilot");
    expect(production.compatibility_date).toBe(local.compatibility_date);
  });

  it("uses production's own D1 database, and a dead-letter queue that is consumed", () => {
    const [database] = production.d1_databases;
    expect(database?.database_name).toBe("skupilot-production");
    expect(database?.migrations_dir).toBe("migrations");
    const consumers = production.queues.consumers ?? [];
    const deadLetterQueues = new Set(consumers.map((queue) => queue.dead_letter_queue).filter(Boolean));
    expect([...deadLetterQueues]).toEqual(["skupilot-sync-dead"]);
    // Every queue has a dead-letter queue but the dead-letter queue itself, whose consumer records the failure.
    for (const queue of consumers)
      expect(Boolean(queue.dead_letter_queue)).toBe(!deadLetterQueues.has(queue.queue));
    expect(consumers.map((queue) => queue.queue)).toContain("skupilot-sync-dead");
  });

  it("points nothing at the sandbox or this machine, and sets no local-only setting", () => {
    const text = JSON.stringify({ vars: production.vars, routes: production.routes });
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|sandbox|:8788/);
    for (const name of LOCAL_ONLY_SETTINGS) expect(production.vars).not.toHaveProperty(name);
    expect(production.workers_dev).toBe(false);
    expect(production.observability?.enabled).toBe(true);
  });

  it("logs no request's whole URL: the invocation logs are off, our request log writes paths alone", () => {
    // Login with Amazon's code and state arrive in the callback's query (docs/security.md).
    expect(production.observability?.logs).toMatchObject({ enabled: true, invocation_logs: false });
  });

  it("knows where each setting of the Worker's Env comes from in production", () => {
    const vars = new Set(Object.keys(production.vars));
    const secrets = new Set([...REQUIRED_SECRETS, ...OPTIONAL_SECRETS].map(([name]) => name));
    const localOnly = new Set(LOCAL_ONLY_SETTINGS);
    const undecided = [...envKeys()]
      .filter(([, type]) => type === "string" || type.startsWith('"'))
      .map(([name]) => name)
      .filter((name) => [vars, secrets, localOnly].filter((group) => group.has(name)).length !== 1);
    expect(undecided).toEqual([]);
  });

  it("names each required secret with what it is", () => {
    for (const [name, what] of REQUIRED_SECRETS) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(what.length).toBeGreaterThan(10);
    }
  });
});

describe("npm run deploy", () => {
  it("refuses to deploy while the production D1 id is the placeholder, and says how to create it", () => {
    expect(production.d1_databases[0]?.database_id).toBe(PLACEHOLDER_DATABASE_ID);
    const result = spawnSync(process.execPath, ["scripts/deploy/deploy.mjs"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("npx wrangler d1 create skupilot-production");
  }, 60_000); // a node process that loads wrangler: seconds on a busy machine
});
