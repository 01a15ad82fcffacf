import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ArrowLeft } from "@/components/ui/icons";

/** A dashboard page holding one form: a way back, the title, and the form in a card. */
export function FormPage(props: { title: string; description?: string; backHref: Route; backLabel: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={props.backHref}>
          <ArrowLeft aria-hidden="true" /> {props.backLabel}
        </Link>
      </Button>
      <PageHeader title={props.title} description={props.description} />
      <Card>
        <CardContent>{props.children}</CardContent>
      </Card>
    </div>
  );
}
