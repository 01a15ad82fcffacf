/** The customer's link: the job's stage in one word by the title, and 'Pronto para retirada' on top while the car waits. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReadyBanner, StageWord } from "@/components/public-quote/job-stage";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the job's stage on the customer's link", () => {
  it("says 'Pronto para retirada' at the top only when the car is ready", () => {
    expect(text(renderToStaticMarkup(<ReadyBanner quote={{ status: "ready", validUntil: null }} />))).toBe(
      "Pronto para retirada Seu carro está pronto. Combine a retirada com a oficina.",
    );
    for (const status of ["pending", "approved", "in_progress", "delivered", "canceled"] as const) {
      expect(renderToStaticMarkup(<ReadyBanner quote={{ status, validUntil: null }} />)).toBe("");
    }
  });

  it("names the stage in one word, 'Vencido' for a pending quote past its validity", () => {
    const stage = (status: "pending" | "in_progress", validUntil: string | null) =>
      text(renderToStaticMarkup(<StageWord quote={{ status, validUntil }} />));
    expect(stage("in_progress", null)).toBe("Etapa: Em andamento");
    expect(stage("pending", "2099-12-31")).toBe("Etapa: Orçamento");
    expect(stage("pending", "2020-01-01")).toBe("Etapa: Vencido");
  });
});
