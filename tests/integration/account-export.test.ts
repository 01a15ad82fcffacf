/**
 * 'Baixar meus dados' (LGPD art. 18 V): the archive of shop A, unzipped and parsed back, holds
 * every row A owns with its values, exactly A's stored images, and nothing of shop B; for both
 * storage drivers. Hostile text comes back as typed (a formula neutralised), and an empty shop
 * still gets every file with its header.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import {
  appointments,
  customers,
  leads,
  quoteAnswers,
  quoteItems,
  quoteSends,
  quoteVersions,
  quoteViews,
  quotes,
  shopCertificates,
  suppliers,
  supportTickets,
  users,
  vehicles,
} from "@/db/schema";
import { buildAccountExport } from "@/lib/account-export/build";
import { neutraliseFormula } from "@/lib/csv";
import { setAssistantImage } from "@/lib/data/ai-assistant";
import { createCustomer } from "@/lib/data/customers";
import { replaceLogoUrl } from "@/lib/data/profile";
import { getPublicQuote } from "@/lib/data/public-quote";
import { answerQuote } from "@/lib/data/quote-answers";
import { recordQuoteView } from "@/lib/data/quote-versions";
import { formatPlate } from "@/lib/plates";
import { formatDay } from "@/lib/calendar";
import { formatDateTime } from "@/lib/format";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import type { ObjectStorage } from "@/lib/storage/types";
import { storeImage } from "@/lib/uploads/image";
import { readArchive } from "../support/account-export";
import { createMechanic } from "../support/factories";
import { CLEAN_SVG, PNG_1X1 } from "../support/images";
import { shopWithData, type Shop } from "../support/shops";
import { addNfseRows } from "../support/nfse-rows";
import { startTestS3 } from "../support/test-s3";

const visitor = { clientAddress: "200.160.2.3", userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile; "aspas"' };
const HOSTILE = {
  name: '=HYPERLINK("http://evil.example","clique")',
  notes: 'João Conceição <script>alert(1)</script>; "aspas"\nsegunda linha; @SUM(A1)',
  email: "+cmd@exemplo.com",
  phone: "",
};

let s3: Awaited<ReturnType<typeof startTestS3>>;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-export-"));
});

afterAll(async () => {
  await s3?.stop();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

const failOnError = (error: unknown) => {
  throw error;
};

async function exportOf(shopId: string, storage: ObjectStorage) {
  return readArchive(await buildAccountExport(shopId, { storage, onError: failOnError }));
}

/** A shop with every kind of row, an approved quote, a real logo and assistant image in `storage`, and one hostile customer. */
async function fullShop(label: string, storage: ObjectStorage) {
  const shop = await shopWithData(label);
  const logo = await storeImage(shop.id, new File([new Uint8Array(PNG_1X1)], "logo.png"), storage);
  const image = await storeImage(shop.id, new File([CLEAN_SVG], "assistente.svg"), storage);
  if (!logo.ok || !image.ok) throw new Error("image not stored");
  await replaceLogoUrl(shop.id, logo.url);
  await setAssistantImage(shop.id, image.url);
  const view = (await getPublicQuote(shop.linkToken))!;
  await recordQuoteView(shop.id, shop.quoteId, view.version.id, visitor);
  const answer = await answerQuote(shop.id, shop.quoteId, {
    versionNumber: view.version.number,
    sha256: view.version.sha256,
    answer: "approved",
    customerName: `Maria ${label}`,
    reason: null,
    nonOriginalPartsConsent: true,
    ...visitor,
  });
  if (!answer?.ok) throw new Error("quote not approved");
  // The approved quote's NFS-e: the notes and their XMLs are the shop's fiscal records.
  await addNfseRows(shop.id, shop.quoteId);
  const hostile = await createCustomer(shop.id, HOSTILE);
  return { ...shop, logoKey: logo.key, imageKey: image.key, hostileId: hostile.id };
}

