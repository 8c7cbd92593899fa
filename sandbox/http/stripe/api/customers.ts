import { Hono } from "hono";
import { unsupported } from "../errors";
import { mergeMetadata, obj, str } from "../form";
import { listEnvelope } from "../list";
import type { Customer } from "../types";
import { respond, type StripeEnv } from "./context";
import { deleteCustomer, deletedCustomer } from "./customer-deletion";

/** `/v1/customers`: create, retrieve, update, list (with the `email` filter), delete. */
export const customerRoutes = new Hono<StripeEnv>()
  .post("/", async (c) => {
    const { store, params } = c.var;
    const customer: Customer = {
      id: await store.newId("customer"),
      object: "customer",
      created: await store.now(),
      livemode: false,
      email: str(params, "email") || null,
      name: str(params, "name") || null,
      metadata: mergeMetadata({}, obj(params, "metadata")),
    };
    return respond(c, await store.put("customer", customer));
  })
  .get("/", async (c) => {
    const { store, params } = c.var;
    const email = str(params, "email");
    const customers = (await store.all<Customer>("customer")).filter(
      (customer) => email === undefined || customer.email === email,
    );
    return respond(c, listEnvelope(customers, params, "/v1/customers"));
  })
  .get("/search", () => {
    throw unsupported("query", "customer search; list customers with ?email= instead");
  })
  .get("/:id", async (c) => {
    const { store } = c.var;
    const id = c.req.param("id");
    return respond(c, (await deletedCustomer(store, id)) ?? (await store.require<Customer>("customer", id)));
  })
  .delete("/:id", async (c) => respond(c, await deleteCustomer(c.var.store, c.req.param("id"))))
  .post("/:id", async (c) => {
    const { store, params } = c.var;
    const customer = await store.require<Customer>("customer", c.req.param("id"));
    const email = str(params, "email");
    const name = str(params, "name");
    const updated: Customer = {
      ...customer,
      ...(email !== undefined ? { email: email || null } : {}),
      ...(name !== undefined ? { name: name || null } : {}),
      metadata: mergeMetadata(customer.metadata, obj(params, "metadata")),
    };
    return respond(c, await store.put("customer", updated));
  });
