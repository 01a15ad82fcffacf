import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PRODUCT_NAME } from "@/lib/messages/product";

type Props = { title: string; description?: string; children: React.ReactNode };

/** The frame of the pages an e-mailed link opens and of 'Esqueci minha senha': the product's name and one card. */
export function AuthCardPage({ title, description, children }: Props) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted px-4 py-10">
      <Link href="/" className="mb-6 text-2xl font-bold text-primary">
        {PRODUCT_NAME}
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}

/** A link's refusal (expired, used, another account's) and where to go from there. */
export function RefusedLink({ message, href, label }: { message: string; href: Route; label: string }) {
  return (
    <>
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <Link href={href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {label}
      </Link>
    </>
  );
}
