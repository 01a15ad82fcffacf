import { Accordion, type AccordionItem } from "@/components/ui/accordion";
import { formatAmount } from "@/lib/format";
import { findPlan, PLAN_LIMITS, PLAN_NAMES, SUBSCRIPTION_DAYS } from "@/lib/plans";

const BASIC = PLAN_LIMITS.basic;
const PREMIUM = findPlan("premium")!;

/**
 * Support FAQ: a team (Premium), what each plan has (from lib/plans.ts, as the server
 * enforces it), export; plus four more.
 */
export const FAQ_ITEMS: AccordionItem[] = [
  {
    id: "usuarios",
    title: "Posso ter mais de um usuário na minha oficina?",
    content: `Sim, no plano Premium (${formatAmount(PREMIUM.price)}/mês): até ${PLAN_LIMITS.premium.people} pessoas na mesma oficina, o dono incluído, cada uma com o seu login. O Dono vê e faz tudo; o Atendente cuida de clientes, orçamentos, envios, pagamentos e entradas, sem ver o Financeiro nem custos e margens; o Mecânico vê os carros da oficina e os serviços dele, faz a entrada, as fotos, inicia o serviço e marca o carro pronto, sem ver preços de custo, margens, pagamentos nem o Financeiro. O dono convida cada pessoa em 'Equipe'. No Básico e no Profissional, a oficina tem um acesso.`,
  },
  {
    id: "whatsapp-ia",
    title: "Quais planos têm WhatsApp e assistente de IA?",
    content: `O envio de orçamentos com um toque por WhatsApp e por e-mail e o assistente de IA são do plano Profissional e do Premium. No Básico você baixa o PDF e copia o link do orçamento para mandar como preferir, com até ${BASIC.customers} clientes e ${BASIC.quotesPerMonth} orçamentos enviados por mês (a entrada do veículo não conta); no Profissional não há limite.`,
  },
  {
    id: "exportar",
    title: "Consigo exportar meus dados?",
    content:
      "Sim. As listas de clientes (com os veículos) e de orçamentos têm o botão Exportar, em CSV e Excel, com o que a busca e o filtro mostram; os pagamentos saem em CSV e Excel no Financeiro, e os interessados em CSV. Em Minha conta, 'Baixar meus dados' traz tudo num arquivo .zip. Os arquivos abrem direto no Excel, com acentos e colunas no lugar certo.",
  },
  {
    id: "cancelar",
    title: "Como cancelo minha assinatura?",
    content:
      "Quando quiser, sem multa e sem fidelidade. Nenhum plano se renova sozinho: basta não renovar no fim do período. Se preferir, envie um ticket por este formulário ou fale com a gente pelo e-mail ou telefone de suporte.",
  },
  {
    id: "garantia",
    title: "Como funciona a garantia de 7 dias?",
    content:
      "Todos os planos têm garantia de 7 dias. Se não ficar satisfeito, peça o cancelamento em até 7 dias depois de assinar e devolvemos o valor pago.",
  },
  {
    id: "pagamento",
    // No charge is made yet (decisions.md): the answer says so rather than name ways to pay.
    title: "Como funciona o pagamento?",
    content: `O pagamento ainda é simulado: nenhum valor é cobrado. Cada período vale ${SUBSCRIPTION_DAYS} dias e não se renova sozinho; renovar antes do fim não perde nenhum dia. Trocar para o ${PLAN_NAMES.pro} vale na hora, até o fim do período já pago; voltar para o ${PLAN_NAMES.basic} vale a partir do fim do período. Se a assinatura vencer, seus dados continuam guardados até você renovar.`,
  },
  {
    id: "seguranca",
    title: "Meus dados e os dos meus clientes estão seguros?",
    content:
      "Sim. Os dados de cada oficina ficam separados e só quem entra com o seu e-mail e senha tem acesso a eles. Tratamos as informações de acordo com a LGPD e não vendemos nem compartilhamos seus dados.",
  },
];

export function SupportFaq() {
  return (
    <section aria-labelledby="faq-title" className="grid gap-4">
      <h2 id="faq-title" className="text-lg font-semibold">
        Perguntas frequentes
      </h2>
      <Accordion items={FAQ_ITEMS} />
    </section>
  );
}
