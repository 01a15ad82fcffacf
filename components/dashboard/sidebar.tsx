"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { ACCOUNT_NAV, MAIN_NAV, PROFILE_NAV, TEAM_NAV, TOOLS_NAV, type NavItem } from "@/components/dashboard/nav-items";
import { Button } from "@/components/ui/button";
import { Menu, Wrench } from "@/components/ui/icons";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { overview } from "@/lib/messages/overview";
import type { Permission } from "@/lib/team/permissions";
import { cn } from "@/lib/utils";

export type SidebarShop = {
  name: string;
  logoUrl: string | null;
  email: string;
  /** What the person's role opens: the links shown (a courtesy, each page's own check is the rule). */
  opens: readonly Permission[];
};

/** Fixed on wide screens; on a phone a top bar opens it as a sheet. */
export function Sidebar({ shop }: { shop: SidebarShop }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className="hidden w-64 shrink-0 bg-sidebar text-sidebar-foreground md:flex md:flex-col" aria-label="Menu principal">
        <SidebarContent shop={shop} />
      </aside>
      <header className="flex items-center gap-3 border-b bg-sidebar px-3 py-2 text-sidebar-foreground md:hidden">
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
              aria-label="Abrir menu"
            >
              <Menu className="size-5" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="w-72 bg-sidebar p-0 text-sidebar-foreground">
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Navegação do painel</SheetDescription>
            <SidebarContent shop={shop} onNavigate={() => setOpen(false)} />
          </SheetContent>
        </Sheet>
        <ShopIdentity shop={shop} compact />
      </header>
    </>
  );
}

function SidebarContent({ shop, onNavigate }: { shop: SidebarShop; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <ShopIdentity shop={shop} />
      <nav className="flex flex-1 flex-col gap-6 overflow-y-auto" aria-label="Painel">
        <NavList items={MAIN_NAV} opens={shop.opens} onNavigate={onNavigate} />
        <div>
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-300 uppercase">Ferramentas</p>
          <NavList items={TOOLS_NAV} opens={shop.opens} onNavigate={onNavigate} />
        </div>
        <NavList items={[TEAM_NAV, PROFILE_NAV]} opens={shop.opens} onNavigate={onNavigate} />
      </nav>
      <div className="border-t border-sidebar-border pt-4">
        <p className="mb-3 px-1 text-sm text-slate-300">
          {overview.signedInAs}{" "}
          <span className="block truncate font-medium text-sidebar-foreground" title={shop.email}>
            {shop.email}
          </span>
        </p>
        <NavList items={[ACCOUNT_NAV]} opens={shop.opens} onNavigate={onNavigate} />
        <LogoutButton />
      </div>
    </div>
  );
}

function ShopIdentity({ shop, compact = false }: { shop: SidebarShop; compact?: boolean }) {
  return (
    <Link href="/dashboard" className="flex min-w-0 items-center gap-3 rounded-md px-1 py-1">
      {shop.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos come from the shop's own storage
        <img src={shop.logoUrl} alt="" className="size-9 shrink-0 rounded-md bg-white object-contain" />
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
          <Wrench className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className={cn("truncate font-semibold", compact ? "text-base" : "text-lg")}>{shop.name}</span>
    </Link>
  );
}

function NavList({ items, opens, onNavigate }: { items: NavItem[]; opens: readonly Permission[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="grid gap-1">
      {items
        .filter((item) => opens.includes(item.permission))
        .map(({ href, label, icon: Icon }) => {
          const active = href === "/dashboard" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:outline-none",
                  active && "bg-sidebar-primary text-sidebar-primary-foreground hover:bg-sidebar-primary",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
    </ul>
  );
}
