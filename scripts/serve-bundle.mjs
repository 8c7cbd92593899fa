// Serves a Worker's deploy bundle (`wrangler deploy --dry-run --outdir`) on Miniflare directly, with the
// bindings wrangler reads from its configuration (wrangler.toml, .dev.vars): the Worker code Cloudflare
// would run, on one workerd, without `wrangler dev`'s proxy Worker in front of it (which costs a second
// workerd and a Node round trip per request to log it: ~15 ms of CPU a request against ~4 ms here).
// No rebuild on change: `npm start` keeps `wrangler dev` for that.
//
//   node scripts/serve-bundle.mjs --config wrangler.toml --bundle <dir>/index.js --port 8787
//     --persist-to .data/local [--assets web/dist] [--var NAME:value]… [--d1-port 9000]
//
// The Worker's console goes to this process's stdout and stderr. SIGTERM or SIGINT stop it. With --d1-port,
// `POST /<binding>` on that port runs the SQL of its body on the Worker's D1 and answers the first
// statement's rows (the end-to-end tests set up state no screen can create: tests/e2e/support/local-d1.ts).
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from "wrangler";

const { values } = parseArgs({
  options: {
    config: { type: "string" },
    bundle: { type: "string" },
    port: { type: "string" },
    "persist-to": { type: "string" },
    assets: { type: "string" },
    "d1-port": { type: "string" },
    var: { type: "string", multiple: true, default: [] },
  },
});
const bundle = resolve(values.bundle);
const vars = Object.fromEntries(
  values.var.map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]),
);

const { workerOptions } = unstable_getMiniflareWorkerOptions(values.config, undefined, {
  overrides: values.assets ? { assets: { directory: resolve(values.assets) } } : undefined,
});
const miniflare = new Miniflare({
  host: "127.0.0.1",
  port: Number(values.port),
  // Where `wrangler dev --persist-to` and `wrangler d1 migrations apply --persist-to` keep their state.
  defaultPersistRoot: join(resolve(values["persist-to"]), "v3"),
  // Offline: the placeholder request.cf instead of fetching Cloudflare's.
  cf: false,
  // The Worker logs each request itself (one JSON line); Miniflare's own lines would cost a round trip to Node.
  logRequests: false,
  log: new Log(LogLevel.WARN),
  handleRuntimeStdio(stdout, stderr) {
    stdout.pipe(process.stdout);
    stderr.pipe(process.stderr);
  },
  workers: [
    {
      ...workerOptions,
      modules: true,
      modulesRoot: resolve(bundle, ".."),
      scriptPath: bundle,
      bindings: { ...workerOptions.bindings, ...vars },
    },
  ],
});
await miniflare.ready;
if (values["d1-port"]) serveD1(Number(values["d1-port"]));

/** SQL over HTTP on 127.0.0.1:port, run through the Worker's own D1 (so never "database is locked"). */
function serveD1(port) {
  createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    try {
      const database = await miniflare.getD1Database(request.url.slice(1));
      const statements = unstable_splitSqlQuery(Buffer.concat(chunks).toString("utf8"));
      const [first] = await database.batch(statements.map((sql) => database.prepare(sql)));
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ results: first?.results ?? [] }));
    } catch (error) {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: String(error?.message ?? error) }));
    }
  }).listen(port, "127.0.0.1");
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await miniflare.dispose();
    process.exit(0);
  });
}
