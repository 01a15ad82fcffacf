/**
 * The matrix's cases, in shards: each case builds a whole shop B, so the ~230 cases are the
 * longest run of the suite. A is built once per shard: a case only reads it, before and after its
 * attack, and fails on its own should the attack change it. Split over several test files
 * (tests/security/tenant-isolation-*.test.ts), Vitest's forks run them side by side; every case
 * lands in exactly one shard (by its position in the sorted list), so a new area needs no new file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "../../support/request";

const { rowHashesOwnedBy, shopWithData } = await import("../../support/shops");
const { addNfseRows } = await import("../../support/nfse-rows");
const { answeredOnLink } = await import("./fixtures");
type ShopWithNote = import("./fixtures").ShopWithNote;
const { areas } = await import("./registry");

/** How many test files share the cases. */
export const SHARDS = 4;

export async function describeShard(shard: number) {
  const cases = (await areas())
    .flatMap((area) => Object.entries(area.attacks).map(([name, attack]) => ({ area: area.name, name, attack })))
    .filter((_, index) => index % SHARDS === shard - 1);
  let a: ShopWithNote;
  beforeAll(async () => {
    const shop = await shopWithData("a");
    await answeredOnLink(shop);
    // An issued NFS-e of A's answered quote: nfse_notes and nfse_events have rows to attack too.
    a = { ...shop, ...(await addNfseRows(shop.id, shop.quoteId)) };
  });
  for (const { area, name, attack } of cases) {
    describe(`the isolation matrix: ${area}`, () => {
      it(`${name}: B with A's ids is refused and A's rows do not change`, async () => {
        const b = await shopWithData("b");
        signInAs(b.id);
        const before = await rowHashesOwnedBy(a.id);
        expect(
          Object.values(before).every((table) => table.rows > 0),
          "A has a row in every owned table",
        ).toBe(true);

        await attack(a, b);

        expect(await rowHashesOwnedBy(a.id)).toEqual(before);
      });
    });
  }
}
