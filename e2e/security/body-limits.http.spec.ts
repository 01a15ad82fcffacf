/**
 * A post over its route's cap is answered 413 with why, by the real server: the server actions by
 * proxy.ts (by page, lib/request-body.ts), the plain forms (the links', the landing's) by their
 * route handlers. That they decide
 * from the Content-Length without reading the body is tests/security/body-limits.test.ts's.
 */
import { messages } from "../../lib/messages";
import { actionBodyCap, MAX_LEAD_FORM_BYTES, MAX_LINK_FORM_BYTES, MAX_SUPPLIER_ANSWER_BYTES } from "../../lib/request-body";
import { expect, test } from "../fixtures";

const over = (cap: number) => Buffer.alloc(cap + 1, "a");

test("a post over its cap is a 413 that says why", async ({ request }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const token = "x".repeat(43);
  const posts: [string, number, Record<string, string>, string][] = [
    ...["/dashboard/customers/novo", "/oficina/qualquer-oficina"].map((path): [string, number, Record<string, string>, string] => [
      path,
      actionBodyCap(path),
      { "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" },
      messages.guard.bodyTooLarge,
    ]),
    ["/contato", MAX_LEAD_FORM_BYTES, {}, messages.guard.bodyTooLarge],
    [`/orcamento/${token}/resposta`, MAX_LINK_FORM_BYTES, {}, messages.guard.bodyTooLarge],
    [`/orcamento/${token}/entrada`, MAX_LINK_FORM_BYTES, {}, messages.guard.bodyTooLarge],
    [`/cotacao/${token}/resposta`, MAX_SUPPLIER_ANSWER_BYTES, {}, messages.supplierLink.tooLarge],
  ];
  for (const [path, cap, headers, message] of posts) {
    const response = await request.post(path, {
      data: over(cap),
      headers: { origin, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded", ...headers },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(413);
    expect(await response.text(), path).toBe(message);
  }
});
