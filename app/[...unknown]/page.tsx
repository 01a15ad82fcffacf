import { notFound } from "next/navigation";

/** Any path no route claims: logged on the server, then the not-found page. */
export default async function UnknownPath({ params }: { params: Promise<{ unknown: string[] }> }) {
  const { unknown } = await params;
  console.warn(`404: caminho inexistente /${unknown.join("/")}`);
  notFound();
}
