/**
 * A model server for the tests: it speaks OpenAI's chat completions with `stream: true` (SSE
 * `data:` chunks, then `[DONE]`) on 127.0.0.1, or one completion without streaming, and answers each request with the next scripted
 * reply, a tool call or words, keeping every request body. The app reaches it through the real
 * provider package (@ai-sdk/openai-compatible) over real HTTP.
 *
 *   const server = await startModelServer();
 *   server.script(callTool("horarios_livres", {}), say("Temos horário amanhã."));
 *   vi.stubEnv("ASSISTANT_BASE_URL", server.baseUrl);
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type ScriptedReply = { toolCall: { name: string; arguments: object } } | { text: string };

export const callTool = (name: string, args: object): ScriptedReply => ({ toolCall: { name, arguments: args } });
export const say = (text: string): ScriptedReply => ({ text });

/** What the app sent: the parts the tests look at. */
export type ModelRequest = {
  path: string;
  model: string;
  stream: boolean;
  tools: string[];
  messages: { role: string; content?: unknown; tool_calls?: unknown }[];
};

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

/** One reply as the stream of chunks an OpenAI-compatible server sends: a role, the content in pieces, the finish. */
function chunksOf(reply: ScriptedReply, id: string): object[] {
  const chunk = (delta: object, finish: string | null = null) => ({
    id,
    object: "chat.completion.chunk",
    created: 1_750_000_000,
    model: "modelo-de-teste",
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  if ("toolCall" in reply) {
    const args = JSON.stringify(reply.toolCall.arguments);
    const half = Math.floor(args.length / 2);
    return [
      chunk({
        role: "assistant",
        content: null,
        tool_calls: [
          { index: 0, id: `call_${id}`, type: "function", function: { name: reply.toolCall.name, arguments: args.slice(0, half) } },
        ],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }),
      chunk({}, "tool_calls"),
    ];
  }
  const words = reply.text.split(/(?<= )/);
  return [chunk({ role: "assistant", content: "" }), ...words.map((word) => chunk({ content: word })), chunk({}, "stop")];
}

/**
 * `respond`: instead of a queue, a reply worked out from each request (the browser tests run
 * conversations side by side, so each answer must follow from its own conversation).
 */
export async function startModelServer({ respond }: { respond?: (request: ModelRequest) => ScriptedReply | undefined } = {}) {
  const replies: ScriptedReply[] = [];
  const requests: ModelRequest[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const received: ModelRequest = {
        path: request.url ?? "",
        model: String(body.model),
        stream: body.stream === true,
        tools: ((body.tools as { function: { name: string } }[] | undefined) ?? []).map((tool) => tool.function.name).sort(),
        messages: body.messages as ModelRequest["messages"],
      };
      requests.push(received);
      const reply = respond ? respond(received) : replies.shift();
      if (!reply) {
        // A 400, which the provider does not retry: a 5xx would be retried after a back-off of seconds.
        response
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "sem resposta roteirizada" } }));
        return;
      }
      // A request without streaming (generateText's structured output) gets one completion, words only.
      if (!received.stream && "text" in reply) {
        const message = { role: "assistant", content: reply.text };
        const completion = { id: `chatcmpl-${requests.length}`, object: "chat.completion", created: 1_750_000_000, model: received.model };
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ ...completion, choices: [{ index: 0, message, finish_reason: "stop" }] }));
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const chunk of chunksOf(reply, `chatcmpl-${requests.length}`)) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The replies to the next requests, in order; a request past them gets a 400. */
    script: (...next: ScriptedReply[]) => void replies.splice(0, replies.length, ...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
