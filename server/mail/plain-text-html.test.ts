import { describe, expect, it } from "vitest";
import { plainTextHtml } from "./plain-text-html.ts";

describe("an operator's plain text as HTML", () => {
  it("escapes everything, and makes only paragraphs, line breaks, bold and links", () => {
    const html = plainTextHtml(
      "Firm <&>",
      'Hi <script>alert("x")</script>\nline two\n\n**bold** <img src=x onerror=y> https://a.example/p?q=1&r=2". Done',
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("Firm &lt;&amp;&gt;");
    expect(html).toContain("Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>line two</p>");
    expect(html).toContain("<strong>bold</strong> &lt;img src=x onerror=y&gt;");
    // The address ends before the quote and the sentence's full stop, and is escaped in the attribute.
    expect(html).toContain(
      '<a href="https://a.example/p?q=1&amp;r=2">https://a.example/p?q=1&amp;r=2</a>&quot;. Done',
    );
  });

  it("leaves a javascript: address as text", () => {
    expect(plainTextHtml("F", "javascript:alert(1)")).not.toContain("<a ");
  });
});
