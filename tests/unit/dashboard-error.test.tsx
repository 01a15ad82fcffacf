// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", async (original) => ({ ...(await original<typeof import("next/navigation")>()), useRouter: () => router }));
vi.mock("sonner", async (original) => ({ ...(await original<typeof import("sonner")>()), toast: { error: toastError } }));

const { default: DashboardError } = await import("@/app/dashboard/error");
const { LoadError } = await import("@/components/lists/load-error");
const { messages } = await import("@/lib/messages");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts `element` in a fresh container, as the browser would after the page's HTML. */
async function mount(element: React.ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, unmount: () => act(() => root.unmount()) };
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === name);

afterEach(() => {
  document.body.replaceChildren();
  vi.clearAllMocks();
});

// Next renders app/dashboard/error.tsx as the error boundary around the dashboard segment's
// loading state and pages, inside that segment's layout (an error.tsx never wraps the layout of
// its own folder). So what this component renders is what takes the page's place next to the
// sidebar: it must be page content (a header and a button), not a document of its own.
describe("app/dashboard/error.tsx", () => {
  it("shows the unexpected-error header as page content, with the error's code, and no <main> or <html> of its own", async () => {
    const error = Object.assign(new Error("boom"), { digest: "12345" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container, unmount } = await mount(<DashboardError error={error} retry={vi.fn()} />);
    expect(container.querySelector("h1")?.textContent).toBe(messages.errorPages.unexpected);
    expect(container.textContent).toContain("Algo deu errado ao carregar esta página. Código: 12345");
    expect(container.querySelector("main, html, body")).toBeNull();
    expect(console.error).toHaveBeenCalledWith(error);
    await unmount();
  });

  it("tries again with retry() (a new render from the server), not reset()", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const retry = vi.fn();
    const { container, unmount } = await mount(<DashboardError error={new Error("boom")} retry={retry} />);
    await act(async () => button(container, "Tentar novamente")?.click());
    expect(retry).toHaveBeenCalledTimes(1);
    await unmount();
  });
});

describe("LoadError's options (the assistant's screen uses both)", () => {
  it("says the failure in a toast once, and tries again by refreshing the page from the server", async () => {
    const { container, unmount } = await mount(<LoadError message={messages.aiAssistant.loadError} toastId="assistant-load-error" retry />);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(messages.aiAssistant.loadError);
    expect(toastError).toHaveBeenCalledExactlyOnceWith(messages.aiAssistant.loadError, { id: "assistant-load-error" });
    await act(async () => button(container, "Tentar novamente")?.click());
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await unmount();
  });

  it("offers neither without them, as the lists and record pages use it", async () => {
    const { container, unmount } = await mount(<LoadError message="Erro ao carregar clientes: " />);
    expect(button(container, "Tentar novamente")).toBeUndefined();
    expect(toastError).not.toHaveBeenCalled();
    await unmount();
  });
});
