// A route error meaning the database is unavailable reaches React Router's handleError (app/entry.server.tsx),
// which turns the answer into a 503. Moved from server/db/availability.test.ts so server/ never imports app/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#server/http/database-outage.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { handleError } from "~/entry.server.tsx";

/** What drizzle throws: its own error, with the driver's error as the cause. */
const wrapped = (cause: object) =>
  Object.assign(new Error("Failed query: select * from consultations where email = $1\nparams: a@b.c"), {
    cause,
  });

describe("a route error meaning the database is unavailable", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("reaches React Router's handleError, which makes the answer a 503 without SQL", async () => {
    const error = wrapped({ code: "57P01", message: "terminating connection due to administrator command" });
    // What React Router does with a loader that throws: hand the error to handleError, answer 500.
    const app = createApp({
      services: t.services,
      reactRouter: async (request, context) => {
        handleError(error, { request, params: {}, context } as Parameters<typeof handleError>[1]);
        return new Response("<h1>Something went wrong</h1>", { status: 500 });
      },
    });
    const response = await app.request("/programs");
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(DATABASE_UNAVAILABLE_MESSAGE);
  });

  it("leaves other server errors as they are", async () => {
    const app = createApp({
      services: t.services,
      reactRouter: async (request, context) => {
        const quiet = console.error;
        console.error = () => {};
        try {
          handleError(new TypeError("a bug"), { request, params: {}, context } as Parameters<
            typeof handleError
          >[1]);
        } finally {
          console.error = quiet;
        }
        return new Response("<h1>Something went wrong</h1>", { status: 500 });
      },
    });
    expect((await app.request("/programs")).status).toBe(500);
  });
});
