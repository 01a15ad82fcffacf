import { ShieldCheck, Users } from "@/components/ui/icons";
import { PRODUCT_NAME } from "@/lib/messages/product";
import { GUARANTEE_DAYS } from "@/lib/plans";

export function GuaranteeAndSocialProof() {
  return (
    <section aria-labelledby="garantia-titulo" className="border-y bg-background py-12">
      <h2 id="garantia-titulo" className="sr-only">
        Garantia e confiança
      </h2>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2 md:px-8">
        <div className="flex items-start gap-4 rounded-xl border bg-card p-6">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-lg font-semibold">Garantia de {GUARANTEE_DAYS} dias</h3>
            <p className="mt-1 text-muted-foreground">
              {`Garantia de ${GUARANTEE_DAYS} dias em todos os planos, sem compromisso — cancele quando quiser.`}
            </p>
          </div>
        </div>
        <div className="flex items-start gap-4 rounded-xl border bg-card p-6">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Users className="size-6" aria-hidden="true" />
          </span>
          <div>
            {/* What the product is made for, not a count of users it cannot show. */}
            <h3 className="text-lg font-semibold">{`O ${PRODUCT_NAME} é feito para a oficina pequena`}</h3>
            <p className="mt-1 text-muted-foreground">
              Troque o caderno e a planilha por orçamentos feitos no celular, aprovados pelo cliente num link, e clientes organizados.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
