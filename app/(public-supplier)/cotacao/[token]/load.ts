import "server-only";
import { cache } from "react";
import { currentClientAddress } from "@/lib/client-address/current";
import { openSupplierLink } from "@/lib/supplier-link/access";

/** The request for this token, once per request: the metadata and the page share it, so a miss is counted once. */
export const loadSupplierLink = cache(async (token: string) => openSupplierLink(token, await currentClientAddress()));
