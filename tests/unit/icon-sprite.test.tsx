import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_DRAWINGS } from "@/components/ui/icon-drawings";
import * as icons from "@/components/ui/icons";
import { buildIconSprite, SPRITE_FILE } from "../../scripts/support/icon-sprite";

describe("the icons' sprite", () => {
  it("is what the drawings write today (else: npm run icons)", () => {
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite());
  });

  it("has a symbol for every icon the app exports, and each icon uses its own", () => {
    const sprite = buildIconSprite();
    const used = Object.entries(icons)
      .filter((entry): entry is [string, icons.IconComponent] => typeof entry[1] === "function")
      .map(([name, Icon]) => [name, /#([a-z0-9-]+)"/.exec(renderToStaticMarkup(<Icon />))?.[1]] as const);
    expect(used).toHaveLength(Object.keys(ICON_DRAWINGS).length);
    for (const [name, id] of used) {
      expect(id, name).toBeDefined();
      expect(sprite, name).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
    }
    expect(Object.fromEntries(used).Car).toBe("car");
  });

  it("draws a decorative icon hidden from assistive technology and a labelled one as an image", () => {
    expect(renderToStaticMarkup(<icons.Car className="size-4" />)).toMatch(
      /^<svg class="icon size-4" aria-hidden="true"><use href="[^"]*#car"><\/use><\/svg>$/,
    );
    expect(renderToStaticMarkup(<icons.Star aria-label="Favorito" />)).toMatch(
      /^<svg class="icon" role="img" aria-label="Favorito"><use href="[^"]*#star"><\/use><\/svg>$/,
    );
  });
});
