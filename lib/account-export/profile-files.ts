import type { ExportAccount } from "@/lib/data/account-export";
import { csvBytes } from "@/lib/account-export/csv";
import { dateTimeCell, decimalCell, textCell } from "@/lib/account-export/format";
import type { ZipEntry } from "@/lib/account-export/zip";
import { WEEKDAYS } from "@/lib/enums";
import { findPlan } from "@/lib/plans";
import { normaliseOpeningHours, WEEKDAY_LABELS } from "@/lib/profile/opening-hours";

/** Where the images go in the archive, named by what they are (the key's extension kept). */
export const IMAGES_DIR = "imagens";

export type ExportImages = { logo: string | null; assistant: string | null };

/**
 * The account's single rows: the login's e-mail (never the password hash), the profile with its
 * plan and dates, its services and opening hours, and the assistant's settings. Whole, since
 * they are small; the image columns name the files under imagens/.
 */
export function profileFiles(account: ExportAccount, images: ExportImages): ZipEntry[] {
  const { profile, assistant } = account;
  const perfil = csvBytes(
    [
      "E-mail de Acesso",
      "E-mail Confirmado em",
      "Conta Criada em",
      "Nome da Oficina",
      "Responsável",
      "E-mail da Oficina",
      "Endereço da Página",
      "Descrição",
      "WhatsApp",
      "Valor da Hora (R$)",
      "Forma de Pagamento Padrão",
      "Garantia Padrão",
      "Mensagem do WhatsApp",
      "Mensagem de Carro Pronto",
      "Plano",
      "Início da Assinatura",
      "Fim da Assinatura",
      "Logo",
      "Atualizado em",
    ],
    [account],
    (row) => [
      row.email,
      dateTimeCell(row.emailVerifiedAt),
      dateTimeCell(row.createdAt),
      textCell(profile?.shopName),
      textCell(profile?.ownerName),
      textCell(profile?.email),
      profile?.slug ? `/oficina/${profile.slug}` : "",
      textCell(profile?.description),
      textCell(profile?.whatsappIntegration),
      decimalCell(profile?.hourlyRate),
      textCell(profile?.paymentTerms),
      textCell(profile?.warrantyText),
      textCell(profile?.whatsappTemplate),
      textCell(profile?.readyTemplate),
      findPlan(profile?.subscriptionPlan)?.name ?? "",
      dateTimeCell(profile?.subscriptionStartDate),
      dateTimeCell(profile?.subscriptionEndDate),
      textCell(images.logo),
      dateTimeCell(profile?.updatedAt),
    ],
  );
  const services = csvBytes(["Serviço", "Preço", "Descrição"], profile?.services ?? [], (service) => [
    service.name,
    decimalCell(service.price.toFixed(2)),
    textCell(service.description),
  ]);
  const hours = normaliseOpeningHours(profile?.openingHours);
  const openingHours = csvBytes(["Dia", "Aberto", "Horário"], [...WEEKDAYS], (day) => [
    WEEKDAY_LABELS[day],
    hours[day].open ? "Sim" : "Não",
    hours[day].hours,
  ]);
  const assistantCsv = csvBytes(["Nome", "Instruções", "Imagem", "Atualizado em"], assistant ? [assistant] : [], (row) => [
    row.name,
    row.basePrompt,
    textCell(images.assistant),
    dateTimeCell(row.updatedAt),
  ]);
  return [
    { name: "perfil.csv", bytes: perfil },
    { name: "perfil_servicos.csv", bytes: services },
    { name: "perfil_horarios.csv", bytes: openingHours },
    { name: "assistente.csv", bytes: assistantCsv },
  ];
}
