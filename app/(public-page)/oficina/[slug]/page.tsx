import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { ContactForm } from "@/components/public-page/contact-form";
import { OpeningHoursList } from "@/components/public-page/opening-hours-list";
import { ShopIdentityLines } from "@/components/public-page/shop-identity";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Clock, MessageCircle, Wrench } from "@/components/ui/icons";
import { findPublicShop } from "@/lib/data/profile";
import { formatAmount } from "@/lib/format";
import { messages, PRODUCT_NAME } from "@/lib/messages";
import { planAllows } from "@/lib/plans";
import { isOpenAt, shopClock } from "@/lib/profile/opening-hours";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { siteOrigin } from "@/lib/site-url";

type Props = { params: Promise<{ slug: string }> };

// Anything else cannot be a slug (lib/profile/slug.ts): answered without a query.
const SLUG = /^[a-z0-9-]{1,80}$/;

/** One query per request, shared by the metadata and the page. */
const loadShop = cache(async (slug: string) => (SLUG.test(slug) ? findPublicShop(slug) : null));

const shopTitle = (name: string) => name.trim() || "Oficina mecânica";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const shop = await loadShop(slug);
  if (!shop) return {};
  const title = shopTitle(shop.shopName);
  const description = shop.description.trim().slice(0, 200) || `${title}: serviços, horários e contato.`;
  return {
    metadataBase: new URL(siteOrigin()),
    title,
    description,
    alternates: { canonical: `/oficina/${slug}` },
    openGraph: {
      type: "website",
      locale: "pt_BR",
      siteName: PRODUCT_NAME,
      title,
      description,
      url: `/oficina/${slug}`,
      images: shop.logoUrl ? [{ url: shop.logoUrl, alt: `Logo de ${title}` }] : undefined,
    },
  };
}

export default async function ShopPage({ params }: Props) {
  await connection(); // "open now" depends on the moment of the request: never prerendered
  const { slug } = await params;
  const shop = await loadShop(slug);
  if (!shop) notFound();

  const now = new Date();
  const today = shopClock(now).day;
  const openNow = isOpenAt(shop.openingHours, now);
  const whatsapp = whatsappLink(shop.whatsappIntegration);
  const title = shopTitle(shop.shopName);
  // 'Agendar horário' when the shop takes requests and has something to offer: its services or its hours.
  const canBook = shop.onlineBooking && (shop.services.length > 0 || Object.values(shop.openingHours).some((day) => day.open));

  return (
    <div className="min-h-dvh bg-muted/40">
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          {shop.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by /api/uploads with its own headers
            <img src={shop.logoUrl} alt={`Logo de ${title}`} className="size-24 shrink-0 rounded-xl border bg-white object-contain" />
          ) : (
            <span className="flex size-24 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Wrench className="size-10" aria-hidden="true" />
            </span>
          )}
          <div className="grid min-w-0 flex-1 gap-2">
            <h1 className="text-3xl font-bold break-words">{title}</h1>
            {shop.ownerName && <p className="text-muted-foreground">Responsável: {shop.ownerName}</p>}
            <ShopIdentityLines identity={shop.identity} />
            <p className="flex items-center justify-center gap-2 sm:justify-start">
              <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
              <Badge variant={openNow ? "success" : "secondary"}>
                {openNow ? messages.publicPage.openNow : messages.publicPage.closedNow}
              </Badge>
            </p>
          </div>
          {canBook && (
            <Button asChild size="lg" className="w-full sm:w-auto">
              {/* A plain link: the booking pages are documents (route handlers), not App Router pages. */}
              <a href={`/oficina/${slug}/agendar`}>
                <Clock aria-hidden="true" /> {messages.booking.bookCta}
              </a>
            </Button>
          )}
          {planAllows(shop.plan, "aiAssistant") && (
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              {/* A document too (lib/assistant/chat-document.tsx): nothing of it loads until it is opened. */}
              <a href={`/oficina/${slug}/assistente`}>
                <MessageCircle aria-hidden="true" /> {messages.conversations.openFromPage}
              </a>
            </Button>
          )}
          {whatsapp && (
            <Button asChild size="lg" className="w-full bg-success text-success-foreground hover:bg-success/90 sm:w-auto">
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" /> Falar no WhatsApp
              </a>
            </Button>
          )}
        </header>

        {shop.description && (
          <Card>
            <CardHeader>
              <CardTitle>Sobre a oficina</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line break-words">{shop.description}</p>
            </CardContent>
          </Card>
        )}

        {shop.services.length > 0 && (
          <Card>
            <CardHeader>
              <CardTitle>Serviços</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y" aria-label="Serviços e preços">
                {shop.services.map((service) => (
                  <li key={service.id} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{service.name}</p>
                      {service.description && <p className="text-sm break-words text-muted-foreground">{service.description}</p>}
                    </div>
                    <p className="shrink-0 font-semibold">{formatAmount(service.price)}</p>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}

        <Card>
          <CardHeader>
            <CardTitle>Horário de funcionamento</CardTitle>
            <CardDescription>Horário de Brasília.</CardDescription>
          </CardHeader>
          <CardContent>
            <OpeningHoursList hours={shop.openingHours} today={today} />
          </CardContent>
        </Card>

        <Card id="contato">
          <CardHeader>
            <CardTitle>Fale com a oficina</CardTitle>
            <CardDescription>Deixe seu contato e a oficina retorna para você.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm slug={slug} />
          </CardContent>
        </Card>

        <footer className="py-4 text-center text-sm text-muted-foreground">
          Página criada com{" "}
          <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {PRODUCT_NAME}
          </Link>
        </footer>
      </main>
    </div>
  );
}
