/**
 * The client address on a real Node HTTP server, with the stamp instrumentation.ts installs: the
 * client sends whatever X-Forwarded-For (and private header) it likes, from a loopback address of
 * its own choosing (127.0.0.0/8 is all loopback), and the server must see the socket's address,
 * or with trusted proxies the entry they appended.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER, readClientAddress, stampedClientAddress } from "@/lib/client-address/header";
import { MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE } from "@/lib/client-address/resolve";
import { stampClientAddresses, startStampingClientAddresses } from "@/lib/client-address/stamp";
import { clientIp } from "@/lib/rate-limit";

/** A server that answers each request with the address the app would key its limits by. */
async function startServer() {
  const server = http.createServer((request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
    response.end(clientIp(headers));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** What the server answers a request sent from `localAddress` with `headers`. */
function addressSeen(port: number, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, localAddress, headers, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(body));
    });
    request.on("error", reject);
  });
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(trustedHops: number) {
  cleanups.push(stampClientAddresses(trustedHops));
  const server = await startServer();
  cleanups.push(server.close);
  return server.port;
}

describe("the client address on a real HTTP server", () => {
  it("without trusted proxies, is the socket's: a forged X-Forwarded-For or private header changes nothing", async () => {
    const port = await serve(0);
    for (const forged of ["203.0.113.1", "203.0.113.2", "198.51.100.7, 203.0.113.3"]) {
      expect(await addressSeen(port, "127.0.0.23", { "x-forwarded-for": forged })).toBe("127.0.0.23");
    }
    expect(await addressSeen(port, "127.0.0.23", { [CLIENT_ADDRESS_HEADER]: "203.0.113.4", "x-real-ip": "203.0.113.5" })).toBe(
      "127.0.0.23",
    );
    // Another peer is another address: the socket is what counts.
    expect(await addressSeen(port, "127.0.0.24", { "x-forwarded-for": "127.0.0.23" })).toBe("127.0.0.24");
  });

  it("with TRUSTED_PROXY_HOPS=1, is the last X-Forwarded-For entry, the one the proxy appended", async () => {
    const port = await serve(1);
    expect(await addressSeen(port, "127.0.0.23", { "x-forwarded-for": "198.51.100.7, 203.0.113.9" })).toBe("203.0.113.9");
    // Reached without the proxy (no header): the peer.
    expect(await addressSeen(port, "127.0.0.23")).toBe("127.0.0.23");
  });

  it("a request the stamp did not see (the server still starting) reads as unknown, not as the client's own header", async () => {
    const server = await startServer();
    cleanups.push(server.close);
    const forged = { [CLIENT_ADDRESS_HEADER]: "203.0.113.4", "x-forwarded-for": "203.0.113.4" };
    expect(await addressSeen(server.port, "127.0.0.23", forged)).toBe("unknown");
    // Nor can a client copy the stamp's format: the secret is drawn per process and never sent.
    expect(readClientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: `00000000-0000-4000-8000-000000000000 203.0.113.4` }))).toBe("unknown");
    expect(readClientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: stampedClientAddress("203.0.113.4") }))).toBe("203.0.113.4");
  });

  it("a malformed TRUSTED_PROXY_HOPS stops the server from starting, saying why", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // With exit stubbed the call goes on and stamps: stop whatever it installed.
    cleanups.push(
      () => exit.mockRestore(),
      () => error.mockRestore(),
      () => stampClientAddresses(0)(),
    );
    startStampingClientAddresses({ TRUSTED_PROXY_HOPS: "sim" });
    expect(error).toHaveBeenCalledWith(MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
