/**
 * A post over its route's cap is refused from its Content-Length, before the server reads it.
 * Each request declares more than the cap, sends a few bytes and then waits: a server that read
 * the body would wait for the rest and never answer (the test would time out); one that refuses
 * from the header answers 413 at once. The server actions' caps are proxy.ts's, by page
 * (lib/request-body.ts); the link forms' are their route handlers'.
 */
import http from "node:http";
import { messages } from "../../lib/messages";
import { MAX_LINK_FORM_BYTES, MAX_SUPPLIER_ANSWER_BYTES } from "../../lib/request-body";
import { expect, test } from "../fixtures";

/** POSTs `path` declaring `length` bytes, sends 3 of them and answers what comes back first. */
function postDeclaring(path: string, length: number, headers: Record<string, string>) {
  const url = new URL(path, test.info().project.use.baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { ...headers, "content-length": String(length) } });
    request.on("error", reject);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.write("a=1");
  });
}

const sameOrigin = (path: string) => ({
  origin: new URL(test.info().project.use.baseURL!).origin,
  "sec-fetch-site": "same-origin",
  "content-type": path.includes("/dashboard") || path === "/" ? "multipart/form-data; boundary=x" : "application/x-www-form-urlencoded",
});

test("a server action over its page's cap is refused before it is read", async () => {
  for (const [path, length] of [
    ["/", 2 * 1024 * 1024],
    ["/auth", 2 * 1024 * 1024],
    ["/dashboard/customers/novo", 1024 * 1024 + 1],
    [`/oficina/qualquer-oficina`, 2 * 1024 * 1024],
    // The pages that upload an image take its 10 MB; past that they too refuse.
    ["/dashboard/profile", 12 * 1024 * 1024],
  ] as const) {
    const answer = await postDeclaring(path, length, { ...sameOrigin(path), "next-action": "0".repeat(42) });
    expect(answer, path).toEqual({ status: 413, body: messages.guard.bodyTooLarge });
  }
});

test("the link forms over their cap are refused before they are read", async () => {
  const token = "x".repeat(43);
  for (const [path, length, message] of [
    [`/orcamento/${token}/resposta`, MAX_LINK_FORM_BYTES + 1, messages.guard.bodyTooLarge],
    [`/orcamento/${token}/entrada`, MAX_LINK_FORM_BYTES + 1, messages.guard.bodyTooLarge],
    [`/cotacao/${token}/resposta`, MAX_SUPPLIER_ANSWER_BYTES + 1, messages.supplierLink.tooLarge],
  ] as const) {
    const answer = await postDeclaring(path, length, sameOrigin(path));
    expect(answer, path).toEqual({ status: 413, body: message });
  }
});
