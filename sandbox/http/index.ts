export { Marketplace } from "./marketplace-object";

export default {
  fetch(request, env) {
    return env.MARKETPLACE.get(env.MARKETPLACE.idFromName("world")).fetch(request);
  },
} satisfies ExportedHandler<Env>;
