import { ProductLink } from "@/components/documents/product-link";
import { AnsweredParts } from "@/components/supplier-link/answered-parts";
import { SupplierAnswerForm } from "@/components/supplier-link/answer-form";
import { SupplierNoticeAlert } from "@/components/supplier-link/notice";
import { SupplierRequestHeader } from "@/components/supplier-link/request-header";
import type { SupplierLinkView } from "@/lib/data/supplier-links";
import { formatDateAtTime } from "@/lib/format";
import { supplierLink as t } from "@/lib/messages/supplier-link";
import { deadlineWhen } from "@/lib/supplier-link/deadline";
import type { decodeDraft } from "@/lib/supplier-link/draft";
import type { SupplierNotice } from "@/lib/supplier-link/notices";
import { formState } from "@/lib/supplier-link/typed-answers";
import { supplierLinkPath } from "@/lib/suppliers/link-token";

type Props = {
  token: string;
  link: SupplierLinkView;
  /** `?aviso=`: what became of the last post. */
  notice: SupplierNotice | undefined;
  /** Back from a refusal (or a failed save): the rows as typed, from the answer route's cookie. */
  draft: ReturnType<typeof decodeDraft>;
};

/**
 * A shop's request for prices, as the supplier opens it from the WhatsApp message, rendered as a
 * document by app/(public-supplier)/cotacao/[token]/route.tsx: a clerk's cheap phone shows and
 * answers it with JavaScript off. The form posts to ./resposta, which comes back here with
 * `?aviso=` (and, after a refusal, what was typed). Until the deadline the saved answer fills the
 * form and can be changed; after it, the page says the request is closed and shows the answer.
 */
export function SupplierLink({ token, link, notice, draft }: Props) {
  const path = supplierLinkPath(token);
  const shopName = link.shopName || t.shopFallback;
  const when = deadlineWhen(link.deadline);
  const answered = link.parts.some((part) => part.answer);

  const { typed, errors, warnings } = formState(link.parts, draft);

  return (
    <div className="min-h-dvh bg-muted/40">
      <main className="mx-auto grid max-w-2xl gap-6 px-4 py-6 sm:py-10">
        <SupplierRequestHeader link={link} shopName={shopName} />

        <section id="resposta" aria-labelledby="supplier-answer-heading" className="grid scroll-mt-4 gap-4">
          <h2 id="supplier-answer-heading" className="text-lg font-semibold">
            {link.open ? t.partsHeading : t.closed.heading}
          </h2>
          {notice && <SupplierNoticeAlert notice={notice} when={when} />}
          {link.open ? (
            <>
              {answered && notice !== "enviada" && <p className="text-sm">{t.form.changeIntro(when)}</p>}
              <SupplierAnswerForm
                action={`${path}/resposta`}
                parts={link.parts}
                typed={typed}
                errors={errors}
                warnings={warnings}
                answered={answered}
              />
            </>
          ) : (
            <>
              <p className="text-sm" data-testid="supplier-link-closed">
                {t.closed.since(formatDateAtTime(link.deadline))}
              </p>
              <h3 className="font-semibold">{t.closed.yourAnswer}</h3>
              {answered ? <AnsweredParts parts={link.parts} /> : <p className="text-sm">{t.closed.noAnswer}</p>}
            </>
          )}
        </section>

        <footer className="text-center text-sm text-muted-foreground">
          {t.footer} <ProductLink />
        </footer>
      </main>
    </div>
  );
}
