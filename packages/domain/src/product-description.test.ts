import { describe, expect, it } from "vitest";
import { sanitiseDescription } from "./product-description.ts";

describe("sanitiseDescription", () => {
  it("keeps the paragraphs, lists, headings and emphasis the storefront reads, without attributes", () => {
    expect(sanitiseDescription('<p class="x" style="color:red">Soft <strong onclick="go()">plush</strong></p><ul><li>One</li></ul><br/>')).toBe(
      "<p>Soft <strong>plush</strong></p><ul><li>One</li></ul><br>",
    );
  });

  it("drops scripts and styles with their content, and other tags but not their text", () => {
    expect(sanitiseDescription('<script>alert(1)</script><style>p{}</style><div><a href="javascript:x">Link</a> <img src=x onerror=alert(1)></div><!-- note -->')).toBe("Link");
    expect(sanitiseDescription("<SCRIPT src=//evil.example>")).toBe("");
  });

  it("leaves plain text as it is", () => {
    expect(sanitiseDescription("  A cosy pillow & a blanket  ")).toBe("A cosy pillow & a blanket");
  });
});
