import { getStorage } from "@/lib/storage";
import { serveStoredImage } from "@/lib/uploads/serve";

/** Stored logos and images, for both storage drivers, with their own headers (lib/uploads/serve.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return serveStoredImage(getStorage(), key);
}
