/** The quote's history on its page (lib/quotes/timeline.ts): merged in order, and each line's words. */
import { describe, expect, it } from "vitest";
import { quoteTimeline, timelineLine, type TimelineInput } from "@/lib/quotes/timeline";

// 24/11/2026 14:32 in São Paulo (UTC−3: no daylight saving time since 2019).
const at = (hhmm: string, day = "2026-11-24") => new Date(`${day}T${hhmm}:00-03:00`);
const SHA = "3f9a1c2b" + "0".repeat(56);
const agent = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile";

const answer = (overrides: Partial<TimelineInput["answers"][number]> = {}): TimelineInput["answers"][number] => ({
  versionNumber: 2,
  sha256: SHA,
  answer: "approved",
  customerName: "Maria Souza",
  reason: null,
  nonOriginalPartsConsent: true,
  clientAddress: "200.160.2.3",
  userAgent: agent,
  answeredAt: at("14:32"),
  channel: "link",
  takenBy: null,
  ...overrides,
});

const input: TimelineInput = {
  createdAt: at("09:00"),
  versions: [
    { number: 1, createdAt: at("10:00"), snapshot: { complement: null } },
    { number: 2, createdAt: at("12:00"), snapshot: { complement: null } },
    { number: 3, createdAt: at("09:00", "2026-11-25"), snapshot: { complement: { amendsVersion: 2 } } },
  ],
  // listQuoteSends answers newest first: the order given must not matter.
  sends: [
    { channel: "email", purpose: "quote", recipient: "maria@exemplo.com", sentAt: at("11:00") },
    { channel: "whatsapp", purpose: "quote", recipient: "11987654321", sentAt: at("09:30") },
  ],
  views: [
    { versionNumber: 1, viewedAt: at("10:00") },
    { versionNumber: 2, viewedAt: at("12:00") },
  ],
  answers: [
    answer({
      versionNumber: 1,
      answer: "rejected",
      customerName: null,
      reason: "Achei caro",
      nonOriginalPartsConsent: null,
      answeredAt: at("10:05"),
    }),
    answer(),
  ],
};

describe("quoteTimeline", () => {
  it("merges every kind of event oldest first, a version before its view when they share the moment", () => {
    const events = quoteTimeline(input);
    expect(events.map((event) => [event.kind, event.at.toISOString()])).toEqual([
      ["created", at("09:00").toISOString()],
      ["send", at("09:30").toISOString()],
      ["version", at("10:00").toISOString()],
      ["view", at("10:00").toISOString()],
      ["answer", at("10:05").toISOString()],
      ["send", at("11:00").toISOString()],
      ["version", at("12:00").toISOString()],
      ["view", at("12:00").toISOString()],
      ["answer", at("14:32").toISOString()],
      ["version", at("09:00", "2026-11-25").toISOString()],
    ]);
  });

  it("keeps a quote that was never published to its creation", () => {
    expect(quoteTimeline({ createdAt: at("09:00"), versions: [], sends: [], views: [], answers: [] })).toEqual([
      { kind: "created", at: at("09:00") },
    ]);
  });

  it("does not reorder what it was given", () => {
    const copy = structuredClone(input);
    quoteTimeline(input);
    expect(input).toEqual(copy);
  });
});

