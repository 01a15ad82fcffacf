/**
 * The app's icons: lucide's drawings (the framework-free `lucide` package) as plain `<svg>`
 * elements, usable from Server and Client Components alike.
 *
 * Why not lucide-react: since 1.x its `Icon` is a Client Component ("use client", for its context
 * provider). Each icon a Server Component draws then travels as a client reference with its
 * drawing as props: written into the RSC payload, rendered again by the HTML pass through
 * `forwardRef` and a context read, and hydrated in the browser. These have no hooks and no
 * state, so a server-drawn icon is just markup. Only the icons imported here are bundled.
 */
import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  Bot as bot,
  CalendarDays as calendarDays,
  Car as car,
  Check as check,
  CheckCheck as checkCheck,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  ChevronUp as chevronUp,
  Circle as circle,
  CircleCheck as circleCheck,
  CirclePlay as circlePlay,
  ClipboardList as clipboardList,
  Clock as clock,
  Copy as copy,
  CreditCard as creditCard,
  Crown as crown,
  Download as download,
  ExternalLink as externalLink,
  FilePlus2 as filePlus2,
  FileText as fileText,
  Image as image,
  Inbox as inbox,
  LayoutDashboard as layoutDashboard,
  LifeBuoy as lifeBuoy,
  Lightbulb as lightbulb,
  LoaderCircle as loaderCircle,
  LogOut as logOut,
  Mail as mail,
  Menu as menu,
  MonitorSmartphone as monitorSmartphone,
  MessageCircle as messageCircle,
  Pencil as pencil,
  Phone as phone,
  Plus as plus,
  RotateCcw as rotateCcw,
  Search as search,
  SearchX as searchX,
  Send as send,
  SendHorizontal as sendHorizontal,
  ShieldCheck as shieldCheck,
  Star as star,
  Store as store,
  Trash2 as trash2,
  TriangleAlert as triangleAlert,
  Truck as truck,
  Upload as upload,
  UserPlus as userPlus,
  UserRoundCog as userRoundCog,
  UserRoundSearch as userRoundSearch,
  Users as users,
  Wallet as wallet,
  Wrench as wrench,
  X as x,
  Zap as zap,
  type IconNode,
} from "lucide";
import { createElement, type ReactElement, type SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => ReactElement;

function drawing(node: IconNode): IconComponent {
  // Built once per icon: every use shares the same child elements.
  const shapes = node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
  const DrawnIcon = ({ className, ...props }: IconProps) => {
    // A labelled icon is an image to assistive technology; an unlabelled one is decoration.
    const labelled = "aria-label" in props || "aria-labelledby" in props;
    // Size and stroke come from the .icon class (app/globals.css) rather than seven attributes
    // repeated on every icon, in the HTML and again in the RSC payload.
    return (
      <svg
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : "icon"}
        {...(labelled ? { role: "img" } : { "aria-hidden": true })}
        {...props}
      >
        {shapes}
      </svg>
    );
  };
  return DrawnIcon;
}

// Each icon is marked pure so that a bundle keeps only the icons its modules use.

export const ArrowLeft = /* @__PURE__ */ drawing(arrowLeft);
export const ArrowRight = /* @__PURE__ */ drawing(arrowRight);
export const Bot = /* @__PURE__ */ drawing(bot);
export const CalendarDays = /* @__PURE__ */ drawing(calendarDays);
export const Car = /* @__PURE__ */ drawing(car);
export const Check = /* @__PURE__ */ drawing(check);
export const CheckCheck = /* @__PURE__ */ drawing(checkCheck);
export const ChevronDown = /* @__PURE__ */ drawing(chevronDown);
export const ChevronLeft = /* @__PURE__ */ drawing(chevronLeft);
export const ChevronRight = /* @__PURE__ */ drawing(chevronRight);
export const ChevronUp = /* @__PURE__ */ drawing(chevronUp);
export const Circle = /* @__PURE__ */ drawing(circle);
export const CircleCheck = /* @__PURE__ */ drawing(circleCheck);
export const CirclePlay = /* @__PURE__ */ drawing(circlePlay);
export const ClipboardList = /* @__PURE__ */ drawing(clipboardList);
export const Clock = /* @__PURE__ */ drawing(clock);
export const Copy = /* @__PURE__ */ drawing(copy);
export const CreditCard = /* @__PURE__ */ drawing(creditCard);
export const Crown = /* @__PURE__ */ drawing(crown);
export const Download = /* @__PURE__ */ drawing(download);
export const ExternalLink = /* @__PURE__ */ drawing(externalLink);
export const FilePlus2 = /* @__PURE__ */ drawing(filePlus2);
export const FileText = /* @__PURE__ */ drawing(fileText);
/** Named so it does not clash with next/image's `Image`. */
export const ImageIcon = /* @__PURE__ */ drawing(image);
export const Inbox = /* @__PURE__ */ drawing(inbox);
export const LayoutDashboard = /* @__PURE__ */ drawing(layoutDashboard);
export const LifeBuoy = /* @__PURE__ */ drawing(lifeBuoy);
export const Lightbulb = /* @__PURE__ */ drawing(lightbulb);
export const LoaderCircle = /* @__PURE__ */ drawing(loaderCircle);
export const LogOut = /* @__PURE__ */ drawing(logOut);
export const Mail = /* @__PURE__ */ drawing(mail);
export const Menu = /* @__PURE__ */ drawing(menu);
export const MonitorSmartphone = /* @__PURE__ */ drawing(monitorSmartphone);
export const MessageCircle = /* @__PURE__ */ drawing(messageCircle);
export const Pencil = /* @__PURE__ */ drawing(pencil);
export const Phone = /* @__PURE__ */ drawing(phone);
export const Plus = /* @__PURE__ */ drawing(plus);
export const RotateCcw = /* @__PURE__ */ drawing(rotateCcw);
export const Search = /* @__PURE__ */ drawing(search);
export const SearchX = /* @__PURE__ */ drawing(searchX);
export const Send = /* @__PURE__ */ drawing(send);
export const SendHorizontal = /* @__PURE__ */ drawing(sendHorizontal);
export const ShieldCheck = /* @__PURE__ */ drawing(shieldCheck);
export const Star = /* @__PURE__ */ drawing(star);
export const Store = /* @__PURE__ */ drawing(store);
export const Trash2 = /* @__PURE__ */ drawing(trash2);
export const TriangleAlert = /* @__PURE__ */ drawing(triangleAlert);
export const Truck = /* @__PURE__ */ drawing(truck);
export const Upload = /* @__PURE__ */ drawing(upload);
export const UserPlus = /* @__PURE__ */ drawing(userPlus);
export const UserRoundCog = /* @__PURE__ */ drawing(userRoundCog);
export const UserRoundSearch = /* @__PURE__ */ drawing(userRoundSearch);
export const Users = /* @__PURE__ */ drawing(users);
export const Wallet = /* @__PURE__ */ drawing(wallet);
export const Wrench = /* @__PURE__ */ drawing(wrench);
export const X = /* @__PURE__ */ drawing(x);
export const Zap = /* @__PURE__ */ drawing(zap);
