/**
 * The model behind the e2e server "with-model" (e2e/serve.ts): it answers each request from that
 * request alone, as a real model does, so conversations run side by side. It calls the app's tools
 * over the provider's real streaming protocol and reads their results back, the way the assistant's
 * system prompt asks a model to: the facts it says are the tools' words, and it books only through
 * `pedir_agendamento`. Its script, by what the visitor asked (e2e/public/assistant-model.mobile.spec.ts):
 *   - a weekday's hours ("sabado"): `dados_da_oficina`, then that day's line;
 *   - a price ("troca de oleo"): `dados_da_oficina`, then the service's line;
 *   - a booking ("agendar … sou <nome>, whatsapp <telefone>, placa <placa>"): `horarios_livres` for
 *     the days, again for the first day's times, `pedir_agendamento` with the first time, then the
 *     tool's answer;
 *   - a line of the quote, on its link ("o que e o filtro de ar?"): `itens_do_orcamento`, then the
 *     line it names.
 */
import { callTool, say, type ModelRequest, type ScriptedReply } from "../../tests/support/openai-compatible-server";

type Message = ModelRequest["messages"][number];

const SERVICE = "Troca de óleo e filtro";

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part: { text?: string }) => part.text ?? "").join("");
  return "";
}

/** What the tools answered since the visitor's last message, oldest first. */
function toolResults(messages: Message[]) {
  const lastQuestion = messages.findLastIndex((message) => message.role === "user");
  return messages
    .slice(lastQuestion + 1)
    .filter((message) => message.role === "tool")
    .map((message) => JSON.parse(textOf(message.content)) as Record<string, unknown>);
}

function plain(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function scriptedModel(request: ModelRequest): ScriptedReply {
  const question = textOf(request.messages.findLast((message) => message.role === "user")?.content);
  const asked = plain(question);
  const results = toolResults(request.messages);
  const last = results.at(-1);

  if (asked.includes("agendar")) {
    if (results.length === 0) return callTool("horarios_livres", { servico: SERVICE });
    if (results.length === 1) {
      const [first] = (last?.dias_livres as { dia: string }[] | undefined) ?? [];
      return first ? callTool("horarios_livres", { servico: SERVICE, dia: first.dia }) : say(String(last?.recusado));
    }
    if (results.length === 2) {
      const [time] = (last?.horarios_livres as string[] | undefined) ?? [];
      const contact = /sou ([^,]+), whatsapp ([^,]+), placa (\w+)/i.exec(question);
      if (!time || !contact) return say(String(last?.recusado ?? "Não encontrei um horário."));
      return callTool("pedir_agendamento", {
        servico: SERVICE,
        dia: last!.dia,
        horario: time,
        nome: contact[1]!.trim(),
        whatsapp: contact[2]!.trim(),
        placa: contact[3],
      });
    }
    return say(String(last?.feito ?? last?.recusado));
  }

  const item = /o que e (?:o |a |os |as )?(.+?)\??$/.exec(asked)?.[1];
  if (item) {
    if (!last) return callTool("itens_do_orcamento", {});
    const line = (last.itens as string[] | undefined)?.find((entry) => plain(entry).includes(item));
    return say(line ?? "Não encontrei esse item no orçamento.");
  }

  if (asked.includes("sabado") || asked.includes("troca de oleo")) {
    if (!last) return callTool("dados_da_oficina", {});
    const lines = asked.includes("sabado") ? (last.horario_de_funcionamento as string[]) : (last.servicos as string[]);
    const wanted = asked.includes("sabado") ? "Sábado" : "Troca de óleo";
    return say(`Claro! ${lines.find((line) => line.includes(wanted)) ?? "Não encontrei essa informação."}`);
  }
  return say("Não sei responder isso com certeza. Posso passar sua pergunta para a oficina.");
}
