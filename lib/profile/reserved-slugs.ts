/**
 * Addresses of public pages (/oficina/{slug}) that no shop may hold: the product's name and the
 * words of the system and its staff. A page at /oficina/suporte or /oficina/oficina-digital-ajuda,
 * on the product's own domain, reads as the product speaking, and was used to put an attacker's
 * WhatsApp under "Oficina Digital — Suporte Oficial". Pure: the profile's schema, its save
 * (lib/data/profile.ts) and the tests share it.
 */
import { SLUG_MAX_LENGTH, toSlug } from "@/lib/profile/slug";

/**
 * Words that are the product's, the system's or its staff's, and the app's routes. A slug is
 * refused when it is one of these, or made only of these ("suporte-oficial", "admin-login").
 */
const RESERVED_WORDS = new Set([
  // The product and who speaks for it
  "oficina",
  "oficinas",
  "digital",
  "oficial",
  "official",
  "equipe",
  "team",
  "staff",
  "sistema",
  "system",
  "suporte",
  "support",
  "ajuda",
  "help",
  "atendimento",
  "contato",
  "contact",
  "faq",
  "sac",
  "ouvidoria",
  "admin",
  "adm",
  "administrador",
  "administradora",
  "administracao",
  "administrator",
  "root",
  "moderador",
  "moderator",
  "operador",
  "operator",
  "seguranca",
  "security",
  "verificacao",
  "verificado",
  "verified",
  "verify",
  "alerta",
  "aviso",
  "noreply",
  "no-reply",
  "nao-responda",
  // Accounts and signing in
  "login",
  "logout",
  "signin",
  "signup",
  "sign-in",
  "sign-up",
  "auth",
  "oauth",
  "sso",
  "entrar",
  "sair",
  "cadastro",
  "cadastrar",
  "registro",
  "registrar",
  "register",
  "conta",
  "contas",
  "account",
  "senha",
  "password",
  "esqueci-senha",
  "nova-senha",
  "confirmar-email",
  "conta-excluida",
  "perfil",
  "profile",
  "usuario",
  "user",
  "users",
  // The app's areas and routes
  "dashboard",
  "painel",
  "api",
  "app",
  "www",
  "web",
  "site",
  "orcamento",
  "orcamentos",
  "quote",
  "quotes",
  "planos",
  "plano",
  "plans",
  "pagamento",
  "pagamentos",
  "payment",
  "billing",
  "cobranca",
  "fatura",
  "assinatura",
  "pix",
  "boleto",
  "customers",
  "vehicles",
  "suppliers",
  "services",
  "leads",
  "ai-assistant",
  "configuracoes",
  "settings",
  "uploads",
  "upload",
  "health",
  "status",
  "robots",
  "sitemap",
  "favicon",
  "manifest",
  "termos",
  "terms",
  "privacidade",
  "privacy",
  "lgpd",
  // Mail and infrastructure names
  "mail",
  "email",
  "e-mail",
  "webmail",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "cdn",
  "dns",
  "ns1",
  "ns2",
  "null",
  "undefined",
]);

/** The product's name in a slug, with or without its hyphen, in the singular or plural. */
const PRODUCT_NAME_IN_SLUG = /oficinas?digita(l|is)/;

/** What a shop whose name gives a reserved slug gets after it: "suporte" → "suporte-mecanica". */
const DERIVED_SUFFIX = "-mecanica";
const DERIVED_FALLBACK = "oficina-mecanica";

/** Whether `slug` (already normalised by toSlug) is one no shop may hold. */
export function isReservedSlug(slug: string): boolean {
  if (!slug) return false;
  if (PRODUCT_NAME_IN_SLUG.test(slug.replaceAll("-", ""))) return true;
  return RESERVED_WORDS.has(slug) || slug.split("-").every((word) => RESERVED_WORDS.has(word));
}

/** Whether a text (a shop's name) names the product, however it is written: "Oficina Digital", "OFICINA-DIGITAL", "OficinaDigital". */
export function containsProductName(text: string): boolean {
  return PRODUCT_NAME_IN_SLUG.test(toSlug(text).replaceAll("-", ""));
}

/**
 * The slug a shop's name gives when the mechanic leaves the address blank, never a reserved one:
 * one that would be gets a suffix instead of an error ("Suporte" → "suporte-mecanica"), and one
 * naming the product, or empty after that, the fallback. "" when the name gives nothing at all.
 */
export function slugFromShopName(shopName: string): string {
  const base = toSlug(shopName);
  if (!base || !isReservedSlug(base)) return base;
  if (PRODUCT_NAME_IN_SLUG.test(base.replaceAll("-", ""))) return DERIVED_FALLBACK;
  const suffixed = `${base.slice(0, SLUG_MAX_LENGTH - DERIVED_SUFFIX.length).replace(/-+$/, "")}${DERIVED_SUFFIX}`;
  return isReservedSlug(suffixed) ? DERIVED_FALLBACK : suffixed;
}
