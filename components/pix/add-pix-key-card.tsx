import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { getPixReceiver } from "@/lib/data/pix";
import { load } from "@/lib/load";
import { shopData as m } from "@/lib/messages/shop-data";
import { profileDataPath } from "@/lib/routes";

/** The card's read: its own; a failure shows nothing (the card is only a reminder). */
export function readPixReceiver(shopId: string) {
  return load("chave PIX do painel", shopId, () => getPixReceiver(shopId));
}

/**
 * The Painel's reminder while the shop has no PIX key: without one, the customer's link and the
 * PDF cannot show a QR code.
 */
export function AddPixKeyCard({ read }: { read: Awaited<ReturnType<typeof readPixReceiver>> }) {
  if (read.failed || read.value !== null) return null;
  return (
    <Card data-testid="add-pix-key" className="border-l-4 border-l-primary">
      <CardHeader>
        <CardTitle>
          <h2>{m.addPixTitle}</h2>
        </CardTitle>
        <CardDescription>{m.addPixText}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild className="h-11 sm:h-10">
          <Link href={profileDataPath}>{m.addPixLink}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
