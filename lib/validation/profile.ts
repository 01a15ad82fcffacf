import { z } from "zod";
import { WEEKDAYS } from "@/lib/enums";
import { messages } from "@/lib/messages";
import { toSlug } from "@/lib/profile/slug";

const LIMITS = { shopName: 120, ownerName: 120, description: 2000, whatsapp: 200, slug: 80, serviceName: 120, serviceDescription: 500, services: 100, hours: 100 } as const;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} deve ter no máximo ${max} caracteres.`);

/** A profile service: a name, and a price ≥ 0 (the form turns non-numbers into 0). */
export const serviceSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, messages.profile.serviceNameRequired).max(LIMITS.serviceName, `O nome do serviço deve ter no máximo ${LIMITS.serviceName} caracteres.`),
  price: z
    .number({ error: "Informe um preço válido." })
    .min(0, "O preço não pode ser negativo.")
    .max(9_999_999.99, "O preço é alto demais."),
  description: text(LIMITS.serviceDescription, "A descrição do serviço").optional(),
});

const daySchema = z.object({ open: z.boolean(), hours: text(LIMITS.hours, "O horário") });

export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<(typeof WEEKDAYS)[number], typeof daySchema>,
);

/** The structured tabs travel as JSON in one hidden field each. */
function json<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.issues.push({ code: "custom", message: "Dados do formulário inválidos. Recarregue a página.", input: value });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** What 'Salvar Alterações' sends (saved as an upsert). The logo has its own actions. */
export const profileSchema = z.object({
  shopName: text(LIMITS.shopName, "O nome da oficina"),
  ownerName: text(LIMITS.ownerName, "O nome do responsável"),
  description: text(LIMITS.description, "A descrição"),
  // Typed freely ("Oficina do Zé") and normalised; empty means "derive it from the shop name".
  slug: text(LIMITS.slug, "O endereço").transform(toSlug),
  whatsappIntegration: text(LIMITS.whatsapp, "O link do WhatsApp"),
  services: json(z.array(serviceSchema).max(LIMITS.services, `Cadastre no máximo ${LIMITS.services} serviços.`)),
  openingHours: json(openingHoursSchema),
});

export type ProfileInput = z.infer<typeof profileSchema>;
export type ServiceInput = z.infer<typeof serviceSchema>;
/** The form fields the profile form posts (services and hours as JSON). */
export const PROFILE_FIELDS = ["shopName", "ownerName", "description", "slug", "whatsappIntegration", "services", "openingHours"] as const;
