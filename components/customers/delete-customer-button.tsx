import { deleteCustomerAction } from "@/lib/actions/customers";
import { DeleteButton } from "@/components/lists/delete-button";
import { customers } from "@/lib/messages/customers";
import { reasons } from "@/lib/messages/validation";

type Props = {
  customer: { id: string; name: string };
  /** The trigger's visible text. */
  text: string;
  /** Where to go once the customer is gone: the list, when the page showed that customer. */
  redirectTo?: string;
  className?: string;
};

/** Deleting a customer, from the list or from the customer's page: the same question and answer. */
export function DeleteCustomerButton({ customer, ...trigger }: Props) {
  return (
    <DeleteButton
      {...trigger}
      label={`Excluir ${customer.name}`}
      title="Excluir cliente?"
      description={customers.deleteDescription(customer.name)}
      action={deleteCustomerAction}
      recordId={customer.id}
      failureMessage={customers.deleteError + reasons.tryAgain}
    />
  );
}