/** Every id and identifying text of `shop`: none of it may appear in another shop's archive. */
async function fingerprints(shop: Shop) {
  const [login] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, shop.id));
  return [
    shop.id,
    shop.customerId,
    shop.quoteId,
    shop.vehicleId,
    shop.supplierId,
    shop.supplierRequestId,
    shop.supplierLinkToken,
    shop.leadId,
    shop.ticketId,
    shop.appointmentId,
    shop.conversationId,
    formatPlate(shop.plate),
    shop.leadEmail,
    shop.leadMessage,
    shop.customerEmail,
    shop.slug,
    login!.email,
  ];
}

const ids = (rows: Record<string, string>[]) => rows.map((row) => row.ID).sort();
const decimal = (value: string | null) => (value === null ? "" : value.replace(".", ","));

describe.each([
  ["s3", () => createS3Storage(s3.config)],
  ["local", () => createLocalStorage(uploadsDir)],
] as const)("the archive, %s driver", (_driver, makeStorage) => {
  it("holds every row of the shop with its values, its images byte for byte, and nothing of another shop", async () => {
    const storage = makeStorage();
    const [a, b] = [await fullShop("A", storage), await fullShop("B", storage)];
    // B's assistant made to point at A's image (a forged save): B's archive must not carry it.
    await setAssistantImage(b.id, `/api/uploads/${a.imageKey}`);
    const archive = await exportOf(a.id, storage);
    const db = getDb();

    expect(archive.names).toEqual(
      [
        "LEIA-ME.txt",
        "agenda_dias_fechados.csv",
        "agendamentos.csv",
        "agendamentos_historico.csv",
        "aprovacoes_respostas.csv",
        "aprovacoes_versoes.csv",
        "aprovacoes_visualizacoes.csv",
        "assistente.csv",
        "assistente_conversas.csv",
        "clientes.csv",
        "cotacoes.csv",
        "equipe.csv",
        "cotacoes_links.csv",
        "cotacoes_pecas.csv",
        "cotacoes_respostas.csv",
        "fornecedores.csv",
        "imagens/assistente.svg",
        "imagens/logo.png",
        "interessados.csv",
        "nota_fiscal.csv",
        "notas_fiscais.csv",
        "orcamento_envios.csv",
        "orcamento_itens.csv",
        "orcamentos.csv",
        "pagamentos.csv",
        "perfil.csv",
        "perfil_horarios.csv",
        "perfil_servicos.csv",
        "suporte_chamados.csv",
        "veiculos.csv",
      ].sort(),
    );

    const customerRows = await db.select().from(customers).where(eq(customers.shopId, a.id));
    const clientes = archive.csv("clientes.csv").rows;
    expect(ids(clientes)).toEqual(customerRows.map((row) => row.id).sort());
    for (const row of customerRows) {
      expect(clientes.find((cell) => cell.ID === row.id)).toMatchObject({
        Nome: neutraliseFormula(row.name),
        Telefone: row.phone ?? "",
        "E-mail": neutraliseFormula(row.email ?? ""),
        Observações: row.notes ?? "",
      });
    }

    const vehicleRows = await db.select().from(vehicles).where(eq(vehicles.shopId, a.id));
    expect(archive.csv("veiculos.csv").rows).toEqual(
      vehicleRows.map((row) =>
        expect.objectContaining({
          ID: row.id,
          "ID do Cliente": row.customerId,
          Placa: formatPlate(row.plate),
          Modelo: row.model,
          "Km Atual": String(row.currentKm),
        }),
      ),
    );

    const [quote] = await db.select().from(quotes).where(eq(quotes.shopId, a.id));
    expect(archive.csv("orcamentos.csv").rows).toEqual([
      expect.objectContaining({
        Nº: String(quote!.number),
        ID: quote!.id,
        Status: "Aprovado",
        "Valor Total": decimal(quote!.cost),
        "Versão Aprovada": "1",
        Placa: formatPlate(a.plate),
      }),
    ]);
    const itemRows = await db.select().from(quoteItems).where(eq(quoteItems.shopId, a.id)).orderBy(asc(quoteItems.position));
    expect(archive.csv("orcamento_itens.csv").rows).toEqual(
      itemRows.map((row) =>
        expect.objectContaining({
          "Nº do Orçamento": String(quote!.number),
          Ordem: String(row.position + 1),
          Descrição: row.description,
          Quantidade: decimal(row.quantity),
          "Valor Unitário": decimal(row.unitPrice),
          "Valor Total": decimal(row.total),
        }),
      ),
    );
    // The part line's cost and supplier (tests/support/supplier-request-rows.ts): the shop's own data.
    expect(archive.csv("orcamento_itens.csv").rows[1]).toMatchObject({
      Tipo: "Peça",
      "Estado da Peça": "Paralela",
      "Custo Unitário": "1,00",
      "ID do Fornecedor": a.supplierId,
      Fornecedor: expect.stringMatching(/^Fornecedor A-/),
    });
    expect(archive.csv("orcamento_itens.csv").rows[0]).toMatchObject({ "Custo Unitário": "", "ID do Fornecedor": "", Fornecedor: "" });

    // The supplier request, its part, the link (never its token: a capability) and the answer.
    expect(archive.csv("cotacoes.csv").rows).toEqual([
      expect.objectContaining({
        ID: a.supplierRequestId,
        "Nº do Orçamento": String(quote!.number),
        Veículo: "Volkswagen Gol 2012",
        Motor: "",
      }),
    ]);
    expect(archive.csv("cotacoes.csv").rows[0]!.Prazo).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(archive.csv("cotacoes_pecas.csv").rows).toEqual([
      {
        "ID da Cotação": a.supplierRequestId,
        "Nº do Orçamento": String(quote!.number),
        Ordem: "1",
        Peça: "Filtro",
        Quantidade: "2,000",
        "Estado Pedido": "Original",
      },
    ]);
    expect(archive.csv("cotacoes_links.csv").rows).toEqual([
      expect.objectContaining({
        "ID da Cotação": a.supplierRequestId,
        "ID do Fornecedor": a.supplierId,
        Fornecedor: expect.stringMatching(/^Fornecedor A-/),
      }),
    ]);
    expect(archive.csv("cotacoes_links.csv").rows[0]!["Respondido em"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(archive.csv("cotacoes_respostas.csv").rows).toEqual([
      expect.objectContaining({
        "ID da Cotação": a.supplierRequestId,
        Ordem: "1",
        Peça: "Filtro",
        "ID do Fornecedor": a.supplierId,
        Fornecedor: expect.stringMatching(/^Fornecedor A-/),
        "Preço Unitário": "1,00",
        Estado: "Paralela",
        Marca: "Marca",
        Disponibilidade: "Em estoque",
        Observação: "",
      }),
    ]);
    expect(archive.allText).not.toContain(a.supplierLinkToken);

    const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.shopId, a.id));
    const [versionRow] = archive.csv("aprovacoes_versoes.csv").rows;
    expect(versionRow).toMatchObject({ Versão: "1", "SHA-256": version!.sha256, "Conteúdo (JSON canônico)": version!.snapshot });
    // The hash can be checked again from the file alone.
    expect(createHash("sha256").update(versionRow!["Conteúdo (JSON canônico)"]!, "utf8").digest("hex")).toBe(versionRow!["SHA-256"]);

    const [answer] = await db.select().from(quoteAnswers).where(eq(quoteAnswers.shopId, a.id));
    expect(archive.csv("aprovacoes_respostas.csv").rows).toEqual([
      expect.objectContaining({
        Versão: "1",
        "SHA-256": answer!.sha256,
        Resposta: "Aprovado",
        "Nome Digitado": "Maria A",
        "Autorizou Peças Não Originais": "Sim",
        "Endereço IP": visitor.clientAddress,
        Navegador: visitor.userAgent,
      }),
    ]);
    expect(archive.csv("aprovacoes_respostas.csv").rows[0]!["Data e Hora"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await db.select().from(quoteViews).where(eq(quoteViews.shopId, a.id))).toHaveLength(
      archive.csv("aprovacoes_visualizacoes.csv").rows.length,
    );
    const [send] = await db.select().from(quoteSends).where(eq(quoteSends.shopId, a.id));
    expect(archive.csv("orcamento_envios.csv").rows).toEqual([
      expect.objectContaining({ Canal: "WhatsApp", Destinatário: send!.recipient }),
    ]);
    // The job's payment (tests/support/job-rows.ts), with its amount the Brazilian way.
    expect(archive.csv("pagamentos.csv").rows).toEqual([
      expect.objectContaining({ "Nº do Orçamento": "1", Valor: "100,00", "Forma de Pagamento": "PIX", "Data do Pagamento": "20/11/2026" }),
    ]);

    const supplierRows = await db.select().from(suppliers).where(eq(suppliers.shopId, a.id));
    expect(archive.csv("fornecedores.csv").rows).toEqual(
      supplierRows.map((row) =>
        expect.objectContaining({ ID: row.id, Nome: row.name, WhatsApp: row.phone, "Peças e Marcas": row.tags.join(", ") }),
      ),
    );
    const leadRows = await db.select().from(leads).where(eq(leads.shopId, a.id));
    expect(archive.csv("interessados.csv").rows).toEqual(
      leadRows.map((row) => expect.objectContaining({ ID: row.id, Email: row.email, Mensagem: row.message, "É Mecânico": "Não" })),
    );
    const ticketRows = await db.select().from(supportTickets).where(eq(supportTickets.shopId, a.id));
    expect(archive.csv("suporte_chamados.csv").rows).toEqual(
      ticketRows.map((row) => expect.objectContaining({ ID: row.id, Mensagem: row.message, Situação: "Aberto" })),
    );

    // 'Agenda': the appointment with its contact and services, its history, the day off; never its link's token.
    const [appointment] = await db.select().from(appointments).where(eq(appointments.shopId, a.id));
    expect(archive.csv("agendamentos.csv").rows).toEqual([
      expect.objectContaining({
        ID: a.appointmentId,
        Início: formatDateTime(appointment!.startsAt),
        Estado: "Confirmado",
        Origem: "Oficina",
        "ID do Cliente": a.customerId,
        Nome: appointment!.contactName,
        WhatsApp: "(11) 97777-1234",
        Serviços: "Troca de óleo",
      }),
    ]);
    expect(archive.allText).not.toContain(appointment!.token);
    expect(archive.csv("agendamentos_historico.csv").rows).toEqual([
      expect.objectContaining({ "ID do Agendamento": a.appointmentId, Evento: "Confirmado", Por: "Cliente" }),
    ]);
    expect(archive.csv("agenda_dias_fechados.csv").rows).toEqual([expect.objectContaining({ Dia: formatDay(a.closedDay) })]);

    // The assistant's conversation on the quote link, line by line; never the visitor's token.
    expect(archive.csv("assistente_conversas.csv").rows).toEqual([
      expect.objectContaining({ "ID da Conversa": a.conversationId, Origem: "Link do orçamento", Quem: "Cliente" }),
      expect.objectContaining({ "ID da Conversa": a.conversationId, Quem: "Assistente", Mensagem: "Revisão: 1 serviço." }),
    ]);
    expect(archive.allText).not.toContain(a.conversationToken);

    const [login] = await db.select().from(users).where(eq(users.id, a.id));
    expect(archive.csv("perfil.csv").rows).toEqual([
      expect.objectContaining({
        "E-mail de Acesso": login!.email,
        Plano: "Profissional",
        "Endereço da Página": `/oficina/${a.slug}`,
        Logo: "imagens/logo.png",
      }),
    ]);
    expect(archive.csv("perfil.csv").rows[0]!["Fim da Assinatura"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(archive.allText).not.toContain(login!.passwordHash);
    expect(archive.csv("perfil_horarios.csv").rows).toHaveLength(7);
    expect(archive.csv("assistente.csv").rows).toEqual([
      expect.objectContaining({ Nome: expect.stringMatching(/^Assistente A-/), Imagem: "imagens/assistente.svg" }),
    ]);

    // The fiscal data and the certificate's face; never the sealed certificate.
    expect(archive.csv("nota_fiscal.csv").rows).toEqual([
      expect.objectContaining({
        "Regime Tributário": "MEI",
        Cidade: "Campinas - SP",
        "Código IBGE da Cidade": "3509502",
        "Código do Serviço (NFS-e)": "140101",
        "Certificado: Titular": "OFICINA TESTE LTDA",
        "Certificado: CNPJ": "12345678000195",
      }),
    ]);
    expect(archive.csv("notas_fiscais.csv").rows).toEqual([
      expect.objectContaining({
        Situação: "Emitida",
        Ambiente: "Produção restrita",
        "Nº da NFS-e": "17",
        "Chave de Acesso": expect.stringMatching(/^\d{50}$/),
        "XML da DPS": expect.stringContaining("<DPS"),
        "XML da NFS-e": expect.stringContaining("<nNFSe>17</nNFSe>"),
      }),
    ]);
    const [certificate] = await db
      .select({ sealed: shopCertificates.sealed })
      .from(shopCertificates)
      .where(eq(shopCertificates.shopId, a.id));
    const everyByte = Buffer.concat(archive.names.map((name) => Buffer.from(archive.bytes(name))));
    expect(everyByte.includes(certificate!.sealed)).toBe(false);
    expect(archive.allText).not.toContain(certificate!.sealed.toString("base64"));
    expect(archive.allText).not.toContain(certificate!.sealed.toString("hex"));

    expect(Buffer.from(archive.bytes("imagens/logo.png"))).toEqual(Buffer.from((await storage.get(a.logoKey))!));
    expect(Buffer.from(archive.bytes("imagens/assistente.svg"))).toEqual(Buffer.from((await storage.get(a.imageKey))!));

    for (const text of await fingerprints(b)) expect(archive.allText, text).not.toContain(text);
    expect(archive.allText).not.toContain(b.hostileId);

    const archiveOfB = await exportOf(b.id, storage);
    expect(archiveOfB.names).not.toContain("imagens/assistente.svg");
    for (const text of await fingerprints(a)) expect(archiveOfB.allText, text).not.toContain(text);
  });
});

describe("the archive's text", () => {
  it("brings hostile text back as typed, a formula neutralised, and dates and money the Brazilian way", async () => {
    const shop = await shopWithData("hostil");
    const customer = await createCustomer(shop.id, { ...HOSTILE, emailReminders: true });
    const archive = await exportOf(shop.id, createLocalStorage(uploadsDir));
    const row = archive.csv("clientes.csv").rows.find((cell) => cell.ID === customer.id)!;
    // The consent to reminders by e-mail, with its date (LGPD), and no withdrawal.
    expect(row["Lembretes por E-mail Autorizados em"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(row["Lembretes por E-mail Cancelados em"]).toBe("");
    expect(row).toEqual(expect.objectContaining({ Nome: `'${HOSTILE.name}`, Observações: HOSTILE.notes, "E-mail": `'${HOSTILE.email}` }));
    expect(row["Data de Cadastro"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const [quote] = await getDb()
      .select()
      .from(quotes)
      .where(and(eq(quotes.shopId, shop.id)));
    expect(archive.csv("orcamentos.csv").rows[0]).toMatchObject({ "Valor Total": quote!.cost!.replace(".", ","), "Total Peças": "3,00" });
    expect(archive.csv("orcamento_itens.csv").rows[2]).toMatchObject({
      Tipo: "Mão de obra",
      "Cobrança da Mão de Obra": "Por hora",
      Quantidade: "0,500",
      "Valor Unitário": "6,00",
      "Valor Total": "3,00",
    });
  });

  it("gives an empty shop every file with its header and no rows", async () => {
    const shop = await createMechanic();
    const archive = await exportOf(shop.id, createLocalStorage(uploadsDir));
    expect(archive.names.filter((name) => name.startsWith("imagens/"))).toEqual([]);
    for (const name of archive.names.filter((file) => file.endsWith(".csv"))) {
      const { header, rows } = archive.csv(name);
      expect(header.length, name).toBeGreaterThan(1);
      // The owner is the team of a shop on its own: one row.
      const expected = name === "perfil.csv" || name === "equipe.csv" ? 1 : name === "perfil_horarios.csv" ? 7 : 0;
      expect(rows, name).toHaveLength(expected);
    }
    expect(archive.csv("clientes.csv").header).toEqual([
      "ID",
      "Nome",
      "Telefone",
      "E-mail",
      "Observações",
      "Data de Cadastro",
      "Lembretes por E-mail Autorizados em",
      "Lembretes por E-mail Cancelados em",
    ]);
    expect(new TextDecoder().decode(archive.bytes("LEIA-ME.txt"))).toContain("clientes.csv");
  });
});
