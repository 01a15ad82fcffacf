import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { AnsweredParts } from "@/components/supplier-link/answered-parts";
import { SupplierAnswerForm } from "@/components/supplier-link/answer-form";
import { SupplierNoticeAlert } from "@/components/supplier-link/notice";
import { SupplierRequestHeader } from "@/components/supplier-link/request-header";
import { formatDateAtTime } from "@/lib/format";
import { messages, PRODUCT_NAME } from "@/lib/messages";
import { deadlineWhen } from "@/lib/supplier-link/deadline";
import { decodeDraft, DRAFT_COOKIE } from "@/lib/supplier-link/draft";
import { isSupplierNotice } from "@/lib/supplier-link/notices";
import { formState } from "@/lib/supplier-link/typed-answers";
import { supplierLinkPath } from "@/lib/suppliers/link-token";
import { loadSupplierLink } from "./load";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const t = messages.supplierLink;

// Never in a search engine, whatever the headers say (lib/security-headers.ts sends X-Robots-Tag too).
const robots = { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const link = await loadSupplierLink(token);
  if (!link) return { robots };
  // An absolute title: the root layout's template would add the product's name after the shop's.
  return { title: { absolute: t.metaTitle(link.shopName || t.shopFallback) }, robots };
}

/**
 * A shop's request for prices, as the supplier opens it from the WhatsApp message: a Server
 * Component with no script it needs, so a clerk's cheap phone shows and answers it with
 * JavaScript off. The form posts to ./resposta, which comes back here with `?aviso=` (and, after a
 * refusal, what was typed). Until the deadline the saved answer fills the form and can be changed;
 * after it, the page says the request is closed and shows the answer. Unknown or malformed tokens,
 * and any token from an address that missed too often (lib/supplier-link/access.ts), get the 404.
 */
export default async function SupplierLinkPage({ params, searchParams }: Props) {
  const { token } = await params;
  const query = await searchParams;
  const link = await loadSupplierLink(token);
  if (!link) notFound();
  const path = supplierLinkPath(token);
  const shopName = link.shopName || t.shopFallback;
  const notice = isSupplierNotice(query.aviso) ? query.aviso : undefined;
  const when = deadlineWhen(link.deadline);
  const answered = link.parts.some((part) => part.answer);

  // Back from a refusal (or a failed save): the typed rows, from the route's cookie.
  const draft =
    notice === "revisar" || notice === "erro" || notice === "conferir"
      ? decodeDraft((await cookies()).get(DRAFT_COOKIE)?.value)
      : undefined;
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
          {t.footer} {/* A plain link: next/link would hydrate and prefetch the landing for one footer link. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {PRODUCT_NAME}
          </a>
        </footer>
      </main>
    </div>
  );
}