describe("timelineLine", () => {
  const lines = quoteTimeline(input).map(timelineLine);

  it("says each event in pt-BR, in São Paulo's time", () => {
    expect(lines.map((line) => line.text)).toEqual([
      "Orçamento criado em 24/11/2026 09:00",
      "Aberto no WhatsApp em 24/11/2026 09:30",
      "Versão 1 publicada em 24/11/2026 10:00",
      "Visualizado pelo cliente em 24/11/2026 10:00 (versão 1)",
      'Recusado em 24/11/2026 às 10:05, pelo Chrome no Android, pela internet (versão 1): "Achei caro"',
      "Enviado por e-mail para maria@exemplo.com em 24/11/2026 11:00",
      "Versão 2 publicada em 24/11/2026 12:00",
      "Visualizado pelo cliente em 24/11/2026 12:00 (versão 2)",
      'Aprovado por "Maria Souza" em 24/11/2026 às 14:32, pelo Chrome no Android, pela internet (versão 2, código 3f9a1c2b)',
      "Orçamento complementar (versão 3) publicado em 25/11/2026 09:00",
    ]);
  });

  it("notes the consent to non-original parts under an approval, and never the raw address or browser", () => {
    expect(lines[8]!.details).toEqual(["O cliente autorizou as peças não originais (paralelas ou usadas) deste orçamento (CDC, art. 21)."]);
    for (const line of lines) {
      expect([line.text, ...line.details].join(" ")).not.toContain(agent);
      expect([line.text, ...line.details].join(" ")).not.toContain("200.160.2.3");
    }
  });

  it("says an answer from the shop's own network or machine came from the local network", () => {
    for (const clientAddress of ["::1", "127.0.0.1", "192.168.0.15", "10.1.2.3", "fd12:3456::1"]) {
      const [approval] = quoteTimeline({
        ...input,
        versions: [],
        sends: [],
        views: [],
        answers: [answer({ clientAddress, userAgent: "", nonOriginalPartsConsent: null })],
      }).slice(1);
      expect(timelineLine(approval!).text).toBe(
        'Aprovado por "Maria Souza" em 24/11/2026 às 14:32, por um navegador não identificado, na rede local (versão 2, código 3f9a1c2b)',
      );
    }
  });

  it("reads a refusal without a reason, and an approval with no parts to consent to", () => {
    const [refusal] = quoteTimeline({
      ...input,
      versions: [],
      sends: [],
      views: [],
      answers: [answer({ answer: "rejected", reason: null, versionNumber: 1 })],
    }).slice(1);
    expect(timelineLine(refusal!)).toEqual({
      text: "Recusado em 24/11/2026 às 14:32, pelo Chrome no Android, pela internet (versão 1)",
      details: [],
    });
    const [approval] = quoteTimeline({
      ...input,
      versions: [],
      sends: [],
      views: [],
      answers: [answer({ nonOriginalPartsConsent: null })],
    }).slice(1);
    expect(timelineLine(approval!).details).toEqual([]);
  });

  it("marks an approval recorded in person, with who approved and who took it, and no browser", () => {
    const [approval] = quoteTimeline({
      ...input,
      versions: [],
      sends: [],
      views: [],
      answers: [answer({ channel: "in_person", takenBy: "João (balcão)", nonOriginalPartsConsent: null })],
    }).slice(1);
    expect(timelineLine(approval!)).toEqual({
      text: "Aprovado presencialmente por Maria Souza, registrado por João (balcão) em 24/11/2026 às 14:32 (versão 2, código 3f9a1c2b)",
      details: [],
    });
  });

  it("says every move of the job's stage in one word each, in its place, with the reason under it", () => {
    const events = quoteTimeline({
      ...input,
      versions: [],
      sends: [],
      views: [],
      answers: [answer()],
      stageChanges: [
        { fromStatus: "in_progress", toStatus: "ready", reason: null, changedAt: at("16:00") },
        { fromStatus: "approved", toStatus: "in_progress", reason: null, changedAt: at("15:00") },
        { fromStatus: "ready", toStatus: "in_progress", reason: "Faltou apertar a roda", changedAt: at("17:00") },
      ],
    });
    expect(events.map((event) => event.kind)).toEqual(["created", "answer", "stage", "stage", "stage"]);
    expect(events.slice(2).map(timelineLine)).toEqual([
      { text: "Etapa: Aprovado → Em andamento em 24/11/2026 15:00", details: [] },
      { text: "Etapa: Em andamento → Pronto para retirada em 24/11/2026 16:00", details: [] },
      { text: "Etapa: Pronto para retirada → Em andamento em 24/11/2026 17:00", details: ["Motivo: Faltou apertar a roda"] },
    ]);
  });
});

describe("the check-in's lines", () => {
  const acknowledgement = {
    customerName: "Maria Souza",
    channel: "link" as const,
    takenBy: null,
    clientAddress: "200.160.2.3",
    userAgent: agent,
    sha256: SHA,
    acknowledgedAt: at("08:40"),
  };
  const base = { createdAt: at("08:00"), versions: [], sends: [], views: [], answers: [] };

  it("says when it was recorded and who acknowledged it, from where, with its code", () => {
    const events = quoteTimeline({ ...base, checkIn: { createdAt: at("08:10"), acknowledgement } });
    expect(events.map((event) => event.kind)).toEqual(["created", "checkIn", "checkInAck"]);
    expect(events.map((event) => timelineLine(event))).toEqual([
      { text: "Orçamento criado em 24/11/2026 08:00", details: [] },
      { text: "Entrada do veículo registrada em 24/11/2026 08:10.", details: [] },
      {
        text: "Entrada do veículo conferida por Maria Souza em 24/11/2026 às 08:40, pelo Chrome no Android, pela internet (código 3f9a1c2b).",
        details: [],
      },
    ]);
  });

  it("in person: who at the shop was with the customer", () => {
    const [, , line] = quoteTimeline({
      ...base,
      checkIn: { createdAt: at("08:10"), acknowledgement: { ...acknowledgement, channel: "in_person", takenBy: "Zé" } },
    });
    expect(timelineLine(line!).text).toBe(
      "Entrada do veículo conferida por Maria Souza na oficina em 24/11/2026 às 08:40, com Zé (código 3f9a1c2b).",
    );
  });

  it("adds nothing without a check-in", () => {
    expect(quoteTimeline({ ...base, checkIn: null }).map((event) => event.kind)).toEqual(["created"]);
  });
});
