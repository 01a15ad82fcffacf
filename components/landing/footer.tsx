import { FacebookIcon, InstagramIcon, YoutubeIcon } from "@/components/landing/social-icons";
import { Wrench } from "@/components/ui/icons";
import { PRODUCT_NAME } from "@/lib/messages/product";

// No WhatsApp here: the product has no support number of its own yet (the placeholder that stood
// here opened a chat with nobody). Support is the form and e-mail in the dashboard.
const SOCIAL_LINKS = [
  { label: "Instagram", href: "https://instagram.com/oficinadigital", icon: InstagramIcon },
  { label: "Facebook", href: "https://facebook.com/oficinadigital", icon: FacebookIcon },
  { label: "YouTube", href: "https://youtube.com/@oficinadigital", icon: YoutubeIcon },
] as const;

const PAGE_LINKS = [
  { href: "#beneficios", label: "Benefícios" },
  { href: "#como-funciona", label: "Como funciona" },
  { href: "#precos", label: "Preços" },
] as const;

// Prerendered: the year is the build's, which a release a year keeps current.
const YEAR = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="bg-sidebar text-sidebar-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr_1fr] md:px-8">
        <div>
          {/* No prefetch: the link is to this very page (see the header). */}
          <a href="/" className="inline-flex items-center gap-2 rounded-md text-xl font-bold">
            <span className="flex size-8 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
              <Wrench className="size-4" aria-hidden="true" />
            </span>
            {PRODUCT_NAME}
          </a>
          <p className="mt-3 max-w-sm text-sm text-slate-300">
            Orçamentos, clientes e fornecedores da sua oficina em um só lugar, com um assistente de IA ao seu lado.
          </p>
        </div>
        <nav aria-label="Links do rodapé">
          <h2 className="text-sm font-semibold text-white">Produto</h2>
          <ul className="mt-3 grid gap-2 text-sm text-slate-300">
            {PAGE_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="rounded-sm hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/auth" className="rounded-sm hover:text-white hover:underline">
                Entrar
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Redes sociais</h2>
          <ul className="mt-3 flex gap-2">
            {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${PRODUCT_NAME} no ${label} (abre em nova aba)`}
                  className="flex size-11 items-center justify-center rounded-full bg-sidebar-accent text-sidebar-accent-foreground transition-colors hover:bg-sidebar-primary focus-visible:outline-sidebar-ring"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-sidebar-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-slate-300 md:px-8">
          © {YEAR} {PRODUCT_NAME}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
