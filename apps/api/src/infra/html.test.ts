import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "./html.ts";

describe("html", () => {
  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;");
  });

  it("escapes interpolated values but not nested html or the template itself", () => {
    const name = "<script>alert(1)</script>";
    expect(html`<p>${name}</p>${html`<br>`}`.value).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><br>");
  });

  it("joins arrays and prints nothing for null, undefined and false", () => {
    expect(html`${["a", html`<i>b</i>`]}${null}${undefined}${false}${0}`.value).toBe("a<i>b</i>0");
  });
});
