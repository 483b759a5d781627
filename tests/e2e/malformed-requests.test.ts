// Malformed requests get a 4xx (or are served as if the broken part were absent), never a 500.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./env.ts";

/** A GET sent as written (fetch would normalise the path), answering its status. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: E2E_PORT, path, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

test("[PUBLIC] a path with a malformed percent-escape is a 400 on files, images and pages", async () => {
  for (const path of [
    "/files/public-files/%E0%A4%A",
    "/images/480/program-images/%E0%A4%A",
    "/%E0%A4%A",
    "/programs/%E0%A4%A",
    "/admin/%E0%A4%A",
    "/members/%",
  ]) {
    expect(await rawGet(path), path).toBe(400);
  }
});

test("[PUBLIC] an unsatisfiable Range on a static asset is ignored: the whole file is served", async ({
  request,
}) => {
  const page = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
  expect(asset, "the home page loads a script").toBeTruthy();
  for (const range of ["bytes=99999999-", "bytes=500-100", "bytes=abc"]) {
    expect(await rawGet(asset!, { Range: range }), range).toBe(200);
  }
});

/** One request with the given method, headers and body, answering its status. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: E2E_PORT, method, path, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(body);
  });
}

test("[PUBLIC] a Range header on any method, with or without a body, is never a server error", async () => {
  const origin = `http://localhost:${E2E_PORT}`;
  const answers: string[] = [];
  for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
    for (const path of ["/", "/robots.txt", "/apply", "/api/auth/sign-in/email"]) {
      for (const body of method === "GET" || method === "HEAD" ? [undefined] : [undefined, "title=Mr"]) {
        const headers: Record<string, string> = { Origin: origin, Range: "bytes=0-1" };
        if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
        const status = await rawRequest(method, path, headers, body);
        if (status >= 500) answers.push(`${method} ${path}${body ? " with a body" : ""}: ${status}`);
      }
    }
  }
  expect(answers).toEqual([]);
});
