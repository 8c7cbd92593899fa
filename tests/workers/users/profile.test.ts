import { describe, expect, it } from "vitest";
import { signedInUser, signIn } from "../support/accounts";
import { call } from "../support/http";

describe("profile settings", () => {
  it("renames the user", async () => {
    const user = await signedInUser();
    const { status, json } = await call("/api/users", {
      method: "PATCH",
      cookie: user.cookie,
      body: { name: "Renamed" },
    });
    expect(status).toBe(200);
    expect(json.data.name).toBe("Renamed");
    expect((await call("/api/users", { cookie: user.cookie })).json.data.name).toBe("Renamed");
  });

  it("refuses an empty name with 1005 naming it, and keeps the old one", async () => {
    const user = await signedInUser();
    const { status, json } = await call("/api/users", {
      method: "PATCH",
      cookie: user.cookie,
      body: { name: "" },
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field: "name", message: "name: Required" });
    expect((await call("/api/users", { cookie: user.cookie })).json.data.name).toBe(user.name);
  });

  it("changes the password only with the current one", async () => {
    const user = await signedInUser();
    const wrong = await call("/api/users/password", {
      method: "PUT",
      cookie: user.cookie,
      body: { currentPassword: "not-it-at-all", newPassword: "brand-new-pass" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data).toMatchObject({ code: 1005, field: "currentPassword" });

    const right = await call("/api/users/password", {
      method: "PUT",
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: "brand-new-pass" },
    });
    expect(right.status).toBe(200);
    expect((await signIn(user.email, user.password)).cookie).not.toContain("authjs.session-token");
    expect((await signIn(user.email, "brand-new-pass")).cookie).toContain("authjs.session-token");
  });

  it("refuses a new password under 8 characters", async () => {
    const user = await signedInUser();
    const { json } = await call("/api/users/password", {
      method: "PUT",
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: "short" },
    });
    expect(json.data).toMatchObject({
      code: 1005,
      field: "newPassword",
      message: "newPassword: Min length - 8 characters",
    });
  });

  it("needs a session for every profile route", async () => {
    for (const [method, path] of [
      ["PATCH", "/api/users"],
      ["PUT", "/api/users/password"],
    ] as const) {
      const { status, json } = await call(path, { method, body: { name: "x" } });
      expect(status).toBe(401);
      expect(json.data.code).toBe(1009);
    }
  });
});
