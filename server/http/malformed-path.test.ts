import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services, reactRouter: async () => new Response("page") });
});
afterAll(() => t.close());

describe("a path with a malformed percent-escape", () => {
  it.each([
    "/files/public-files/%E0%A4%A",
    "/files/public-files/program-images/%",
    "/programs/%E0%A4%A",
    "/%E0%A4%A",
    "/images/480/%C3",
    "/api/auth/%E0%A4%A",
  ])("%s is refused with 400, before any handler decodes it", async (path) => {
    const response = await app.request(`http://localhost:3000${path}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad request: the address is not valid.");
  });

  it("leaves well-formed escapes alone", async () => {
    expect((await app.request("/programs/caf%C3%A9")).status).toBe(200);
    expect((await app.request("/files/public-files/program-images/missing%20file.webp")).status).toBe(404);
  });
});
