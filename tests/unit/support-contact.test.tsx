/**
 * The support page's contact: the operator's configured phone, and no phone at all when none is
 * configured (the old default, (11) 4002-8922, is a famous joke number, not a support line).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactCard } from "@/components/support/contact-card";
import { supportContact } from "@/lib/support-contact";

afterEach(() => vi.unstubAllEnvs());

describe("the support contact", () => {
  it("shows no phone when the operator configured none", () => {
    vi.stubEnv("SUPPORT_PHONE", "");
    expect(supportContact().phone).toBeNull();
    const html = renderToStaticMarkup(<ContactCard contact={supportContact()} />);
    expect(html).not.toContain("tel:");
    expect(html).not.toContain("4002-8922");
    expect(html).toContain("mailto:");
  });

  it("shows the configured phone as a tel: link", () => {
    vi.stubEnv("SUPPORT_PHONE", "(21) 3456-7890");
    const html = renderToStaticMarkup(<ContactCard contact={supportContact()} />);
    expect(html).toContain('href="tel:+552134567890"');
    expect(html).toContain("(21) 3456-7890");
  });
});
