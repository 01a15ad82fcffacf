import { cloneElement, isValidElement, type ReactNode } from "react";

/** Server components rendered as the server would: async ones awaited, all the way down. */
export async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const props = node.props as { children?: ReactNode };
  if (typeof node.type === "function" && node.type.constructor.name === "AsyncFunction") {
    return resolve(await (node.type as (p: unknown) => Promise<ReactNode>)(props));
  }
  return props.children === undefined ? node : cloneElement(node, undefined, await resolve(props.children));
}
