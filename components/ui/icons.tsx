/**
 * The app's icons, usable from Server and Client Components alike: each an `<svg>` that uses its
 * drawing from the sprite components/ui/icons.svg (lucide's drawings, scripts/support/icon-sprite.ts).
 *
 * Why a sprite: a page writes its markup twice (the HTML, then the RSC payload), and an icon's
 * drawing is 100-400 characters; a list of 20 customers drew 144 icons, a fifth of its 200 kB.
 * A `<use>` is one short reference, and the browser downloads the drawings once and keeps them.
 * Why not lucide-react: since 1.x its `Icon` is a Client Component ("use client", for its context
 * provider), so each icon a Server Component draws travels as a client reference and is hydrated.
 */
import type { StaticImageData } from "next/image";
import type { ReactElement, SVGProps } from "react";
import type { IconName } from "@/components/ui/icon-drawings";
import spriteFile from "@/components/ui/icons.svg";

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => ReactElement;

// Next gives an imported file as its static data (a hashed URL, kept by browsers for a year);
// Vitest, which renders components in the tests, as the URL itself.
const sprite = spriteFile as StaticImageData | string;
const SPRITE_URL = typeof sprite === "string" ? sprite : sprite.src;

function icon(name: IconName): IconComponent {
  const href = `${SPRITE_URL}#${name}`;
  const Icon = ({ className, ...props }: IconProps) => {
    // A labelled icon is an image to assistive technology; an unlabelled one is decoration.
    const labelled = "aria-label" in props || "aria-labelledby" in props;
    // Size and stroke come from the .icon class (app/globals.css), inherited by the drawing.
    return (
      <svg className={className ? `icon ${className}` : "icon"} {...(labelled ? { role: "img" } : { "aria-hidden": true })} {...props}>
        <use href={href} />
      </svg>
    );
  };
  return Icon;
}

// Each icon is marked pure so that a bundle keeps only the icons its modules use.

export const ArrowLeft = /* @__PURE__ */ icon("arrow-left");
export const ArrowRight = /* @__PURE__ */ icon("arrow-right");
export const Bot = /* @__PURE__ */ icon("bot");
export const CalendarDays = /* @__PURE__ */ icon("calendar-days");
export const Car = /* @__PURE__ */ icon("car");
export const Check = /* @__PURE__ */ icon("check");
export const CheckCheck = /* @__PURE__ */ icon("check-check");
export const ChevronDown = /* @__PURE__ */ icon("chevron-down");
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left");
export const ChevronRight = /* @__PURE__ */ icon("chevron-right");
export const ChevronUp = /* @__PURE__ */ icon("chevron-up");
export const Circle = /* @__PURE__ */ icon("circle");
export const CircleCheck = /* @__PURE__ */ icon("circle-check");
export const CirclePlay = /* @__PURE__ */ icon("circle-play");
export const ClipboardList = /* @__PURE__ */ icon("clipboard-list");
export const Clock = /* @__PURE__ */ icon("clock");
export const Copy = /* @__PURE__ */ icon("copy");
export const CreditCard = /* @__PURE__ */ icon("credit-card");
export const Crown = /* @__PURE__ */ icon("crown");
export const Download = /* @__PURE__ */ icon("download");
export const ExternalLink = /* @__PURE__ */ icon("external-link");
export const FilePlus2 = /* @__PURE__ */ icon("file-plus-2");
export const FileText = /* @__PURE__ */ icon("file-text");
/** Named so it does not clash with next/image's `Image`. */
export const ImageIcon = /* @__PURE__ */ icon("image");
export const Inbox = /* @__PURE__ */ icon("inbox");
export const LayoutDashboard = /* @__PURE__ */ icon("layout-dashboard");
export const LifeBuoy = /* @__PURE__ */ icon("life-buoy");
export const Lightbulb = /* @__PURE__ */ icon("lightbulb");
export const LoaderCircle = /* @__PURE__ */ icon("loader-circle");
export const LogOut = /* @__PURE__ */ icon("log-out");
export const Mail = /* @__PURE__ */ icon("mail");
export const Menu = /* @__PURE__ */ icon("menu");
export const MonitorSmartphone = /* @__PURE__ */ icon("monitor-smartphone");
export const MessageCircle = /* @__PURE__ */ icon("message-circle");
export const Pencil = /* @__PURE__ */ icon("pencil");
export const Phone = /* @__PURE__ */ icon("phone");
export const Plus = /* @__PURE__ */ icon("plus");
export const RotateCcw = /* @__PURE__ */ icon("rotate-ccw");
export const Search = /* @__PURE__ */ icon("search");
export const SearchX = /* @__PURE__ */ icon("search-x");
export const Send = /* @__PURE__ */ icon("send");
export const SendHorizontal = /* @__PURE__ */ icon("send-horizontal");
export const ShieldCheck = /* @__PURE__ */ icon("shield-check");
export const Star = /* @__PURE__ */ icon("star");
export const Store = /* @__PURE__ */ icon("store");
export const Trash2 = /* @__PURE__ */ icon("trash-2");
export const TriangleAlert = /* @__PURE__ */ icon("triangle-alert");
export const Truck = /* @__PURE__ */ icon("truck");
export const Upload = /* @__PURE__ */ icon("upload");
export const UserPlus = /* @__PURE__ */ icon("user-plus");
export const UserRoundCog = /* @__PURE__ */ icon("user-round-cog");
export const UserRoundSearch = /* @__PURE__ */ icon("user-round-search");
export const Users = /* @__PURE__ */ icon("users");
export const Wallet = /* @__PURE__ */ icon("wallet");
export const Wrench = /* @__PURE__ */ icon("wrench");
export const X = /* @__PURE__ */ icon("x");
export const Zap = /* @__PURE__ */ icon("zap");
