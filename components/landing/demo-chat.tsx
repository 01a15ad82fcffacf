import { SectionHeading } from "@/components/landing/section-heading";
import { Bot, CheckCheck, FileText } from "@/components/ui/icons";
import { formatAmount } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/messages/product";
import { PLAN_NAMES } from "@/lib/plans";
import { cn } from "@/lib/utils";

/** The sample quote of the demo; the hero's preview card shows the same numbers. */
export const DEMO_QUOTE = {
  vehicle: "Onix 2019",
  part: "Pastilha de freio dianteira",
  suppliers: [
    { name: "Auto Peças Central", price: 189.9 },
    { name: "Distribuidora Freio Forte", price: 164.5 },
    { name: "Casa das Peças Campinas", price: 172 },
  ],
  chosenSupplier: 1,
  labour: 120,
  fileName: "Orcamento_Onix_2019.pdf",
} as const;

export const demoPartPrice = DEMO_QUOTE.suppliers[DEMO_QUOTE.chosenSupplier].price;
export const demoTotal = demoPartPrice + DEMO_QUOTE.labour;

type Speaker = "mechanic" | "assistant";

const SPEAKER_NAME: Record<Speaker, string> = { mechanic: "Mecânico", assistant: "Assistente" };

function Message({ from, time, children }: { from: Speaker; time: string; children: React.ReactNode }) {
  const mine = from === "mechanic";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm",
          mine ? "rounded-tr-sm bg-emerald-100 text-foreground" : "rounded-tl-sm bg-card text-card-foreground",
        )}
      >
        <span className="sr-only">{SPEAKER_NAME[from]} diz:</span>
        {children}
        <span className="mt-1 flex items-center justify-end gap-1 text-[11px] text-muted-foreground">
          {time}
          {mine && <CheckCheck className="size-3.5 text-primary" aria-label="Lida" />}
        </span>
      </div>
    </li>
  );
}

export function DemoChat() {
  const chosen = DEMO_QUOTE.suppliers[DEMO_QUOTE.chosenSupplier];
  return (
    <section id="demonstracao" aria-labelledby="demonstracao-titulo" className="scroll-mt-28 md:scroll-mt-16 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:px-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="demonstracao-titulo"
            eyebrow="Demonstração · em breve"
            title="Do pedido de peça ao orçamento em PDF, numa conversa"
            description={`Em breve no plano ${PLAN_NAMES.pro}: o assistente de IA cotando a peça com seus fornecedores, somando a mão de obra e entregando o orçamento pronto para o cliente. Ainda não está disponível: a conversa abaixo é um exemplo.`}
            className="lg:mx-0 lg:text-left"
          />
          <ol className="mx-auto mt-8 grid max-w-md gap-3 text-sm text-muted-foreground lg:mx-0">
            {["Você pede o preço da peça.", "O assistente cota com 3 fornecedores.", "Você escolhe e recebe o orçamento em PDF."].map(
              (step, index) => (
                <li key={step} className="flex items-center gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ),
            )}
          </ol>
        </div>

        <div className="mx-auto w-full max-w-md overflow-hidden rounded-3xl border bg-muted shadow-xl">
          <div className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
            <span className="flex size-9 items-center justify-center rounded-full bg-primary-foreground/15">
              <Bot className="size-5" aria-hidden="true" />
            </span>
            <div className="leading-tight">
              <p className="font-semibold">Assistente {PRODUCT_NAME}</p>
              {/* Not 'online': the assistant does not answer yet, and this is a sample, not a live chat. */}
              <p className="text-xs opacity-90">Exemplo · em breve</p>
            </div>
          </div>
          <ol aria-label="Conversa de exemplo entre o mecânico e o assistente" className="grid gap-3 p-4">
            <Message from="mechanic" time="09:12">
              <p>
                Quanto está a {DEMO_QUOTE.part.toLowerCase()} para um {DEMO_QUOTE.vehicle}?
              </p>
            </Message>
            <Message from="assistant" time="09:12">
              <p>Cotei com 3 fornecedores:</p>
              <ul className="mt-2 grid gap-1">
                {DEMO_QUOTE.suppliers.map((supplier, index) => (
                  <li key={supplier.name} className="flex justify-between gap-3">
                    <span>
                      {index + 1}. {supplier.name}
                    </span>
                    <span className="font-semibold whitespace-nowrap">{formatAmount(supplier.price)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2">Qual você prefere?</p>
            </Message>
            <Message from="mechanic" time="09:13">
              <p>
                Fecha com a {chosen.name}. Mão de obra {formatAmount(DEMO_QUOTE.labour)}.
              </p>
            </Message>
            <Message from="assistant" time="09:13">
              <p>Orçamento montado:</p>
              <dl className="mt-2 grid gap-1">
                <div className="flex justify-between gap-3">
                  <dt>Peça ({chosen.name})</dt>
                  <dd className="whitespace-nowrap">{formatAmount(chosen.price)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt>Mão de obra</dt>
                  <dd className="whitespace-nowrap">{formatAmount(DEMO_QUOTE.labour)}</dd>
                </div>
                <div className="flex justify-between gap-3 border-t pt-1 font-semibold">
                  <dt>Total</dt>
                  <dd className="whitespace-nowrap">{formatAmount(demoTotal)}</dd>
                </div>
              </dl>
            </Message>
            <Message from="assistant" time="09:13">
              <div className="flex items-center gap-3 rounded-lg border bg-muted p-2">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-destructive text-destructive-foreground">
                  <FileText className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{DEMO_QUOTE.fileName}</span>
                  <span className="block text-xs text-muted-foreground">PDF · 1 página</span>
                </span>
              </div>
              <p className="mt-2">Pronto! É só encaminhar para o cliente pelo WhatsApp ou e-mail.</p>
            </Message>
          </ol>
        </div>
      </div>
    </section>
  );
}
