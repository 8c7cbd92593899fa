/**
 * The libraries every screen runs, each in a chunk of its own beside the app's entry: they change less
 * often than the app (a deploy leaves them cached) and download in parallel with it (index.html preloads
 * them). Only libraries the entry needs anyway: a group takes every module it matches, so a library that
 * only some screens use (recharts, react-markdown, the chat's) stays in their lazy chunks.
 */
export const vendorChunks = [
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "router", test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: "query", test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
];
