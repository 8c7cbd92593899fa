/** A D1 binding that counts what is sent through it (statements, bound parameters, rows answered), for bench:automation. */
export type D1Counts = { statements: number; boundParameters: number; rowsReturned: number };

type Counted = D1PreparedStatement & { counts?: D1Counts };

function countedStatement(statement: D1PreparedStatement, counts: D1Counts): D1PreparedStatement {
  const recordRows = (result: unknown) => {
    const rows = (result as { results?: unknown[] } | null)?.results;
    counts.rowsReturned += Array.isArray(rows) ? rows.length : 0;
    return result;
  };
  return new Proxy(statement, {
    get(target, name, receiver) {
      if (name === "bind")
        return (...values: unknown[]) => {
          counts.boundParameters += values.length;
          return countedStatement(target.bind(...values), counts);
        };
      if (name === "all" || name === "run")
        return async () => {
          counts.statements += 1;
          return recordRows(await target[name]());
        };
      if (name === "raw" || name === "first")
        return async (...args: never[]) => {
          counts.statements += 1;
          const result = await (target[name] as (...a: never[]) => Promise<unknown>)(...args);
          if (name === "raw" && Array.isArray(result)) counts.rowsReturned += result.length;
          return result;
        };
      if (name === "inner") return target;
      const value = Reflect.get(target, name, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * `d1` with every statement it runs counted in the returned `counts` (a batch counts each statement),
 * added to `counts` when given.
 */
export function countingD1(
  d1: D1Database,
  counts: D1Counts = { statements: 0, boundParameters: 0, rowsReturned: 0 },
): { d1: D1Database; counts: D1Counts } {
  const wrapped = new Proxy(d1, {
    get(target, name, receiver) {
      if (name === "prepare") return (query: string) => countedStatement(target.prepare(query), counts);
      if (name === "batch")
        return async (statements: Counted[]) => {
          counts.statements += statements.length;
          const inner = statements.map((s) => (s as unknown as { inner: D1PreparedStatement }).inner);
          const results = await target.batch(inner);
          for (const result of results) {
            counts.rowsReturned += result.results?.length ?? 0;
          }
          return results;
        };
      const value = Reflect.get(target, name, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: wrapped, counts };
}
