import { Button } from "@/components/ui/button";
import { Wrench } from "@/components/ui/icons";
import { SIGN_UP_HREF } from "@/lib/auth/auth-tabs";
import { PRODUCT_NAME } from "@/lib/messages/product";

const ANCHORS = [
  { href: "#beneficios", label: "Benefícios" },
  { href: "#como-funciona", label: "Como funciona" },
  { href: "#precos", label: "Preços" },
] as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 px-4 sm:gap-x-4 md:h-16 md:flex-nowrap md:px-8">
        <a href="/" className="flex h-16 min-w-0 items-center gap-2 rounded-md font-bold text-primary">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Wrench className="size-4" aria-hidden="true" />
          </span>
          <span className="truncate text-base sm:text-xl">{PRODUCT_NAME}</span>
        </a>
        {/* On phones the anchors do not fit beside the buttons: they take a second row of the header.
            There every link is a 44 px target (a thumb, not a pointer); on a wide screen the text is enough. */}
        <nav
          aria-label="Seções da página"
          className="order-last -mx-4 w-[calc(100%+2rem)] border-t md:order-none md:mx-0 md:w-auto md:border-0"
        >
          <ul className="flex items-center justify-center gap-2 text-sm font-medium md:gap-6">
            {ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a
                  href={anchor.href}
                  className="flex h-11 min-w-11 items-center justify-center rounded-sm px-2 text-muted-foreground transition-colors hover:text-foreground md:h-auto md:min-w-0 md:px-0"
                >
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="h-11 px-2.5 sm:px-3 md:h-9">
            <a href="/auth">Entrar</a>
          </Button>
          <Button asChild size="sm" className="h-11 px-3 md:h-9">
            <a href={SIGN_UP_HREF}>Comece Agora</a>
          </Button>
        </div>
      </div>
    </header>
  );
}
