import { NotFoundMessage } from "@/components/errors/not-found-message";

/**
 * A missing page inside the dashboard (app/dashboard/[...missing]): rendered inside the dashboard
 * layout, so the sidebar stays and the way back is the Painel, not the landing page.
 */
export default function DashboardNotFound() {
  return (
    <div className="py-12">
      <NotFoundMessage backHref="/dashboard" backLabel="Voltar para o Painel" />
    </div>
  );
}
