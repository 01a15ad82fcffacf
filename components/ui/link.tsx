"use client";

import NextLink, { type LinkProps } from "next/link";
import { useState } from "react";

/**
 * next/link, prefetching on intent. Next prefetches every link that scrolls into view, each up to
 * its page's loading.tsx: one Painel on a computer asked the server for 32 prefetches of the
 * sidebar and quick actions (each through the proxy and the dashboard's session check) beside the
 * page itself. Here a link prefetches once the pointer rests on it, a finger touches it or the
 * keyboard reaches it, still ahead of the click, so the page's skeleton is on screen at once.
 * `prefetch={false}` keeps a link from prefetching at all (a list's rows).
 */
export function Link<RouteType>({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps<RouteType>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
