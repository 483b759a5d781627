// One origin policy for every action: Origin must be PUBLIC_URL's origin, whatever Host the request
// arrived with. A reverse proxy that sets its own Host (an upstream name, 127.0.0.1) must not make
// React Router's own action check refuse what ours accepted; a foreign Origin is refused all the same.
import { describe, expect, it } from "vitest";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";

const suite = appUnderTestForSuite();

/** The operator's sign-in form, posted as a browser at PUBLIC_URL would, to whatever `url` says. */
function signIn(url: string, headers: Record<string, string>) {
  const body = new FormData();
  body.set("intent", "sign-in");
  body.set("email", "operator@example.com");
  body.set("password", "operator-password-1");
  return suite.app.request(url, { method: "POST", headers, body });
}

describe("the origin policy behind a proxy that rewrites Host", () => {
  it("accepts a form from PUBLIC_URL arriving under another Host (document request)", async () => {
    const response = await signIn("http://upstream-host.internal/admin/login", {
      host: "upstream-host.internal",
      origin: TEST_ORIGIN,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/my-work");
    expect(response.headers.getSetCookie().join()).toContain("session_token=");
  });

  it("accepts it as a single-fetch action (.data) and on a numeric Host with a port", async () => {
    const response = await signIn("http://127.0.0.1:8080/admin/login.data", {
      host: "127.0.0.1:8080",
      origin: TEST_ORIGIN,
    });
    expect(response.status).toBe(202); // single fetch's redirect answer
    expect(response.headers.getSetCookie().join()).toContain("session_token=");
  });

  it("still refuses a foreign Origin, even one matching the Host it names", async () => {
    for (const [url, origin] of [
      ["http://upstream-host.internal/admin/login", "https://evil.example"],
      ["http://upstream-host.internal/admin/login", "http://upstream-host.internal"],
      ["http://evil.example/admin/login", "http://evil.example"],
      ["http://evil.example/admin/login.data", "http://evil.example"],
    ] as const) {
      const response = await signIn(url, { host: new URL(url).host, origin });
      expect(response.status, `${origin} → ${url}`).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe("the origin policy behind a proxy that ends TLS", () => {
  const tls = appUnderTestForSuite({ env: { PUBLIC_URL: "https://site.example" } });

  it("accepts a form from the https PUBLIC_URL that reaches the server over plain http", async () => {
    const body = new FormData();
    body.set("intent", "sign-in");
    body.set("email", "operator@example.com");
    body.set("password", "operator-password-1");
    const response = await tls.app.request("http://site.example/admin/login", {
      method: "POST",
      headers: { host: "site.example", origin: "https://site.example" },
      body,
    });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().join()).toContain("session_token=");
  });
});
