import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ListPage, type ListPageData } from "@/components/lists/list-page";
import { LoadError } from "@/components/lists/load-error";
import { Users } from "@/components/ui/icons";
import type { Loaded } from "@/lib/load";
import { messages } from "@/lib/messages";

// The search box reads the URL through Next's router, which is not mounted here: an empty URL.
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => {}, replace: () => {} }),
  usePathname: () => "/dashboard/customers",
  useSearchParams: () => new URLSearchParams(),
}));

type Row = { id: string; name: string };

/** The list frame as the customer list uses it, as HTML. */
function render(list: Loaded<ListPageData<Row>>, search = "") {
  return renderToStaticMarkup(
    <ListPage
      header={<h1>Clientes</h1>}
      search={{ value: search, label: "Buscar clientes", placeholder: "Buscar por nome" }}
      list={list}
      loadError={messages.customers.loadListError}
      noun={{ one: "cliente", other: "clientes" }}
      empty={{ icon: Users, message: messages.customers.empty, action: <button type="button">Adicionar primeiro cliente</button> }}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </ListPage>,
  );
}

const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: String(index), name: `Cliente ${index}` }));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("ListPage (the frame of the customer, supplier and lead lists)", () => {
  it("shows the load error, and no rows or count, when the read failed", () => {
    const html = render({ failed: true });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(messages.customers.loadListError + messages.reasons.loadAgain);
    expect(html).not.toContain("<ul>");
    expect(html).not.toContain(messages.customers.empty);
  });

  it("keeps the search box, with what was searched, in every state", () => {
    for (const list of [
      { failed: true } as const,
      { failed: false, value: { items: rows(1), total: 1, page: 1, pageSize: 20 } } as const,
    ]) {
      expect(render(list, "joão")).toMatch(/<input[^>]*name="busca"[^>]*value="joão"/);
    }
  });

  it("shows the empty state and its next step for an empty list", () => {
    const html = text(render({ failed: false, value: { items: [], total: 0, page: 1, pageSize: 20 } }));
    expect(html).toContain(messages.customers.empty);
    expect(html).toContain("Adicionar primeiro cliente");
  });

  it("says a search found nothing, without offering to add the first record", () => {
    const html = text(render({ failed: false, value: { items: [], total: 0, page: 1, pageSize: 20 } }, "zé"));
    expect(html).toContain("Nenhum cliente encontrado para “zé”.");
    expect(html).not.toContain(messages.customers.empty);
    expect(html).not.toContain("Adicionar primeiro cliente");
  });

  it("past the last page, says so and links to the last page instead of claiming the list is empty", () => {
    const html = render({ failed: false, value: { items: [], total: 21, page: 3, pageSize: 20 } }, "silva");
    expect(text(html)).toContain("21 clientes");
    expect(text(html)).toContain("Não há clientes na página 3.");
    expect(html).toMatch(/<a[^>]*href="\?busca=silva&amp;pagina=2"[^>]*>Ir para a última página<\/a>/);
    expect(html).not.toContain(messages.customers.empty);
    expect(html).not.toContain("Adicionar primeiro cliente");
  });

  it("counts in Brazilian Portuguese, renders the rows and pages past the first 20", () => {
    const one = text(render({ failed: false, value: { items: rows(1), total: 1, page: 1, pageSize: 20 } }));
    expect(one).toContain("1 cliente ");
    expect(one).not.toContain("Página");

    const many = render({ failed: false, value: { items: rows(20), total: 20_000, page: 2, pageSize: 20 } }, "silva");
    expect(text(many)).toContain("20.000 clientes");
    expect(many.match(/<li>/g)).toHaveLength(20);
    expect(text(many)).toContain("Página 2 de 1000");
    expect(many).toContain('href="?busca=silva&amp;pagina=3"');
  });
});

describe("LoadError on a record's page", () => {
  it("says what failed and leads back to the list", () => {
    const html = renderToStaticMarkup(
      <LoadError
        message={messages.customers.loadDetailError + messages.reasons.loadAgain}
        backHref="/dashboard/customers"
        backLabel="Voltar para clientes"
      />,
    );
    expect(text(html)).toContain(messages.customers.loadDetailError + messages.reasons.loadAgain);
    expect(html).toMatch(/<a[^>]*href="\/dashboard\/customers"[^>]*>.*Voltar para clientes<\/a>/);
  });
});
