import { expect, it } from "vitest";
import { socialLinks } from "./social-links.ts";

it("links web addresses, bare domains too, and leaves everything else as text", () => {
  expect(
    socialLinks(
      "https://www.linkedin.com/in/ada\n\n  linkedin.com/in/grace  \n@ada_l\njavascript:alert(1)\nJAVASCRIPT://x.com/%0aalert(1)\ndata:text/html,hi\nhttp://example.com/a b",
    ),
  ).toEqual([
    { text: "https://www.linkedin.com/in/ada", href: "https://www.linkedin.com/in/ada" },
    { text: "linkedin.com/in/grace", href: "https://linkedin.com/in/grace" },
    { text: "@ada_l", href: null },
    { text: "javascript:alert(1)", href: null },
    { text: "JAVASCRIPT://x.com/%0aalert(1)", href: null },
    { text: "data:text/html,hi", href: null },
    { text: "http://example.com/a b", href: "http://example.com/a%20b" },
  ]);
  expect(socialLinks(null)).toEqual([]);
});
