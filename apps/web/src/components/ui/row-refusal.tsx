import { useFormRefusal } from '@/lib/form-refusal';
import { FormAlert } from './form-alert';

/**
 * A row's action the server refused, sent without scripts (forbidden, already decided, a limit):
 * the server's sentence at the top of the table, taking focus as the page opens. With scripts
 * the same sentence comes as a toast.
 */
export function RowRefusal() {
  const refusal = useFormRefusal();
  const message = refusal?.message;
  return (
    <FormAlert
      alert={message ? { message, key: 0 } : null}
      className="alert alert-error"
      focusOnArrival
    />
  );
}
