declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../../sandbox/http/index");
  }
}
