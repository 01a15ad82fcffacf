import { PRODUCT_NAME } from "@/lib/messages/product";

/** The product's name at the foot of a document, a plain link to the landing page. */
export function ProductLink() {
  return (
    <a href="/" className="font-medium text-primary underline-offset-4 hover:underline">
      {PRODUCT_NAME}
    </a>
  );
}
